import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalContactsPage } from '../pages/InternalContactsPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('internal directory density', () => {
  it('shows at least twelve people, one line each, above the fold of a 1366 × 800 screen', async () => {
    for (const locale of ['ja-JP', 'en-US']) {
      const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser, locale);
      await page.setViewportSize({ width: 1366, height: 800 });
      const list = new InternalContactsPage(page);
      await list.open('?page=1');
      expect(await list.rowsFullyInView(), locale).toBeGreaterThanOrEqual(12);
      // One line per person: about 40–44 px, never a second line of data.
      for (const height of (await list.rowHeights()).slice(0, 12))
        expect(height, locale).toBeLessThanOrEqual(46);
      await context.close();
    }
  });

  it('shows the first result without scrolling after a search on a phone', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    await page.setViewportSize({ width: 390, height: 844 });
    const list = new InternalContactsPage(page);
    await list.open('?page=1');
    await list.searchFreeWord('ﾔﾏﾀﾞ');
    expect(await list.names()).toContain('山田 太郎');
    expect(await list.rowsFullyInView()).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});
