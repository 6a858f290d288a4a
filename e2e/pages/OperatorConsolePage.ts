import type { Page } from 'playwright-core';
import { KizunaPage } from './KizunaPage';

/** The operator console under /operator: sign-in, tenants, a tenant's page, the audit log. */
export class OperatorConsolePage extends KizunaPage {
  constructor(page: Page) {
    super(page);
  }

  async open(path = '/operator/') {
    await this.page.goto(path);
  }

  async signIn(login: string, password: string, code: () => string) {
    await this.page.getByLabel('Login ID').fill(login);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Next' }).click();
    await this.headingNamed('Authentication code').waitFor();
    await this.page.getByLabel('Code', { exact: true }).fill(code());
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  get tenantsHeading() {
    return this.headingNamed('Tenants');
  }

  nav(name: 'Tenants' | 'Audit log') {
    return this.page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name });
  }

  tenantLink(name: string) {
    return this.page.getByRole('table').getByRole('link', { name, exact: true });
  }

  async createTenant(input: { code: string; name: string; licences: number }): Promise<string> {
    await this.page.getByRole('button', { name: 'Create tenant' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create tenant' });
    await dialog.getByLabel('Tenant code').fill(input.code);
    await dialog.getByLabel('Tenant name').fill(input.name);
    await dialog.getByLabel('Licences').fill(String(input.licences));
    await dialog.getByRole('button', { name: 'Create' }).click();
    const done = this.page.getByRole('dialog', { name: 'Tenant created' });
    const password = (await done.getByTestId('admin-password').textContent())?.trim() ?? '';
    return password;
  }

  get createdDialog() {
    return this.page.getByRole('dialog', { name: 'Tenant created' });
  }

  feature(name: string) {
    return this.page.getByRole('checkbox', { name, exact: true });
  }

  async saveFeatures() {
    await this.page.getByRole('region', { name: 'Features' }).getByRole('button', { name: 'Save' }).click();
    await this.text('Saved.').waitFor();
  }

  get table() {
    return this.page.getByRole('table');
  }

  async openCreatedTenant() {
    await this.createdDialog.getByRole('button', { name: 'Open the tenant' }).click();
  }

  async filterAuditLog(tenantCode: string) {
    await this.page.getByLabel('Tenant', { exact: true }).selectOption(tenantCode);
  }

  get tableRows() {
    return this.table.getByRole('row');
  }

  async search(text: string) {
    await this.page.getByRole('searchbox').fill(text);
  }

  async suspend() {
    await this.page.getByRole('button', { name: 'Suspend tenant' }).click();
  }

  async openDelete(name: string) {
    await this.page.getByRole('button', { name: 'Delete tenant…' }).click();
    return this.page.getByRole('dialog', { name: `Delete ${name}` });
  }

  async confirmDelete(name: string) {
    const dialog = this.page.getByRole('dialog', { name: `Delete ${name}` });
    await dialog.getByRole('textbox').fill(name);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
  }
}
