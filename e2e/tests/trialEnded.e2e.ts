import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage';
import { TrialEndedPage } from '../pages/TrialEndedPage';
import { launchBrowser, newPage } from '../support/browser';
import { trialEndedAccounts, type Account } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [390, 1366] as const;

/** Signs `account` in at `width` px; answers once the trial-ended page shows. */
async function signInAt(account: Account, width: number): Promise<{ page: Page; trial: TrialEndedPage }> {
  const { page } = await newPage(browser);
  const trial = new TrialEndedPage(page);
  await trial.setWidth(width);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(account);
  await trial.heading.waitFor();
  return { page, trial };
}

describe('a tenant whose trial has ended', () => {
  it.each(WIDTHS)('tells a member the trial has ended, without the date (%i px)', async (width) => {
    const { page, trial } = await signInAt(trialEndedAccounts().member, width);
    await trial.message.waitFor();
    expect(await trial.endDate.count()).toBe(0);
    expect(await trial.subheadings.count()).toBe(0);
    // Other pages stay closed: opening one shows the same page.
    await trial.open('/front/home');
    expect(await trial.overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it.each(WIDTHS)('shows an administrator the end date and what upgrading changes (%i px)', async (width) => {
    const { page, trial } = await signInAt(trialEndedAccounts().admin, width);
    await trial.endDate.waitFor();
    await trial.upgradeHeading.waitFor();
    expect(await trial.upgradeItems.allTextContents()).toEqual([
      expect.stringContaining('licensed users'),
      expect.stringContaining('features'),
      expect.stringContaining('data is kept'),
    ]);
    expect(await trial.overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await trial.signOutButton.click();
    await new LoginPage(page).heading.waitFor();
    await page.context().close();
  });
});
