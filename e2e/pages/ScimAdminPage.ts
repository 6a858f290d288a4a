import { KizunaPage } from './KizunaPage';

/** `/front/admin/azureActiveDirectory`: the SCIM endpoint, its tokens and the set-up steps. */
export class ScimAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/azureActiveDirectory');
    await this.headingNamed(/^Azure AD (directory sync|連携)$/).waitFor();
  }

  get createButton() {
    return this.page.getByRole('button', { name: /^(Create token|トークンを作成)$/ });
  }

  /** Creates a token and answers it, as the dialog shows it the one time (left open). */
  async createToken(name: string): Promise<string> {
    await this.createButton.click();
    const form = this.page.getByRole('dialog', { name: 'Create a SCIM token' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('button', { name: 'Create' }).click();
    return this.createdDialog(name).getByRole('textbox', { name: 'Token' }).inputValue();
  }

  createdDialog(name: string) {
    return this.page.getByRole('dialog', { name: `Token “${name}” created` });
  }

  async closeCreated(name: string): Promise<void> {
    await this.createdDialog(name).getByRole('button', { name: 'Done' }).click();
    await this.createdDialog(name).waitFor({ state: 'detached' });
  }

  tokenRow(name: string) {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  get baseUrl() {
    return this.main.getByRole('textbox', { name: 'Tenant URL (SCIM base URL)' });
  }
}
