import { KizunaPage } from './KizunaPage';

/** The free-word search's field and button, in the language shown. */
const FREE_WORD = {
  en: { field: 'Free word', button: 'Search' },
  ja: { field: 'フリーワード', button: '検索' },
};

/** `/front/internalContacts`: division tree, search panel, result table and paging. */
export class InternalContactsPage extends KizunaPage {
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

  /** The region of the results: the count, the table and the paging. */
  private get results() {
    return this.main.getByRole('region').filter({ has: this.table });
  }

  tree() {
    return this.page.getByRole('treegrid');
  }

  division(name: string) {
    return this.tree().getByRole('row', { name, exact: true });
  }

  /** The division that has the keyboard focus. */
  get focusedDivision() {
    return this.page.locator('[role="row"]:focus');
  }

  /** Waits until the list shows a result (rows or the empty state), not skeletons. */
  async waitForResults(): Promise<void> {
    const search = new URL(this.page.url()).searchParams.toString();
    await this.page.locator(`[data-result-for="${search}"]`).waitFor();
  }

  /** The names of the people listed (the links to their details). */
  async names(): Promise<string[]> {
    await this.waitForResults();
    return (await this.nameLinks.allTextContents()).map((name) => name.trim());
  }

  private get nameLinks() {
    return this.table.getByRole('rowheader').getByRole('link');
  }

  freeWordField(language: keyof typeof FREE_WORD = 'en') {
    return this.page.getByRole('searchbox', { name: FREE_WORD[language].field });
  }

  async searchFreeWord(word: string, language: keyof typeof FREE_WORD = 'en'): Promise<void> {
    await this.freeWordField(language).fill(word);
    await this.page.getByRole('button', { name: FREE_WORD[language].button, exact: true }).click();
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

  /** A choice of how the reading matches (`From the start`, ...). */
  searchType(name: string) {
    return this.page.getByRole('radio', { name });
  }

  /** The address of the face image in the person's row. */
  faceSrc(fullname: string): Promise<string | null> {
    return this.table
      .getByRole('row')
      .filter({ hasText: fullname })
      .locator('img')
      .first()
      .getAttribute('src');
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

  /** Clicks the division's name in the tree, as a person would. */
  async clickDivision(name: string): Promise<void> {
    await this.division(name).getByText(name, { exact: true }).click();
  }

  async selectDivision(name: string): Promise<void> {
    await this.clickDivision(name);
    await this.page.waitForURL((url) => url.searchParams.has('divisionId'));
    await this.waitForResults();
  }

  async setPageSize(size: number): Promise<void> {
    await this.page.getByRole('button', { name: /Rows per page/ }).click();
    await this.option(String(size), { exact: true }).click();
    await this.page.waitForURL((url) => url.searchParams.get('size') === String(size));
    await this.waitForResults();
  }

  async nextPage(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next page' }).click();
  }

  /** The rows of people (each named by its name cell), in order. */
  private get personRows() {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  }

  /** How many people's rows are wholly inside the window below the (sticky) top bar, as it is scrolled now. */
  async rowsFullyInView(): Promise<number> {
    await this.waitForResults();
    const viewport = this.page.viewportSize()!;
    const bar = await this.page.getByRole('banner').first().boundingBox();
    const top = Math.max(0, bar ? bar.y + bar.height : 0);
    let count = 0;
    for (const row of await this.personRows.all()) {
      const box = await row.boundingBox();
      if (box && box.y >= top && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width)
        count += 1;
    }
    return count;
  }

  /** The height of each person's row, in pixels. */
  async rowHeights(): Promise<number[]> {
    await this.waitForResults();
    const heights: number[] = [];
    for (const row of await this.personRows.all()) heights.push((await row.boundingBox())?.height ?? 0);
    return heights;
  }

  async rowCount(): Promise<number> {
    await this.waitForResults();
    return this.nameLinks.count();
  }

  async totalCount(): Promise<number> {
    const text = (await this.results.getByRole('status').first().textContent()) ?? '';
    return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
  }

  async columnHeaders(): Promise<string[]> {
    return (await this.page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  }

  /** Opens the details of a person's row, where the less-read view columns are. */
  async openRowDetails(fullname: string): Promise<void> {
    await this.table
      .getByRole('button', { name: `Details of ${fullname}` })
      .first()
      .click();
  }

  /** A link in the table (a chat, a meeting room, a map). */
  tableLink(name: string) {
    return this.table.getByRole('link', { name });
  }

  /** The filter by a profile tag: the chip above the list and its button. */
  tagFilter(tagName: string) {
    return this.page.getByText(`Filtered by the tag “${tagName}”`);
  }

  removeTagFilterButton(tagName: string) {
    return this.page.getByRole('button', { name: `Remove the tag filter “${tagName}”` });
  }

  /** The search panel's line that names the tag it searches with. */
  get searchPanelTag() {
    return this.page.getByText(/^Tag: /);
  }
}
