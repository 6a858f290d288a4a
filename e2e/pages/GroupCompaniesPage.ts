import { KizunaPage } from './KizunaPage';

/** `/front/groupCompanies/...`: the linked companies and one company's read-only directory. */
export class GroupCompaniesPage extends KizunaPage {
  async openList(): Promise<void> {
    await this.page.goto('/front/groupCompanies/groupCompanyList');
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

  /** A linked company in the list. */
  companyLink(name: string) {
    return this.page.getByRole('link', { name });
  }

  /** The button that leaves the division for the whole company (`Whole company`, `全社`). */
  wholeCompanyButton(label = 'Whole company') {
    return this.page.getByRole('button', { name: label });
  }

  /** Waits until the people listed answer the address shown. */
  async waitForResults(): Promise<void> {
    await this.main.locator('[data-state="ready"]').waitFor();
  }

  async names(): Promise<string[]> {
    await this.waitForResults();
    // The name is the first line; the reading is shown under it.
    const cells = await this.table.getByTestId('group-user-name').allInnerTexts();
    return cells.map((cell) => cell.split('\n')[0]!.trim());
  }

  /** How many people the list says it found (every page). */
  async count(): Promise<number> {
    await this.waitForResults();
    const text = (await this.main.getByRole('region').getByRole('status').first().textContent()) ?? '';
    return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
  }

  async search(word: string, label = 'Search this company', button = 'Search'): Promise<void> {
    await this.page.getByRole('searchbox', { name: label }).fill(word);
    await this.page.getByRole('button', { name: button, exact: true }).click();
    await this.page.waitForURL((url) => url.searchParams.get('q') === word.trim());
    await this.waitForResults();
  }
}
