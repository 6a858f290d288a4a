import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TogoAdminPage } from '../pages/TogoAdminPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('togo administration', () => {
  it('lists the linked company, refuses an unknown code by keyboard, asks before unlinking', async () => {
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const togo = new TogoAdminPage(admin.page);
    await togo.open();
    await togo.rowText('キズナ物流株式会社', 'Linked both ways').waitFor();
    await expectAccessible(admin.page);

    await togo.linkByKeyboard('no-such-company');
    await togo.text('No company with this code can be linked.').waitFor();
    await expectAccessible(admin.page);

    // The confirmation is reached and dismissed by keyboard; the link stays.
    await togo.askToUnlink('キズナ物流株式会社');
    await togo.confirmationSaying(/stop seeing each other's directory at once/).waitFor();
    await togo.pressEscape();
    await togo.confirmation.waitFor({ state: 'hidden' });
    await togo.row('キズナ物流株式会社').waitFor();

    for (const width of [390, 768, 1366]) {
      await togo.resize(width);
      // The frame lays itself out again for the new width (side bar or drawer) a moment later.
      await expect.poll(() => togo.overflow(), { message: `${width}px`, timeout: 5000 }).toBe(0);
    }

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const jaTogo = new TogoAdminPage(ja.page);
    await jaTogo.open();
    await jaTogo.rowText('キズナ物流株式会社', '双方連携済み').waitFor();
    await expectAccessible(ja.page);
    await Promise.all([admin.context.close(), ja.context.close()]);
  });
});
