import { expect } from 'vitest';
import { KizunaPage } from './KizunaPage';

/** `/front/settings/user`: the display settings. */
export class UserSettingsPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/settings/user');
    await this.heading.waitFor();
    await this.saveButton.waitFor();
  }

  get heading() {
    return this.headingNamed('User settings');
  }

  /** The display settings form's Save. */
  private get saveButton() {
    return this.page.getByRole('form', { name: 'User settings' }).getByRole('button', { name: 'Save' });
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
    await this.option(name, { exact: true }).click();
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await this.page
      .getByRole('status')
      .filter({ hasText: /Settings saved|設定を保存しました/ })
      .waitFor();
  }
}
