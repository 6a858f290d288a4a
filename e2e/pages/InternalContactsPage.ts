import type { Page } from 'playwright-core';

/** `/front/internalContacts`: division tree, search panel, result table and paging. */
export class InternalContactsPage {
  constructor(private readonly page: Page) {}

  async open(search = ''): Promise<void> {
    await this.page.goto(`/front/internalContacts${search}`);
    await this.waitForResults();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  get table() {
    return this.page.getByRole('grid');
  }

  tree() {
    return this.page.getByRole('treegrid');
  }

  division(name: string) {
    return this.tree().getByRole('row', { name, exact: true });
  }

  /** Waits until the list shows a result (rows or the empty state), not skeletons. */
  async waitForResults(): Promise<void> {
    const search = new URL(this.page.url()).searchParams.toString();
    await this.page.locator(`.kz-contact-table[data-result-for="${search}"]`).waitFor();
  }

  /** The names of the people listed (the links to their details). */
  async names(): Promise<string[]> {
    await this.waitForResults();
    return (await this.table.locator('.kz-contact-table__name').allTextContents()).map((name) => name.trim());
  }

  async searchFreeWord(word: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Free word' }).fill(word);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    await this.page.waitForURL((url) => url.searchParams.get('freeWord') === word.trim());
    await this.waitForResults();
  }

  async searchField(label: string, value: string): Promise<void> {
    const field = this.page.getByRole('textbox', { name: label, exact: true });
    if (!(await field.isVisible())) await this.page.getByText('Search by field', { exact: true }).click();
    await field.fill(value);
    await this.page.getByRole('button', { name: 'Search by these fields' }).click();
    await this.page.waitForURL((url) => url.searchParams.get('apiType') === null && url.search.includes('='));
    await this.waitForResults();
  }

  async openDetail(fullname: string): Promise<void> {
    await this.table.getByRole('link', { name: fullname, exact: true }).click();
  }

  /** The row's checkbox, named after the person (the checkbox input itself is visually hidden). */
  checkbox(fullname: string) {
    return this.table.getByRole('checkbox', { name: new RegExp(`^Select ${fullname}( |$)`) });
  }

  async select(fullname: string): Promise<void> {
    await this.checkbox(fullname).check({ force: true });
  }

  async selectDivision(name: string): Promise<void> {
    await this.division(name).locator('.kz-DivisionTree-label').click();
    await this.page.waitForURL((url) => url.searchParams.has('divisionId'));
    await this.waitForResults();
  }

  async setPageSize(size: number): Promise<void> {
    await this.page.getByRole('button', { name: /Rows per page/ }).click();
    await this.page.getByRole('option', { name: String(size), exact: true }).click();
    await this.page.waitForURL((url) => url.searchParams.get('size') === String(size));
    await this.waitForResults();
  }

  async rowCount(): Promise<number> {
    await this.waitForResults();
    return this.table.locator('.kz-contact-table__name').count();
  }

  async totalCount(): Promise<number> {
    const text = (await this.page.locator('.kz-internal-contacts__count').textContent()) ?? '';
    return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
  }
}
