import { readFileSync } from 'node:fs';
import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FloorMapPages } from '../pages/FloorMapPages';
import { LocationVendorsAdminPages } from '../pages/LocationVendorsAdminPages';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { baseURL, DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

/** The documented Scanning API v3 payload the server's receiver tests read. */
const MERAKI_FIXTURE = new URL(
  '../../packages/server/src/modules/locationVendors/fixtures/meraki-v3-wifi.json',
  import.meta.url,
);
/** The first client of that payload, on that floor plan. */
const PHONE_MAC = '3C:22:FB:10:20:31';
const FLOOR_PLAN = 'g_1234567890123456789';

let browser: Browser;
let adminApi: KizunaClient;
let colleagueApi: KizunaClient;
let devicesBefore: Awaited<ReturnType<KizunaClient['myLocation']['get']>>['devices'];
let shownBefore: boolean | null;

beforeAll(async () => {
  browser = await launchBrowser();
  [adminApi, colleagueApi] = await Promise.all([
    signInThroughApi(DEMO_ACCOUNTS.demoAdmin),
    signInThroughApi(DEMO_ACCOUNTS.demoColleague),
  ]);
  const mine = await colleagueApi.myLocation.get();
  devicesBefore = mine.devices;
  shownBefore = mine.shownOnMaps;
});
afterAll(async () => {
  // The colleague's devices and choice as the seed had them; the mapping gone.
  await colleagueApi?.myLocation.saveDevices({ body: devicesBefore });
  await colleagueApi?.myLocation.saveVisibility({ body: { shownOnMaps: shownBefore } });
  const mappings = (await adminApi?.placesAdmin.mappings())?.items ?? [];
  for (const mapping of mappings.filter((m) => m.source === 'meraki' && m.sourceFloorId === FLOOR_PLAN))
    await adminApi.placesAdmin.removeMapping({ params: { mappingId: mapping.mappingId } });
  await browser?.close();
});

describe('location vendor settings', () => {
  it('the admin sets up Meraki, and a Meraki POST puts the colleague on the open floor map', async () => {
    // The colleague carries a phone with the payload's MAC address and no simulated PC; she is on
    // no map until Meraki places her (hiding her takes her position away).
    await colleagueApi.myLocation.saveDevices({
      body: { ...devicesBefore, pcMacAddress: null, mobileMacAddress: PHONE_MAC },
    });
    await colleagueApi.myLocation.saveVisibility({ body: { shownOnMaps: false } });
    await colleagueApi.myLocation.saveVisibility({ body: { shownOnMaps: true } });
    const me = await colleagueApi.principal.userInfo();

    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const vendors = new LocationVendorsAdminPages(page);
    await vendors.open('meraki', 'Meraki');
    await expectAccessible(page);
    const receiverUrl = await vendors.saveMeraki('kizuna-validator', 'kizuna-meraki-secret');
    expect(receiverUrl).toMatch(new RegExp(`^${baseURL()}/webhooks/meraki/kzmr_`));
    // Write-only: saved, the secret is nowhere on the page.
    expect(await vendors.secretField.inputValue()).toBe('');
    expect(await page.content()).not.toContain('kizuna-meraki-secret');
    await vendors.mapFloor(/^Meraki floor plan ID/, FLOOR_PLAN, /^本社 3F/);
    await expectAccessible(page);
    const floorId = (await adminApi.placesAdmin.mappings()).items.find(
      (mapping) => mapping.source === 'meraki' && mapping.sourceFloorId === FLOOR_PLAN,
    )!.floorId;

    // Meraki checks the receiver by GET, then posts with the secret.
    expect(await (await fetch(receiverUrl)).text()).toBe('kizuna-validator');
    const payload = JSON.parse(readFileSync(MERAKI_FIXTURE, 'utf8')) as {
      secret: string;
      data: { observations: { locations: { time: string }[] }[] };
    };
    const now = new Date().toISOString();
    for (const observation of payload.data.observations)
      for (const location of observation.locations) location.time = now;
    const wrong = await fetch(receiverUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...payload, secret: 'not-the-secret' }),
    });
    expect(wrong.status).toBe(403);
    const posted = await fetch(receiverUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(posted.status).toBe(200);

    const floors = new FloorMapPages(page);
    await floors.openFloor(floorId);
    await floors.waitForPeople();
    await floors.person(me.fullname).first().waitFor({ state: 'attached' });
    const map = await adminApi.places.floor({ params: { floorId } });
    expect(map.clients.find((client) => client.userId === me.userId)?.device).toBe('MOBILE');
    await context.close();
  });

  it('the admin adds a beacon gateway and sees its token once', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const vendors = new LocationVendorsAdminPages(page);
    await vendors.open('exBeacon', 'Beacons');
    const name = `7F 東 ${Date.now().toString(36)}`;
    await vendors.addGateway({
      gatewayId: `gw-${Date.now().toString(36)}`,
      name,
      floor: 'beacon-7f',
      x: '40',
      y: '12.5',
    });
    const token = await vendors.shownToken(name);
    expect(token).toMatch(/^kzbgw_/);
    expect(await vendors.shownOnceWarning(name)).toContain('it will not be shown again');
    await expectAccessible(page);
    await vendors.closeCreated(name);
    await vendors.gatewayRow(name).waitFor();
    expect(await page.content()).not.toContain(token);
    await expectAccessible(page);

    const gateway = (await adminApi.locationVendorAdmin.beaconGateways()).items.find((g) => g.name === name)!;
    await adminApi.locationVendorAdmin.removeBeaconGateway({ params: { gatewayId: gateway.id } });
    await context.close();
  });

  it('each page is accessible in Japanese and fits a phone', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    await page.setViewportSize({ width: 390, height: 844 });
    const vendors = new LocationVendorsAdminPages(page);
    for (const [which, title] of [
      ['meraki', 'Meraki'],
      ['cmx', 'CMX'],
      ['exBeacon', 'ビーコン'],
    ] as const) {
      await vendors.open(which, title);
      await vendors.mainText('Kizuna のフロア', { exact: true }).first().waitFor({ state: 'attached' });
      await expectAccessible(page);
      expect(await vendors.overflow()).toBe(0);
    }
    await context.close();
  });
});
