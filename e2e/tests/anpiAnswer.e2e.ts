import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnpiChecksAdminPage,
  AnpiLinkPage,
  AnpiResultsPage,
  MyAnpiPage,
  anpiLinkTo,
} from '../pages/AnpiPages';
import { AppShell } from '../pages/AppShell';
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

const YAMADA_EMAIL = 'yamada.taro@demo.example.com';

function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('safety confirmation: answering and following up', () => {
  it('a drill for a division: yamada answers on a phone, the admin follows up and closes it', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const salesOne = (await api.divisionAdmin.list()).items.find((d) => d.divisionName === '営業一課');
    expect(salesOne).toBeDefined();
    const title = `防災訓練 ${Date.now().toString(36)}`;
    const message = '本日10時の防災訓練です。安否を回答してください。';
    const check = await api.anpiAdmin.startCheck({
      body: { kind: 'DRILL', title, message, wholeCompany: false, divisionIds: [salesOne!.divisionId] },
    });

    // The mailed link opens without a session; in English first, only looking.
    const link = await anpiLinkTo(YAMADA_EMAIL);
    const english = await newPage(browser, 'en-US');
    await english.page.setViewportSize({ width: 390, height: 844 });
    await english.page.goto(link);
    const englishLink = new AnpiLinkPage(english.page);
    await englishLink.heading.waitFor();
    await englishLink.text('山田 太郎, please tell us whether you are safe.').waitFor();
    await expectAccessible(english.page);
    expect(await scrollsSideways(english.page)).toBe(false);

    // Yamada answers on the phone in Japanese: two taps, a comment, send.
    const phone = await newPage(browser, 'ja-JP');
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto(link);
    const linkPage = new AnpiLinkPage(phone.page);
    await linkPage.heading.waitFor();
    await linkPage.text(message).waitFor();
    await expectAccessible(phone.page);
    await linkPage.answer('軽傷', '出社できない', '足を少し痛めました');
    await linkPage.recorded.waitFor();
    await linkPage.text('足を少し痛めました').waitFor();
    await expectAccessible(phone.page);
    expect(await scrollsSideways(phone.page)).toBe(false);

    // The link was used: it says so, in the person's language, and changes nothing.
    await phone.page.goto(link);
    await expect
      .poll(() => linkPage.refusal.textContent())
      .toBe('このリンクは回答に使用済みです。回答を変更するには Kizuna にログインしてください。');
    await expectAccessible(phone.page);
    await english.page.reload();
    await expect.poll(() => englishLink.refusal.textContent()).toMatch(/^This link has already been used/);
    await expectAccessible(english.page);

    // The admin sees the answer and who has not answered, with their numbers.
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const checks = new AnpiChecksAdminPage(admin.page);
    await checks.open();
    await checks.resultsLink(title).click();
    const results = new AnpiResultsPage(admin.page);
    await results.headingNamed(/^Safety check results$/).waitFor();
    await results.headingNamed(new RegExp(title), 2).waitFor();
    await expect.poll(() => results.tile('Minor injury').getAttribute('aria-label')).toMatch(/: 1 \(/);
    await results.nonResponderRows.first().waitFor();
    expect(await results.nonResponder('山田 太郎').count()).toBe(0);
    const waiting = await results.nonResponderRows.count();
    expect(waiting).toBeGreaterThan(0);
    await expectAccessible(admin.page);

    await results.notifyAgain();
    await results.text(/^\d+ people were notified again\.$/).waitFor();

    await checks.open();
    await checks.close(title);
    await checks.text(`“${title}” was closed.`).waitFor();
    await results.open(check.checkId);
    await results.text('The check is closed: no one can be notified again.').waitFor();
    expect(await results.notifyButton.isDisabled()).toBe(true);
    await expectAccessible(admin.page);

    // The same page in Japanese.
    const adminJa = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const resultsJa = new AnpiResultsPage(adminJa.page);
    await resultsJa.open(check.checkId);
    await resultsJa.text('終了した安否確認は再通知できません。').waitFor();
    await expectAccessible(adminJa.page);

    await Promise.all([
      english.context.close(),
      phone.context.close(),
      admin.context.close(),
      adminJa.context.close(),
    ]);
  });

  it('yamada sees an open check in the app and answers it there; without permission, no results', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const check = await api.anpiAdmin.startCheck({
      body: { kind: 'DRILL', title: `全社訓練 ${Date.now().toString(36)}`, wholeCompany: true },
    });
    for (const locale of ['en-US', 'ja-JP'] as const) {
      const yamada = await signedIn(browser, DEMO_ACCOUNTS.demoUser, locale);
      const mine = new MyAnpiPage(yamada.page);
      if (locale === 'en-US') {
        // Among the notices: the home page's card, and the bell's popover, whose link answers it.
        const shell = new AppShell(yamada.page);
        await yamada.page.goto('/front/home');
        const onHome = shell.homeAnpiNotice(check.title);
        await expect.poll(() => onHome.textContent()).toMatch(/Safety check \(drill\).*Not answered/);
        await expectAccessible(yamada.page);
        await shell.noticesBell().click();
        await shell.popoverAnpiNotice(check.title).waitFor();
        // While the popover is open react-aria hides the rest of the page; its dialog is what is read.
        await expectAccessibleWithin(yamada.page, '[role="dialog"]');
        await shell.popoverAnpiAnswerLink(check.title).click();
        await yamada.page.waitForURL('**/front/anpi');
      } else {
        await mine.open();
      }
      await mine.check(check.title).waitFor();
      await expectAccessible(yamada.page);
      if (locale === 'en-US') {
        await mine.answer('Safe', 'Can come to work', '', mine.check(check.title));
        await mine.text('Your answer has been recorded.').first().waitFor();
        await mine.changeButton.waitFor();
        const shell = new AppShell(yamada.page);
        await yamada.page.goto('/front/home');
        const onHome = shell.homeAnpiNotice(check.title);
        await expect.poll(() => onHome.textContent()).toMatch(/Answered: Safe/);
      }
      await yamada.page.goto(`/front/anpi/checks/${check.checkId}`);
      await mine
        .text(/^(You may not see the results of this check\.|この安否確認の結果を見る権限がありません。)$/)
        .waitFor();
      await expectAccessible(yamada.page);
      await yamada.context.close();
    }
    await api.anpiAdmin.closeCheck({ params: { checkId: check.checkId } });
  });
});
