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
}
