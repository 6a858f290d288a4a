import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnpiResultsPage } from '../pages/AnpiPages';
import { PageWidth } from '../pages/PageWidth';
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

/** What the open page must show within this long of an answer, without a reload. */
const LIVE_MS = 2000;

describe('the results of a safety check', () => {
  it('shows an answer given elsewhere within 2 s, counts included, and lets the admin correct it', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    // Yamada's own division, so the check's list fits one page.
    const own = (await yamada.divisions.ownDivisions()).items.find((division) => division.isPrimary);
    const title = `結果一覧 ${Date.now()}`;
    const check = await api.anpiAdmin.startCheck({
      body: { kind: 'DRILL', title, wholeCompany: false, divisionIds: [own!.divisionId] },
    });

    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const results = new AnpiResultsPage(admin.page);
    await results.open(check.checkId);
    await results.headingNamed(new RegExp(title), 2).waitFor();
    await results.nonResponder('山田 太郎').waitFor();
    await results.live.waitFor();
    expect(await results.tile('Serious injury').getAttribute('aria-label')).toMatch(/: 0 \(0%\)/);
    await expectAccessible(admin.page);

    // Yamada answers from his own session; the open page follows without a reload.
    await yamada.anpi.answer({
      params: { checkId: check.checkId },
      body: { safety: 'SERIOUS_INJURY', canWork: false, comment: '階段で転倒しました' },
    });
    const row = results.person('山田 太郎');
    await row.filter({ hasText: 'Serious injury' }).waitFor({ timeout: LIVE_MS });
    await expect
      .poll(() => results.tile('Serious injury').getAttribute('aria-label'), { timeout: LIVE_MS })
      .toMatch(/: 1 \(/);
    expect(await row.textContent()).toContain('階段で転倒しました');
    // The injured come first.
    expect(await results.personRows.first().textContent()).toContain('山田 太郎');
    await expectAccessible(admin.page);

    // The administrator corrects his answer after a call.
    await results.correctSafety('山田 太郎', 'Minor injury');
    await results.text('The answer of 山田 太郎 has been recorded.').waitFor();
    await row.filter({ hasText: 'Minor injury' }).waitFor();
    await results.filterByState('Minor injury');
    // The list keeps its rows until the filtered ones come.
    await expect.poll(() => results.nonResponderRows.count()).toBe(0);
    await results.person('山田 太郎').waitFor();
    const stored = (
      await api.anpi.people({ params: { checkId: check.checkId }, query: { state: 'MINOR_INJURY' } })
    ).items;
    expect(stored.find((person) => person.fullname === '山田 太郎')?.answer).toMatchObject({
      safety: 'MINOR_INJURY',
      canWork: false,
      enteredBy: { fullname: expect.any(String) },
    });

    // On a phone and in Japanese: stacked rows, no sideways scrolling.
    const phone = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    await phone.page.setViewportSize({ width: 390, height: 844 });
    const resultsJa = new AnpiResultsPage(phone.page);
    await resultsJa.open(check.checkId);
    await resultsJa.person('山田 太郎').waitFor();
    expect(await new PageWidth(phone.page).overflow()).toBe(0);
    await expectAccessible(phone.page);

    await api.anpiAdmin.closeCheck({ params: { checkId: check.checkId } });
    await Promise.all([admin.context.close(), phone.context.close()]);
  });
});
