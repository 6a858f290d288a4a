import type { Page } from 'playwright-core';

/** The header of every signed-in page: menu, notices badge, language switch, user menu. */
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

  languageButton(nativeName: '日本語' | 'English') {
    return this.page.getByRole('button', { name: nativeName });
  }

  /** The notices link, named with the unread count (`Notices, 3 unread`). */
  noticesLink() {
    return this.page.getByRole('link', { name: /^Notices, \d+ unread$/ });
  }

  async unreadCount(): Promise<number> {
    const name = (await this.noticesLink().getAttribute('aria-label')) ?? '';
    return Number(/(\d+)/.exec(name)?.[1] ?? Number.NaN);
  }

  async signOut(fullname: string): Promise<void> {
    await this.page.getByRole('button', { name: `Account menu of ${fullname}` }).click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
