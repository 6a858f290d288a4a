import type { Locator } from 'playwright-core';
import { KizunaPage } from './KizunaPage';
import type { LinkTarget } from './KizunaPage';

const SESSION_TIMED_OUT = 'Your session has timed out. Please sign in again.';

/**
 * The frame of every signed-in page: side bar menu, top bar with global search, notices bell and
 * account menu.
 */
export class AppShell extends KizunaPage {
  /** The side bar's navigation, in either language unless named. */
  mainMenu(name: string | RegExp = /^(Main menu|メインメニュー)$/) {
    return this.page.getByRole('navigation', { name });
  }

  menuLink(name: string, options: { exact?: boolean } = {}) {
    return this.mainMenu().getByRole('link', { name, ...options });
  }

  /** The side bar's links that open a page of Kizuna (Feedback opens the tenant's own address). */
  async menuTargets(): Promise<LinkTarget[]> {
    await this.mainMenu().waitFor();
    return this.linkTargets(this.mainMenu().getByRole('link').and(this.page.locator(':not([target])')));
  }

  async menuLabels(name?: string): Promise<string[]> {
    const menu = this.mainMenu(name);
    await menu.waitFor();
    // Each entry is named by its label (aria-labelledby); a count beside it is only its description.
    return menu.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const labelId = link.getAttribute('aria-labelledby');
        const label = labelId ? link.ownerDocument.getElementById(labelId) : null;
        return (label ?? link).textContent?.trim() ?? '';
      }),
    );
  }

  /** The account menu's button, in either language. */
  accountMenuButton() {
    return this.page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu of |のアカウントメニュー$/ });
  }

  /** Chooses an entry of the account menu (My profile, Change password ...). */
  async openAccountMenuItem(name: string): Promise<void> {
    await this.accountMenuButton().click();
    await this.page.getByRole('menuitem', { name }).click();
  }

  /** Switches the UI language through the account menu. */
  async chooseLanguage(nativeName: '日本語' | 'English'): Promise<void> {
    await this.accountMenuButton().click();
    await this.page.getByRole('menuitemradio', { name: nativeName }).click();
  }

  /** The notices bell, named with the unread count (`Notices, 3 unread`). */
  noticesBell(unread?: number) {
    return this.page.getByRole('button', {
      name: unread === undefined ? /^Notices, \d+ unread$/ : `Notices, ${unread} unread`,
    });
  }

  /** The bell's popover of the latest notices. */
  get noticesPopover() {
    return this.page.getByRole('dialog', { name: 'Notices' });
  }

  /** A notice listed in the bell's popover. */
  popoverNotice(title: string) {
    return this.noticesPopover.getByText(title);
  }

  /** The bell popover's link to every notice. */
  get allNoticesLink() {
    return this.noticesPopover.getByRole('link', { name: 'All notices' });
  }

  /** A safety check among the notices of the bell's popover. */
  popoverAnpiNotice(title: string) {
    return this.noticesPopover.getByRole('listitem', { name: title });
  }

  /** The link of the bell's popover that answers a safety check. */
  popoverAnpiAnswerLink(title: string) {
    return this.noticesPopover.getByRole('link', { name: `Answer the safety check: ${title}` });
  }

  /** A safety check among the notices of the home page's card. */
  homeAnpiNotice(title: string) {
    return this.page.getByRole('region', { name: 'Notices' }).getByRole('listitem', { name: title });
  }

  /** The top bar's global search field. */
  get globalSearch() {
    return this.page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  }

  /** A result of the global search, by the text it shows. */
  globalSearchResult(name: string | RegExp) {
    return this.page.getByRole('listbox').getByRole('option', { name });
  }

  /** The Talk option beside a colleague among the global search's results. */
  globalSearchTalk(fullname: string) {
    return this.page.getByRole('listbox').getByRole('option', { name: `Talk with ${fullname}` });
  }

  /** Whether the global search field's highlighted result (aria-activedescendant) is `option`. */
  async globalSearchHighlights(option: Locator): Promise<boolean> {
    const active = await this.globalSearch.getAttribute('aria-activedescendant');
    return active !== null && active === (await option.getAttribute('id'));
  }

  async closeWithEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }

  async unreadCount(): Promise<number> {
    const name = (await this.noticesBell().getAttribute('aria-label')) ?? '';
    return Number(/(\d+)/.exec(name)?.[1] ?? Number.NaN);
  }

  get trialBanner() {
    return this.page.getByRole('complementary', { name: 'Trial' });
  }

  async signOut(fullname: string): Promise<void> {
    await this.page.getByRole('button', { name: `Account menu of ${fullname}` }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  /** The one dialog that says the session ended. */
  get sessionTimedOut() {
    return this.confirmText(SESSION_TIMED_OUT);
  }

  async signInAgain(): Promise<void> {
    await this.confirm('Sign in again');
  }
}
