import { KizunaPage } from './KizunaPage';

/** `/front/settings/apiKey`: the person's own API keys. */
export class ApiKeysPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/settings/apiKey');
    await this.headingNamed(/^(API keys|API キー)$/).waitFor();
    // Loaded: the create button is enabled once the list is in (and had not reached its 10).
    await this.main
      .getByRole('button', { name: /^(Create API key|API キーを作成)$/, disabled: false })
      .waitFor();
  }

  get createButton() {
    return this.main.getByRole('button', { name: /^(Create API key|API キーを作成)$/ });
  }

  /** Creates a key and answers it, as the dialog shows it the one time (left open). */
  async createKey(note: string, scopes: readonly string[]): Promise<string> {
    await this.createButton.click();
    const form = this.page.getByRole('dialog', { name: 'Create an API key' });
    await form.getByRole('textbox', { name: /^Note/ }).fill(note);
    await form.getByRole('radio', { name: 'In 30 days' }).check({ force: true });
    for (const scope of scopes) await form.getByRole('checkbox', { name: scope }).check({ force: true });
    await form.getByRole('button', { name: 'Create' }).click();
    return this.createdDialog.getByRole('textbox', { name: 'API key' }).inputValue();
  }

  get createdDialog() {
    return this.page.getByRole('dialog', { name: 'API key created' });
  }

  async closeCreated(): Promise<void> {
    await this.createdDialog.getByRole('button', { name: 'Done' }).click();
    await this.createdDialog.waitFor({ state: 'detached' });
  }

  /** The row of a key, found by its note. */
  keyRow(note: string) {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('cell', { name: note }) });
  }

  async revoke(note: string): Promise<void> {
    await this.keyRow(note)
      .getByRole('button', { name: /^Revoke / })
      .click();
    await this.confirm('Delete', 'Revoke the API key?');
    await this.keyRow(note).waitFor({ state: 'detached' });
  }
}

/** `/front/admin/api/serviceConnect`: the services connected to the tenant. */
export class ApiServicesAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/api/serviceConnect');
    await this.headingNamed(/^(API service connections|API サービス連携)$/).waitFor();
  }

  /** Connects a service and answers its key, as the dialog shows it the one time (left open). */
  async connect(name: string, scopes: readonly string[]): Promise<string> {
    await this.main.getByRole('button', { name: 'Connect a service' }).click();
    const form = this.page.getByRole('dialog', { name: 'Connect a service' });
    await form.getByRole('textbox', { name: /^Service name/ }).fill(name);
    for (const scope of scopes) await form.getByRole('checkbox', { name: scope }).check({ force: true });
    await form.getByRole('button', { name: 'Connect' }).click();
    return this.createdDialog(name).getByRole('textbox', { name: 'API key' }).inputValue();
  }

  createdDialog(name: string) {
    return this.page.getByRole('dialog', { name: `“${name}” connected` });
  }

  async closeCreated(name: string): Promise<void> {
    await this.createdDialog(name).getByRole('button', { name: 'Done' }).click();
    await this.createdDialog(name).waitFor({ state: 'detached' });
  }

  serviceRow(name: string) {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  disconnectDialog(name: string) {
    return this.page.getByRole('dialog', { name: `Disconnect “${name}”?` });
  }

  /** The refusal of a name typed wrong, on the disconnection's field. */
  disconnectMismatch(name: string) {
    return this.disconnectDialog(name).getByText('Type the service name exactly as shown.');
  }

  /** Opens the disconnection of a service, types `typed` and confirms. */
  async disconnect(name: string, typed: string): Promise<void> {
    if (!(await this.disconnectDialog(name).isVisible())) {
      await this.serviceRow(name)
        .getByRole('button', { name: `Disconnect ${name}` })
        .click();
    }
    const field = this.disconnectDialog(name).getByRole('textbox', { name: /^Service name/ });
    await field.fill(typed);
    await this.disconnectDialog(name).getByRole('button', { name: 'Disconnect' }).click();
  }
}
