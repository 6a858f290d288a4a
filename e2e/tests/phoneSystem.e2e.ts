import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhoneSystemAdminPage } from '../pages/PhoneSystemAdminPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
let adminApi: KizunaClient;
type Line = Awaited<ReturnType<KizunaClient['phoneSystemAdmin']['lines']>>['items'][number];
let settingsBefore: Awaited<ReturnType<KizunaClient['phoneSystemAdmin']['settings']>>;
const linesBefore = new Map<string, Line>();

async function lineOf(accountId: string): Promise<Line> {
  const page = await adminApi.phoneSystemAdmin.lines({ query: { q: accountId } });
  return page.items.find((line) => line.accountId === accountId)!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminApi = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
  settingsBefore = await adminApi.phoneSystemAdmin.settings();
  for (const accountId of ['admin', 'yamada.taro']) linesBefore.set(accountId, await lineOf(accountId));
});
afterAll(async () => {
  // The demo tenant as the seed left it: the simulated PBX in its mode, and the two lines.
  if (settingsBefore?.system === 'SIMULATED')
    await adminApi.phoneSystemAdmin.saveSettings({
      body: { system: 'SIMULATED', callControlMode: settingsBefore.callControlMode as 'CUCM' },
    });
  for (const line of linesBefore.values())
    await adminApi.phoneSystemAdmin.saveLine({
      params: { userId: line.userId },
      body: { extensionNum: line.extensionNum ?? '', deviceName: line.deviceName },
    });
  await browser?.close();
});

describe('Manage → Phone system', () => {
  it('the admin switches the mode, tests the simulated PBX, edits an extension and imports two lines', async () => {
    const { page, context } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const phone = new PhoneSystemAdminPage(page);
    await phone.openFromManage();
    await expectAccessible(page);

    await phone.saveSimulated(/^HIENG/);
    expect((await adminApi.phoneSystemAdmin.settings()).callControlMode).toBe('HIENG');
    await phone.testConnection(/^The built-in simulated PBX is ready/);
    await phone.saveSimulated(/^CUCM/);
    expect((await adminApi.phoneSystemAdmin.settings()).callControlMode).toBe('CUCM');

    await phone.search('yamada.taro');
    await phone.editLine('山田 太郎', '1991');
    await phone.lineShows('山田 太郎', '1991');
    expect((await lineOf('yamada.taro')).extensionNum).toBe('1991');
    await expectAccessible(page);

    const outcome = await phone.importCsv(
      'accountId,extensionNum,deviceName\r\nadmin,1000,SEP00AABBCCDD01\r\nyamada.taro,1992,SEP00AABBCCDD02\r\n',
    );
    expect(outcome).toContain('2 lines changed');
    expect(await lineOf('admin')).toMatchObject({ extensionNum: '1000', deviceName: 'SEP00AABBCCDD01' });
    expect(await lineOf('yamada.taro')).toMatchObject({
      extensionNum: '1992',
      deviceName: 'SEP00AABBCCDD02',
    });
    await phone.lineShows('山田 太郎', 'SEP00AABBCCDD02');
    await expectAccessible(page);
    await context.close();
  });
});
