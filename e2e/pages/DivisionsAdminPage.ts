import { KizunaPage } from './KizunaPage';

/** `/front/admin/division`: the division tree, the chosen division and its dialogs, in English. */
export class DivisionsAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/division');
    await this.headingNamed(/^(Divisions|部署)$/).waitFor();
    await this.tree.waitFor();
  }

  get tree() {
    return this.page.getByRole('treegrid');
  }

  division(name: string) {
    return this.tree.getByRole('row', { name: new RegExp(`^${name}`) });
  }

  get importDialog() {
    return this.page.getByRole('dialog');
  }

  /** Opens the import and chooses a CSV of divisions for it: the dialog then checks the file. */
  async importFile(name: string, text: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Import CSV', exact: true }).click();
    await this.importDialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  }

  importText(text: string) {
    return this.importDialog.getByText(text);
  }

  /** Starts the import of the checked file; the dialog follows its job until it ends. */
  async startImport(): Promise<void> {
    await this.importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  }

  get moveDialog() {
    return this.page.getByRole('dialog');
  }

  /**
   * Chooses the division and moves it under the parent, all by keyboard: Space selects the row,
   * Enter opens "Move to…", the arrow keys walk the list of parents, Enter chooses and moves.
   */
  async moveByKeyboard(name: string, parentPath: string): Promise<void> {
    await this.division(name).focus();
    await this.page.keyboard.press('Space');
    await this.headingNamed(name, 2).waitFor();
    await this.page.getByRole('button', { name: 'Move to…' }).press('Enter');
    const parent = this.moveDialog.getByRole('button', { name: /New parent division/ });
    await parent.press('Enter');
    const listbox = this.page.getByRole('listbox');
    await listbox.waitFor();
    for (let step = 0; step < 200; step++) {
      if ((await this.page.locator('[role="option"]:focus').textContent()) === parentPath) break;
      await this.page.keyboard.press('ArrowDown');
    }
    await this.page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    await this.moveDialog.getByRole('button', { name: 'Move', exact: true }).press('Enter');
    await this.moveDialog.waitFor({ state: 'detached' });
  }

  /** Chooses the division in the tree; its details show beside it. */
  async choose(name: string): Promise<void> {
    await this.division(name).click();
    await this.headingNamed(name, 2).waitFor();
  }

  get deleteButton() {
    return this.main.getByRole('button', { name: 'Delete', exact: true });
  }

  /** The text that says why Delete is disabled (the button's accessible description). */
  async deleteReason(): Promise<string> {
    return this.deleteButton.evaluate((button) =>
      (button.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );
  }
}
