import type { Account } from '../support/environment';
import { KizunaPage } from './KizunaPage';

export class LoginPage extends KizunaPage {
  async open(next?: string): Promise<void> {
    await this.page.goto(next ? `/front/login?next=${encodeURIComponent(next)}` : '/front/login');
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Sign in' });
  }

  get errorMessage() {
    return this.page.getByRole('alert');
  }

  async signIn(account: Account): Promise<void> {
    await this.page.getByLabel('Tenant code').fill(account.tenantCode);
    await this.page.getByLabel('Account ID').fill(account.accountId);
    await this.page.getByLabel('Password').fill(account.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
