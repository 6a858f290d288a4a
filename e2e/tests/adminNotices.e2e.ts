import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/HomePage';
import { NoticesAdminPage } from '../pages/NoticesAdminPage';
import { signInThroughApi } from '../support/apiSession';
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

describe('notice administration', () => {
  it('a must-read notice the admin posts reaches yamada at once, and the admin sees who read it', async () => {
    const title = `避難訓練 ${Date.now()}`;
    const person = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const home = new HomePage(person.page);
    await home.waitForNotices();

    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const notices = new NoticesAdminPage(admin.page);
    await notices.open();
    await expectAccessible(admin.page);
    await notices.post(title, '金曜 15:00 に全館で行います。', { mustRead: true });
    await notices.row(title).waitFor();

    // No reload: the events socket brings the notice to the open home page.
    await home.mustReadMark(title).waitFor();
    await home.markRead(title);
    await home.readMark(title).waitFor();

    await notices.open();
    await notices.openReads(title);
    await notices.readTab(1).click();
    await notices.reader('山田 太郎').waitFor();
    await expectAccessible(admin.page);

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const jaNotices = new NoticesAdminPage(ja.page);
    await jaNotices.open();
    await jaNotices.newNoticeButton.waitFor();
    await expectAccessible(ja.page);

    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const posted = (await api.informationAdmin.list()).items.find((n) => n.title === title);
    expect(posted?.readCount).toBe(1);
    await api.informationAdmin.remove({ query: { informationId: posted!.informationId } });
    await Promise.all([person.context.close(), admin.context.close(), ja.context.close()]);
  });
});
