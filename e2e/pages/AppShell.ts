import type { Page } from 'playwright-core';

/** The frame of every signed-in page: side bar menu, top bar with notices bell and account menu. */
export class AppShell {
  constructor(private readonly page: Page) {}

  mainMenu(name = 'Main menu') {
    return this.page.getByRole('navigation', { name });
  }

  async menuLabels(name?: string): Promise<string[]> {
    const menu = this.mainMenu(name);
    await menu.waitFor();
    return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
  }

  /** The account menu's button, in either language. */
  accountMenuButton() {
    return this.page
      .getByRole('banner')
      .getByRole('button', { name: /^Account menu of |のアカウントメニュー$/ });
  }

  /** Switches the UI language through the account menu. */
  async chooseLanguage(nativeName: '日本語' | 'English'): Promise<void> {
    await this.accountMenuButton().click();
    await this.page.getByRole('menuitemradio', { name: nativeName }).click();
  }

  /** The notices bell, named with the unread count (`Notices, 3 unread`). */
  noticesBell() {
    return this.page.getByRole('button', { name: /^Notices, \d+ unread$/ });
  }

  async unreadCount(): Promise<number> {
    const name = (await this.noticesBell().getAttribute('aria-label')) ?? '';
    return Number(/(\d+)/.exec(name)?.[1] ?? Number.NaN);
  }

  async signOut(fullname: string): Promise<void> {
    await this.page.getByRole('button', { name: `Account menu of ${fullname}` }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
