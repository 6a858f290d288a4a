import type { Page } from 'playwright-core';

/** `/front/groupCompanies/...`: the linked companies and one company's read-only directory. */
export class GroupCompaniesPage {
  constructor(private readonly page: Page) {}

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

  /** Waits until the people listed answer the address shown. */
  async waitForResults(): Promise<void> {
    await this.page.locator('.kz-group-users .kz-contact-table[data-state="ready"]').waitFor();
  }

  async names(): Promise<string[]> {
    await this.waitForResults();
    return (await this.table.locator('.kz-contact-table__name').allTextContents()).map((name) => name.trim());
  }

  /** How many people the list says it found (every page). */
  async count(): Promise<number> {
    await this.waitForResults();
    const text = (await this.page.locator('.kz-internal-contacts__count').textContent()) ?? '';
    return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
  }

  async search(word: string, label = 'Search this company', button = 'Search'): Promise<void> {
    await this.page.getByRole('searchbox', { name: label }).fill(word);
    await this.page.getByRole('button', { name: button, exact: true }).click();
    await this.page.waitForURL((url) => url.searchParams.get('q') === word.trim());
    await this.waitForResults();
  }
}
