import type { Page } from 'playwright-core';

export class HomePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/front/home');
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Home' });
  }

  notice(title: string) {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async markRead(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Mark “${title}” as read` }).click();
  }

  async waitForNotices(): Promise<void> {
    await this.page.getByRole('heading', { level: 2, name: 'Notices' }).waitFor();
    await this.page.locator('.kz-notices[aria-busy="true"]').waitFor({ state: 'detached' });
  }
}
