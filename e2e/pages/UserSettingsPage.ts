import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export class UserSettingsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/front/settings/user');
    await this.page.getByRole('heading', { level: 1, name: 'User settings' }).waitFor();
    await this.saveButton.waitFor();
  }

  /** The display settings form's own Save (the digital business card below has Saves of its own). */
  private get saveButton() {
    return this.page.locator('form.kz-settings-form').getByRole('button', { name: 'Save' });
  }

  radio(name: string) {
    return this.page.getByRole('radio', { name, exact: true });
  }

  /**
   * Clicks the radio's label as a person would (a forced click on the visually hidden input skips the
   * check that nothing is drawn over it), then waits for the choice to show.
   */
  async choose(name: string): Promise<void> {
    await this.page
      .locator('label')
      .filter({ has: this.radio(name) })
      .click();
    await expect.poll(() => this.radio(name).isChecked()).toBe(true);
  }

  get startPage() {
    return this.page.getByRole('button', { name: /Start page/ });
  }

  async chooseStartPage(name: string): Promise<void> {
    await this.startPage.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await this.page
      .getByRole('status')
      .filter({ hasText: /Settings saved|設定を保存しました/ })
      .waitFor();
  }
}
