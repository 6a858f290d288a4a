import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPage } from '../pages/AdminPage';
import { AppShell } from '../pages/AppShell';
import type { KizunaPage, LinkTarget } from '../pages/KizunaPage';
import { SettingsHubPage } from '../pages/SettingsHubPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import type { Account } from '../support/environment';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ERROR_TITLES = new Set([
  '',
  'Page not found',
  '403 Forbidden',
  'ページが見つかりません',
  '403 アクセス権限がありません',
]);

/**
 * Opens each card's page and expects a built page titled as a card that leads there (two cards may
 * share a page), never the 404 or 403 page.
 */
async function expectCardsOpenTheirPages(
  screen: KizunaPage,
  goto: (href: string) => Promise<unknown>,
  cards: LinkTarget[],
) {
  for (const { href } of cards) {
    const names = cards.filter((card) => card.href === href).map((card) => card.name);
    await goto(href);
    await expect.poll(() => screen.pageTitle(), { message: href, timeout: 15_000 }).not.toBe('');
    const title = await screen.pageTitle();
    expect(ERROR_TITLES.has(title), `${href} shows ${title}`).toBe(false);
    expect(names, href).toContain(title);
  }
}

async function walk(account: Account, locale: string, titles: { settings: string; manage: string }) {
  const { context, page } = await signedIn(browser, account, locale);
  await page.goto('/front/home');
  const shell = new AppShell(page);
  const targets = await shell.menuTargets();
  expect(targets.map((target) => target.name)).toContain(titles.settings);

  // Every side bar entry opens its page, whose title is the entry's label.
  for (const { name, href } of targets) {
    await shell.menuLink(name, { exact: true }).click();
    await expect.poll(() => shell.pageTitle(), { message: href, timeout: 15_000 }).toBe(name);
  }

  const goto = (href: string) => page.goto(href);
  const hub = new SettingsHubPage(page);
  await goto('/front/settings');
  await expect.poll(() => hub.pageTitle(), { timeout: 15_000 }).toBe(titles.settings);
  await expectCardsOpenTheirPages(hub, goto, await hub.cards());

  // Manage is in the side bar only when it has a built entry for the person.
  if (targets.some((target) => target.name === titles.manage)) {
    const admin = new AdminPage(page);
    await goto('/front/admin');
    await expect.poll(() => admin.pageTitle(), { timeout: 15_000 }).toBe(titles.manage);
    const cards = await admin.cards();
    expect(cards.length).toBeGreaterThan(0);
    await expectCardsOpenTheirPages(admin, goto, cards);
  }
  await context.close();
}

describe('no dead ends', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))(
    '%s: every side bar entry, settings card and Manage card opens a built page',
    async (_, account) => {
      await walk(account, 'en-US', { settings: 'Settings', manage: 'Manage' });
    },
  );

  it('in Japanese, each side bar label is the title of the page it opens', async () => {
    await walk(DEMO_ACCOUNTS.demoUser, 'ja-JP', { settings: '設定', manage: '管理' });
  });
});
