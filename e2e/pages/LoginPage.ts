import type { Account } from '../support/environment';
import { KizunaPage } from './KizunaPage';

export class LoginPage extends KizunaPage {
  async open(next?: string): Promise<void> {
    await this.page.goto(next ? `/front/login?next=${encodeURIComponent(next)}` : '/front/login');
    await this.heading.waitFor();
  }

  /** The sign-in of the collaboration-suite tab (`?store=1`), continuing to `next`. */
  async openAsTab(next: string): Promise<void> {
    await this.page.goto(`/front/login?store=1&next=${encodeURIComponent(next)}`);
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Sign in' });
  }

  get errorMessage() {
    return this.page.getByRole('alert');
  }

  field(label: 'Tenant code' | 'Account ID' | 'Password') {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The message the form itself shows under a field, e.g. "Enter your password." */
  fieldError(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async signIn(account: Account): Promise<void> {
    await this.page.getByLabel('Tenant code').fill(account.tenantCode);
    await this.page.getByLabel('Account ID').fill(account.accountId);
    await this.page.getByLabel('Password').fill(account.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
