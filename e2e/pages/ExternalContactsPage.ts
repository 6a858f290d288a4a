import type { Page } from 'playwright-core';

/** `/front/externalContacts`: folder list, search, contact table and the actions on selected rows. */
export class ExternalContactsPage {
  constructor(private readonly page: Page) {}

  async open(hash = ''): Promise<void> {
    await this.page.goto(`/front/externalContacts${hash}`);
    await this.waitForResults();
  }

  /** Waits until the contacts of the hash's folder, page, sort and word are shown. */
  async waitForResults(): Promise<void> {
    await this.page.waitForURL((url) => url.hash.includes('folderId='));
    const hash = new URL(this.page.url()).hash;
    await this.page.locator(`.kz-ext-contacts__count[data-result-for="${hash}"]`).waitFor();
  }

  folders() {
    return this.page.getByRole('navigation', { name: 'Folders' });
  }

  async openFolder(name: string): Promise<void> {
    await this.folders()
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
    await this.page.getByRole('heading', { level: 2, name }).waitFor();
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

  async search(word: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search this folder' }).fill(word);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    await this.page.waitForURL((url) => new URLSearchParams(url.hash.slice(1)).get('searched') === word);
    await this.waitForResults();
  }

  /** Chooses a sort in the Sort by and Order selects; waits for the list in that order. */
  async sort(column: string, order?: 'Ascending' | 'Descending'): Promise<void> {
    await this.chooseIn(/Sort by/, column);
    if (order) await this.chooseIn(/Order/, order);
  }

  sortSelect() {
    return this.page.getByRole('button', { name: /Sort by/ });
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

  async select(name: string): Promise<void> {
    await this.table
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check({ force: true });
  }
}
