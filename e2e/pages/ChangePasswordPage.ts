import { KizunaPage } from './KizunaPage';

export class ChangePasswordPage extends KizunaPage {
  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Change password' });
  }

  async change(current: string, next: string, confirm = next): Promise<void> {
    await this.page.getByLabel('Current password').fill(current);
    await this.page.getByLabel('New password', { exact: true }).fill(next);
    await this.page.getByLabel('New password (again)').fill(confirm);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  /** Leaves the page without changing (only when the change was chosen, not required). */
  get cancelButton() {
    return this.page.getByRole('button', { name: 'Cancel' });
  }

  get backToSettings() {
    return this.page.getByRole('link', { name: 'Back to settings' });
  }

  /** The way out of a required change. */
  get signOutButton() {
    return this.page.getByRole('button', { name: 'Sign out' });
  }
}
