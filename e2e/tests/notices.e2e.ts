import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { NoticesPage } from '../pages/NoticesPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible, expectAccessibleWithin } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('notices', () => {
  it('a notice marked read stays read after a reload, and the badge counts down', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const unread = (await api.information.list()).items.filter((n) => !n.read);
    expect(unread.length, 'the demo seed publishes unread notices to yamada.taro').toBeGreaterThan(0);
    const target = unread[0]!;
    // The bell counts safety checks waiting for yamada's answer too (another test may have started one).
    const pendingChecks = (await api.information.badge()).anpi ?? 0;

    const { context, page } = await newPage(browser);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_ACCOUNTS.demoUser);
    const home = new HomePage(page);
    await home.heading.waitFor();
    await home.waitForNotices();
    const shell = new AppShell(page);
    const before = await shell.unreadCount();
    expect(before).toBe(unread.length + pendingChecks);

    await home.markRead(target.title);
    await home.readMark(target.title).waitFor();
    await shell.noticesBell(before - 1).waitFor();

    await page.reload();
    await home.waitForNotices();
    await home.readMark(target.title).waitFor();
    expect(await shell.unreadCount()).toBe(before - 1);

    await shell.noticesBell().click();
    await shell.popoverNotice(target.title).waitFor();
    // While the popover is open react-aria hides the rest of the page; its dialog is what is read.
    await expectAccessibleWithin(page, '[role="dialog"]');
    await shell.closeWithEscape();
    await shell.noticesPopover.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the bell’s "All notices" opens every notice, past ones too', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const shell = new AppShell(page);
    await shell.noticesBell().click();
    await shell.allNoticesLink.click();
    const notices = new NoticesPage(page);
    await notices.heading.waitFor();
    expect(new URL(page.url()).pathname).toBe('/front/notices');
    // A notice whose period ended months ago, which home no longer lists.
    await notices.notice('夏季休暇の申請期限').waitFor();
    await notices.notice('年末年始の休業について').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
