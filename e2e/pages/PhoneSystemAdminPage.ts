import { KizunaPage } from './KizunaPage';

/** `/front/admin/cucm`: the phone system, its connection test, and the people's lines. */
export class PhoneSystemAdminPage extends KizunaPage {
  /** Opens the page the way an administrator does: Manage, then its card. */
  async openFromManage(): Promise<void> {
    await this.page.goto('/front/admin');
    await this.main.getByRole('link', { name: /^Phone system/ }).click();
    await this.headingNamed('Phone system').waitFor();
    await this.linesTable.waitFor();
  }

  get linesTable() {
    return this.main.getByRole('grid', { name: "People's lines" });
  }

  /** Chooses the built-in simulated PBX in the given mode, and saves. */
  async saveSimulated(mode: RegExp): Promise<void> {
    await this.main.getByRole('radio', { name: /^Built-in simulated PBX/ }).check();
    await this.main.getByRole('button', { name: /Call control mode/ }).click();
    await this.page.getByRole('option', { name: mode }).click();
    await this.main.getByRole('button', { name: 'Save', exact: true }).click();
    await this.text('Saved.').first().waitFor();
  }

  /** Runs the connection test and waits for the sentence it should show. */
  async testConnection(expected: RegExp): Promise<void> {
    await this.main.getByRole('button', { name: 'Test connection', exact: true }).click();
    await this.mainText(expected).waitFor();
  }

  async search(text: string): Promise<void> {
    await this.main.getByRole('searchbox', { name: /^Search by name/ }).fill(text);
    await this.main.getByRole('searchbox', { name: /^Search by name/ }).press('Enter');
    await this.mainText(`match "${text}"`, { exact: false }).waitFor();
  }

  row(name: string) {
    return this.linesTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** Waits until the person's row shows the text (an extension, a device). */
  async lineShows(name: string, text: string): Promise<void> {
    await this.row(name).getByText(text, { exact: true }).waitFor();
  }

  /** Edits a person's line in its dialog, with the keyboard, and waits for the dialog to close. */
  async editLine(name: string, extension: string): Promise<void> {
    await this.main.getByRole('button', { name: `Edit the line of ${name}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Line of ${name}` });
    const field = dialog.getByRole('textbox', { name: /^Extension/ });
    await field.fill(extension);
    await field.press('Enter');
    await dialog.waitFor({ state: 'detached' });
  }

  /** Imports a CSV (its text) and answers the outcome shown. */
  async importCsv(text: string): Promise<string> {
    await this.main.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'lines.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(text, 'utf8'),
    });
    await this.main.getByRole('button', { name: 'Import', exact: true }).click();
    const done = this.main.getByRole('status').filter({ hasText: /^Imported/ });
    await done.waitFor();
    return (await done.textContent()) ?? '';
  }
}
