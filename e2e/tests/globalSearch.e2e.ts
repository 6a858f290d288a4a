import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { DivisionsAdminPage } from '../pages/DivisionsAdminPage';
import { InternalContactDetailPage } from '../pages/InternalContactDetailPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible, expectAccessibleWithin } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

// Listed in the directory without an account (REGISTRATION_ONLY_USER): nobody can talk with her.
const KATO_MISAKI = '加藤 美咲';
// A regular colleague of the demo tenant, with talk.
const KATO_HANAKO = '加藤 花子';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('global search by keyboard, offering only what works', () => {
  it('a kana name, arrow down, Enter opens the person; talk is offered only to those who can talk', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const shell = new AppShell(page);
    await page.goto('/front/home');
    await shell.globalSearch.waitFor();
    await page.keyboard.press('/');
    await expect
      .poll(() => shell.globalSearch.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.keyboard.type('かとう');
    const misaki = shell.globalSearchResult(new RegExp(`^${KATO_MISAKI}`));
    await misaki.waitFor();
    await expectAccessibleWithin(page, '.kz-global-search__popover');
    // A colleague with talk has it beside them; one without has none.
    await shell.globalSearchTalk(KATO_HANAKO).waitFor();
    expect(await shell.globalSearchTalk(KATO_MISAKI).count()).toBe(0);

    for (let step = 0; step < 20 && !(await shell.globalSearchHighlights(misaki)); step += 1)
      await page.keyboard.press('ArrowDown');
    expect(await shell.globalSearchHighlights(misaki)).toBe(true);
    await page.keyboard.press('Enter');
    const detail = new InternalContactDetailPage(page);
    await detail.waitForLoaded(KATO_MISAKI);
    expect(await detail.talkButton(KATO_MISAKI).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('Enter with nothing highlighted opens the first result', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const shell = new AppShell(page);
    await page.goto('/front/home');
    await shell.globalSearch.waitFor();
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => shell.globalSearch.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.keyboard.type('かとう はなこ');
    await shell.globalSearchResult(new RegExp(`^${KATO_HANAKO}`)).waitFor();
    expect(await shell.globalSearch.getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('Enter');
    const detail = new InternalContactDetailPage(page);
    await detail.waitForLoaded(KATO_HANAKO);
    // She has talk: her page offers it.
    await detail.talkButton(KATO_HANAKO).waitFor();
    await context.close();
  });

  it('Delete of a division that still has people is disabled, with the reason beside it', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const divisions = new DivisionsAdminPage(page);
    await divisions.open();
    await divisions.choose('営業一課');
    expect(await divisions.deleteButton.isDisabled()).toBe(true);
    expect(await divisions.deleteReason()).toMatch(/^“営業一課” cannot be deleted while people/);
    await expectAccessible(page);
    await context.close();
  });
});
