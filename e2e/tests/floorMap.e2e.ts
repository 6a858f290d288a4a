import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallBar } from '../pages/CallBar';
import { FloorMapElement, FloorMapPages } from '../pages/FloorMapPages';
import { WidgetsDemoPage } from '../pages/WidgetsDemoPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { baseURL, DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { searchFieldChrome } from '../support/searchFieldChrome';
import { signedIn } from '../support/signedIn';
import { signedInThroughApi } from '../support/signedInThroughApi';

let browser: Browser;
let yamadaApi: KizunaClient;
/** A demo floor with people on it (the simulated site moves them, KIZUNA_PLACES_SIMULATE=always). */
let floor: { floorId: number; floorName: string };

beforeAll(async () => {
  browser = await launchBrowser();
  yamadaApi = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
  const { items } = await yamadaApi.places.floors();
  for (const item of items) {
    const map = await yamadaApi.places.floor({ params: { floorId: item.floorId } });
    if (map.clients.length > 0) {
      floor = { floorId: item.floorId, floorName: map.floorName };
      break;
    }
  }
  if (!floor) throw new Error('the demo tenant has a floor with located people');
});
afterAll(async () => {
  await browser?.close();
});

const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 30_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('the map did not change in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Someone on the demo floor other than yamada, with an extension to call. */
async function colleagueWithExtension(): Promise<{ userId: number; fullname: string; extension: string }> {
  const me = await yamadaApi.principal.userInfo();
  const map = await yamadaApi.places.floor({ params: { floorId: floor.floorId } });
  for (const person of map.clients) {
    if (person.userId === me.userId) continue;
    const detail = await yamadaApi.internalContacts.detail({ params: { contactId: person.userId } });
    if (detail.extensionNum) {
      return { userId: person.userId, fullname: person.fullname, extension: detail.extensionNum };
    }
  }
  throw new Error('someone on the demo floor has an extension');
}

describe('floor maps', () => {
  it('yamada opens a demo floor and the open map follows the simulated moves', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const floors = new FloorMapPages(page);
    await floors.openList();
    await floors.headingNamed('Places').waitFor();
    await expectAccessible(page);
    await floors.floorLink(new RegExp(floor.floorName)).click();
    await floors.headingNamed(floor.floorName).waitFor();
    await floors.map(floor.floorName).waitFor();
    await floors.waitForPeople();
    await expectAccessible(page);

    // A move changes the seat or room a person is read out in; the map follows without a reload.
    const before = (await floors.peopleTexts()).join('\n');
    await waitUntil(async () => (await floors.peopleTexts()).join('\n') !== before, 60_000);

    // Stopped, the map no longer follows.
    await floors.toggleAutoRefresh();
    await floors.text('Positions are not being updated.', { exact: false }).waitFor();
    await context.close();
  });

  it('the search field of a floor shows one clear button and one focus ring', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const floors = new FloorMapPages(page);
    await floors.openFloor(floor.floorId);
    await floors.map(floor.floorName).waitFor();
    const search = floors.searchField;
    await search.fill('a');
    await expect(searchFieldChrome(search)).resolves.toEqual({ clearControls: 1, focusRings: 1 });
    await context.close();
  });

  it('yamada calls a colleague from their card on the map, and the call bar shows the call', async () => {
    const callee = await colleagueWithExtension();
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    try {
      const floors = new FloorMapPages(page);
      const bar = new CallBar(page);
      await bar.waitForLine('Idle');
      // Centred on the colleague, held still while the card is opened.
      await floors.openFloor(floor.floorId, callee.userId);
      await floors.waitForPeople();
      await floors.toggleAutoRefresh();
      await floors.openCardAtCentre(floor.floorName, callee.fullname);
      await floors.callFromCard(callee.fullname, `Call Extension ${callee.extension}`);
      await expect
        .poll(async () => (await yamadaApi.calls.localPhoneStatus()).self.status, { timeout: 10_000 })
        .not.toBe('IDLE');
      await bar.otherParty(callee.fullname).waitFor({ timeout: 10_000 });
      await expectAccessible(page);
      // The card closes with Escape, and the bar ends the call.
      await page.keyboard.press('Escape');
      await floors.card(callee.fullname).waitFor({ state: 'detached' });
      await bar.button('End call').click();
      await bar.waitForLine('Idle');
    } finally {
      await yamadaApi.calls.endCall({ query: {} }).catch(() => undefined);
      await context.close();
    }
  });

  it('never shows a person who chose not to be on maps', async () => {
    const me = await yamadaApi.principal.userInfo();
    const mine = await yamadaApi.myLocation.get();
    await yamadaApi.myLocation.saveVisibility({ body: { shownOnMaps: false } });
    try {
      const map = await yamadaApi.places.floor({ params: { floorId: floor.floorId } });
      expect(map.clients.map((client) => client.userId)).not.toContain(me.userId);
      const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
      const floors = new FloorMapPages(page);
      await floors.openFloor(floor.floorId, me.userId);
      await floors.waitForPeople();
      // Several refreshes later, still not there.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(await floors.person(me.fullname).count()).toBe(0);
      await context.close();
    } finally {
      await yamadaApi.myLocation.saveVisibility({ body: { shownOnMaps: mine.shownOnMaps } });
    }
  });

  it('reads in Japanese and fits a phone and a laptop', async () => {
    const { context, page } = await signedInThroughApi(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    const floors = new FloorMapPages(page);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      await floors.openList();
      await floors.headingNamed('プレイス').waitFor();
      expect(await floors.fitsWidth(), `the list fits ${width} px`).toBe(true);
      await floors.openFloor(floor.floorId);
      await floors.map(floor.floorName).waitFor();
      expect(await floors.fitsWidth(), `the map fits ${width} px`).toBe(true);
      await expectAccessible(page);
    }
    await context.close();
  });

  it('on a phone the map fills the screen; its markers are 32 px targets that hold still under a finger', async () => {
    const { context, page } = await signedInThroughApi(browser, DEMO_ACCOUNTS.demoUser, 'ja-JP');
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      const floors = new FloorMapPages(page);
      await floors.openFloor(floor.floorId);
      const map = floors.map(floor.floorName);
      await map.waitFor();
      await floors.waitForPeople();

      // The map spans the phone's width and most of its height, all of it on screen.
      const box = (await map.boundingBox())!;
      expect(box.width, 'the map is as wide as the screen').toBeGreaterThanOrEqual(390 - 2);
      expect(box.height, 'the map takes most of the screen').toBeGreaterThanOrEqual(844 * 0.6);
      expect(box.y + box.height, 'the map ends on screen').toBeLessThanOrEqual(844 + 1);
      expect(await floors.fitsWidth()).toBe(true);
      await expectAccessible(page);

      // Every marker can be pressed over at least 32 × 32 px.
      await floors.personMarker(floor.floorName).first().waitFor();
      for (const marker of await floors.markerTargets(floor.floorName).all()) {
        const target = (await marker.boundingBox())!;
        // Whole pixels: a box placed at a fraction of a pixel measures 31.99….
        expect(Math.round(Math.min(target.width, target.height))).toBeGreaterThanOrEqual(32);
      }

      // A finger down on a person's marker: the positions change (the list read out follows them)
      // while the markers hold still under it.
      const marker = (await floors.personMarker(floor.floorName).first().boundingBox())!;
      // Near the target's corner, not on the dot itself: the whole target is pressed.
      const x = marker.x + 3;
      const y = marker.y + 3;
      await page.mouse.move(x, y);
      await page.mouse.down();
      const held = await floors.markerBoxes(floor.floorName);
      const before = (await floors.peopleTexts()).join('\n');
      await waitUntil(async () => (await floors.peopleTexts()).join('\n') !== before, 60_000);
      // Another refresh or two for any marker that would still be on its way.
      await page.waitForTimeout(3_000);
      expect(await floors.markerBoxes(floor.floorName)).toEqual(held);

      // Lifted, the tap names the person on a card.
      await page.mouse.up();
      const card = floors.openCard;
      await card.waitFor();
      const name = (await card.getAttribute('aria-label')) ?? '';
      expect((await floors.peopleTexts()).some((text) => text.startsWith(name))).toBe(true);
      await expectAccessible(page);

      // Once the pointer leaves the map, the markers go where the people are now.
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'detached' });
      await page.mouse.move(5, 5);
      await waitUntil(async () => (await floors.markerBoxes(floor.floorName)).join() !== held.join());
    } finally {
      await context.close();
    }
  });

  it('the widget shows a floor on the portal demo page', async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    const demo = new WidgetsDemoPage(page);
    await demo.open();
    await demo.signIn(DEMO_ACCOUNTS.demoUser);
    const widget = new FloorMapElement(page);
    await widget.element.waitFor();
    const { items } = await yamadaApi.places.floors();
    await widget.map(items[0]!.floorName).waitFor();

    // A colleague's card asks the page for a call to their extension (the page places it).
    const callee = await colleagueWithExtension();
    await widget.element.evaluate(
      (element, ids) => {
        element.setAttribute('floor-id', String(ids.floorId));
        element.setAttribute('user-id', String(ids.userId));
      },
      { floorId: floor.floorId, userId: callee.userId },
    );
    await widget.map(floor.floorName).waitFor();
    await widget.openCardAtCentre(floor.floorName, callee.fullname);
    await widget.callFromCard(callee.fullname, `Call ${callee.extension}`);
    await expect
      .poll(() => widget.lastCallRequest.textContent())
      .toBe(`${callee.fullname}, user id ${callee.userId}, extension ${callee.extension}`);
    await context.close();
  });
});
