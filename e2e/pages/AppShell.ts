import { KizunaPage } from './KizunaPage';

const SESSION_TIMED_OUT = 'Your session has timed out. Please sign in again.';

/** The header of every signed-in page: menu, notices badge, language switch, user menu. */
export class AppShell extends KizunaPage {
  mainMenu(name = 'Main menu') {
    return this.page.getByRole('navigation', { name });
  }

  menuLink(name: string, options: { exact?: boolean } = {}) {
    return this.mainMenu().getByRole('link', { name, ...options });
  }

  async menuLabels(name?: string): Promise<string[]> {
    const menu = this.mainMenu(name);
    await menu.waitFor();
    return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
  }

  languageButton(nativeName: '日本語' | 'English') {
    return this.page.getByRole('button', { name: nativeName });
  }

  /** The notices link, named with the unread count (`Notices, 3 unread`). */
  noticesLink(unread?: number) {
    return this.page.getByRole('link', {
      name: unread === undefined ? /^Notices, \d+ unread$/ : `Notices, ${unread} unread`,
    });
  }

  async unreadCount(): Promise<number> {
    const name = (await this.noticesLink().getAttribute('aria-label')) ?? '';
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
