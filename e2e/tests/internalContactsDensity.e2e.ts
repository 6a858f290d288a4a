import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalContactsPage } from '../pages/InternalContactsPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { signedIn } from '../support/signedIn';

let browser: Browser;
let admin: KizunaClient;
let checkId: number;
// A safety check that waits for yamada's answer: its banner stands above every page, as it does
// whenever a drill is open (and as earlier browser tests may leave one on this shared server).
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
  const salesOne = (await admin.divisionAdmin.list()).items.find((d) => d.divisionName === '営業一課');
  expect(salesOne).toBeDefined();
  const check = await admin.anpiAdmin.startCheck({
    body: {
      kind: 'DRILL',
      title: `一覧の表示確認 ${Date.now().toString(36)}`,
      message: '一覧の表示を確かめる訓練です。',
      wholeCompany: false,
      divisionIds: [salesOne!.divisionId],
    },
  });
  checkId = check.checkId;
});
afterAll(async () => {
  if (checkId !== undefined) await admin.anpiAdmin.closeCheck({ params: { checkId } });
  await browser?.close();
});

describe('internal directory density', () => {
  it('shows at least twelve people, one line each, above the fold of a 1366 × 800 screen under a safety check banner', async () => {
    for (const locale of ['ja-JP', 'en-US']) {
      const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, locale);
      await page.setViewportSize({ width: 1366, height: 800 });
      const list = new InternalContactsPage(page);
      await list.open('?page=1');
      await list.anpiBannerAnswer.waitFor();
      expect(await list.rowsFullyInView(), locale).toBeGreaterThanOrEqual(12);
      // One line per person: about 40 px, never a second line of data.
      for (const height of (await list.rowHeights()).slice(0, 12))
        expect(height, locale).toBeLessThanOrEqual(46);
      await context.close();
    }
  });

  it('shows the first result without scrolling after a search on a phone, under a safety check banner', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.setViewportSize({ width: 390, height: 844 });
    const list = new InternalContactsPage(page);
    await list.open('?page=1');
    await list.anpiBannerAnswer.waitFor();
    await list.searchFreeWord('ﾔﾏﾀﾞ');
    expect(await list.names()).toContain('山田 太郎');
    expect(await list.rowsFullyInView()).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});
