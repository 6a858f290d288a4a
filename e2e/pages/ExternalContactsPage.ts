import type { Locator } from 'playwright-core';
import { KizunaPage } from './KizunaPage';

/** `/front/externalContacts`: folder list, search, contact table and the actions on selected rows. */
export class ExternalContactsPage extends KizunaPage {
  async open(hash = ''): Promise<void> {
    await this.page.goto(`/front/externalContacts${hash}`);
    await this.waitForResults();
  }

  /** Waits until the contacts of the hash's folder, page, sort and word are shown. */
  async waitForResults(): Promise<void> {
    await this.page.waitForURL((url) => url.hash.includes('folderId='));
    const hash = new URL(this.page.url()).hash;
    await this.page
      .getByRole('status')
      .and(this.page.locator(`[data-result-for="${hash}"]`))
      .waitFor();
  }

  folders() {
    return this.page.getByRole('navigation', { name: /^(Folders|フォルダー)$/ });
  }

  folderLink(name: string) {
    return this.folders().getByRole('link', { name: new RegExp(`^${name}`) });
  }

  /** The number of contacts the folder list shows beside a folder. */
  async folderCount(name: string): Promise<string> {
    // The link reads the folder's name, then its count.
    return ((await this.folderLink(name).textContent()) ?? '').slice(name.length).trim();
  }

  async openFolder(name: string): Promise<void> {
    await this.folderLink(name).click();
    await this.headingNamed(name, 2).waitFor();
    await this.waitForResults();
  }

  get table() {
    return this.page.getByRole('grid');
  }

  async names(): Promise<string[]> {
    await this.waitForResults();
    return (await this.table.getByRole('rowheader').getByRole('link').allTextContents()).map((name) =>
      name.trim(),
    );
  }

  get searchField() {
    return this.page.getByRole('searchbox', { name: 'Search this folder' });
  }

  async search(word: string): Promise<void> {
    await this.searchField.fill(word);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    await this.page.waitForURL((url) => new URLSearchParams(url.hash.slice(1)).get('searched') === word);
    await this.waitForResults();
  }

  /** Chooses a sort in the Sort by and Order selects; waits for the list in that order. */
  async sort(column: string, order?: 'Ascending' | 'Descending'): Promise<void> {
    await this.chooseIn(/Sort by/, column);
    if (order) await this.chooseIn(/Order/, order);
  }

  /** The Sort by select (`並び替え` in Japanese). */
  sortSelect(label: RegExp = /Sort by/) {
    return this.page.getByRole('button', { name: label });
  }

  /** The Order select's current choice (`昇順` in Japanese). */
  orderShown(label: RegExp, order: string) {
    return this.page.getByRole('button', { name: label }).getByText(order);
  }

  private async chooseIn(select: RegExp, option: string): Promise<void> {
    const before = this.page.url();
    const button = this.page.getByRole('button', { name: select });
    if ((await button.textContent())?.includes(option)) return;
    await button.click();
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    await this.page.waitForURL((url) => url.href !== before);
    await this.waitForResults();
  }

  columnHeader(name: string) {
    return this.table.getByRole('columnheader', { name });
  }

  async select(name: string): Promise<void> {
    await this.table
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check({ force: true });
  }

  /** The image in a contact's row (its photo). */
  rowImage(name: RegExp) {
    return this.table.getByRole('row', { name }).locator('img');
  }

  contactLink(name: string) {
    return this.page.getByRole('link', { name });
  }

  get addContactLink() {
    return this.page.getByRole('link', { name: 'Add contact' });
  }

  /** A button acting on the folder or the selected rows: `Copy (1)`, `Delete (2)`, `New common folder`. */
  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  /** The common folder to copy or move the selected rows to. */
  get targetFolderSelect() {
    return this.page.getByRole('button', { name: /Common folder to copy or move to/ });
  }

  /** Opens the menu of imports and exports, whose items include the export formats. */
  get exportButton() {
    return this.importActions();
  }

  exportFormat(name: string) {
    return this.page.getByRole('menuitem', { name });
  }

  /** The button of the menu of imports and exports (`インポートとエクスポート` in Japanese). */
  importActions(label = 'Import and export') {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** An item of the menu of imports and exports, the menu opened. */
  async importMenuItem(label = 'Import and export', item = 'Import vCard'): Promise<Locator> {
    await this.importActions(label).click();
    return this.page.getByRole('menuitem', { name: item, exact: true });
  }

  /** Opens the import results from the menu of imports and exports. */
  async openImportResults(label = 'Import and export', item = 'Import results'): Promise<void> {
    await (await this.importMenuItem(label, item)).click();
  }

  get importInput() {
    return this.page.getByTestId('import-vcf-input');
  }

  /**
   * The actions on the folder's contacts, in either language: add one, delete, add to a group,
   * copy and move the selected, and the menu of imports and exports.
   */
  folderActions(): Locator[] {
    const button = (name: RegExp) => this.page.getByRole('button', { name });
    return [
      this.page.getByRole('link', { name: /^(Add contact|連絡先を追加)$/ }),
      button(/^(Delete|削除)\s*[（(]\d/),
      button(/^(Add to group|グループに追加)$/),
      button(/^(Copy|コピー)\s*[（(]\d/),
      button(/^(Move|移動)\s*[（(]\d/),
      button(/^(Import and export|インポートとエクスポート)$/),
    ];
  }

  /** The import's progress or outcome, announced as a status. */
  importStatus(text: RegExp) {
    return this.page.getByRole('status').filter({ hasText: text }).first();
  }

  /** The dialog of a common folder: `New common folder`, `Folder settings`. */
  folderDialog(name: string) {
    return new CommonFolderDialog(this.page.getByRole('dialog', { name }));
  }
}

/** The form of a common folder: name, description, sort score and who reads and edits it. */
export class CommonFolderDialog {
  constructor(private readonly dialog: Locator) {}

  field(label: string | RegExp) {
    return this.dialog.getByRole('textbox', { name: label });
  }

  /** Clicks a choice by its label (the radio itself is visually hidden). */
  async choose(label: string): Promise<void> {
    await this.dialog.getByText(label).click();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save' }).click();
  }
}
