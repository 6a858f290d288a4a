import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { GroupSettingsPage } from '../pages/GroupPages';
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

// The focus never falls to the page body, where a keyboard or screen reader user would start over
// from the top of the document. (A call that ends: calls.e2e.ts.)
describe('where the focus goes', () => {
  it('after a move to another page from the menu: to the new page’s main heading', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const shell = new AppShell(page);
    await shell.menuLink('Internal directory').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/front\/internalContacts$/);
    // The address changes before the new page draws: wait for its heading, not home's.
    await shell.headingNamed('Internal directory').waitFor();
    await expect.poll(() => shell.focused()).toBe('h1 Internal directory');
    await context.close();
  });

  it('after a dialog closes: to its trigger, or to the page’s heading when the trigger has gone', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const settings = new GroupSettingsPage(page);
    await settings.open();
    const name = `focus${Date.now().toString(36)}`;
    await settings.add(name);

    // Cancelled, the confirmation gives the focus back to the row's Delete button.
    await settings.deleteButton(name).focus();
    await page.keyboard.press('Enter');
    await settings.confirmButton('Cancel', 'Delete group').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => settings.focused()).toBe('button Delete');

    // Confirmed, the row and its button go: the focus goes to the page's heading.
    await page.keyboard.press('Enter');
    await settings.confirm('Delete', 'Delete group');
    await settings.text(`${name} deleted.`).waitFor();
    await expect.poll(() => settings.names()).not.toContain(name);
    await expect.poll(() => settings.focused()).toBe('h1 Group settings');
    await context.close();
  });
});
