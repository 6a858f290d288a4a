import { KizunaPage } from './KizunaPage';

/** `/front/admin/user` and one person's page, in English. */
export class UsersAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/user');
    await this.headingNamed(/^(Users|ユーザー)$/).waitFor();
  }

  get newPersonLink() {
    return this.main.getByRole('link', { name: /^(New person|ユーザーを追加)$/ });
  }

  field(name: string | RegExp) {
    return this.main.getByRole('textbox', { name });
  }

  /** Adds a person with an initial password and waits for their own page. */
  async add(person: { accountId: string; fullname: string; kana: string; password: string }): Promise<void> {
    await this.newPersonLink.click();
    await this.headingNamed('New person').waitFor();
    await this.field(/^Account ID/).fill(person.accountId);
    await this.field(/^Full name/).fill(person.fullname);
    await this.field(/^Reading \(kana\)/).fill(person.kana);
    await this.main.getByLabel(/^Initial password/).fill(person.password);
    await this.main.getByRole('button', { name: 'Add person' }).click();
    await this.headingNamed(person.fullname).waitFor();
  }

  async search(word: string): Promise<void> {
    const box = this.main.getByRole('searchbox', { name: /^Name, reading/ });
    await box.fill(word);
    await box.press('Enter');
  }

  personLink(fullname: string) {
    return this.main.getByRole('rowheader').getByRole('link', { name: new RegExp(fullname) });
  }

  async disable(): Promise<void> {
    await this.main.getByRole('button', { name: 'Disable' }).click();
    await this.confirm('Disable');
  }

  status(name: string) {
    return this.main.getByText(name, { exact: true });
  }

  get importDialog() {
    return this.page.getByRole('dialog');
  }

  /** Opens the import and chooses a file of people for it: the dialog then previews the file. */
  async importFile(name: string, text: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Import', exact: true }).click();
    await this.importDialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  }

  importText(text: string) {
    return this.importDialog.getByText(text);
  }

  /** Imports the previewed file and waits for the dialog to close. */
  async applyImport(): Promise<void> {
    await this.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await this.importDialog.waitFor({ state: 'detached' });
  }

  /** One person's own page. */
  async openPerson(userId: number, fullname: string): Promise<void> {
    await this.page.goto(`/front/admin/user/${userId}`);
    await this.headingNamed(fullname).waitFor();
  }

  get resetDialog() {
    return this.page.getByRole('dialog');
  }

  /** Opens the password reset dialog of the person's page. */
  async openReset(): Promise<void> {
    await this.main.getByRole('button', { name: 'Reset password' }).click();
    await this.resetDialog.waitFor();
  }

  /** The dialog's choice of sending a reset link to the address. */
  resetByLink(address: string) {
    return this.resetDialog.getByRole('radio', { name: `Send a reset link to ${address}` });
  }

  /** Sends the reset link chosen in the dialog and waits for it to close. */
  async sendResetLink(): Promise<void> {
    await this.resetDialog.getByRole('button', { name: 'Send link' }).click();
    await this.resetDialog.waitFor({ state: 'detached' });
  }
}
