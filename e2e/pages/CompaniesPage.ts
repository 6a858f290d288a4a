import { KizunaPage } from './KizunaPage';

/**
 * `/front/companies/companyList`: the business-card company directory and the opened company, two
 * regions side by side (the list first, then the company).
 */
export class CompaniesPage extends KizunaPage {
  async open(search = ''): Promise<void> {
    await this.page.goto(`/front/companies/companyList${search}`);
    await this.waitForCompanies();
  }

  private get list() {
    return this.main.getByRole('region').first();
  }

  get companies() {
    return this.list.getByRole('grid');
  }

  get panel() {
    return this.main.getByRole('region').nth(1);
  }

  async waitForCompanies(): Promise<void> {
    await this.list.locator('[data-state="ready"]').waitFor();
  }

  async waitForContacts(): Promise<void> {
    await this.panel.locator('[data-state="ready"]').waitFor();
  }

  async companyNames(): Promise<string[]> {
    await this.waitForCompanies();
    return (await this.companies.getByRole('rowheader').getByRole('link').allTextContents()).map((name) =>
      name.trim(),
    );
  }

  async contactNames(): Promise<string[]> {
    await this.waitForContacts();
    return (
      await this.panel.getByRole('grid').getByRole('rowheader').getByRole('link').allTextContents()
    ).map((name) => name.trim());
  }

  async search(word: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Company name or reading' }).fill(word);
    await this.list.getByRole('button', { name: 'Search', exact: true }).click();
    await this.page.waitForURL((url) => url.searchParams.get('q') === word.trim());
    await this.waitForCompanies();
  }

  async openCompany(name: string): Promise<void> {
    await this.companies.getByRole('link', { name, exact: true }).click();
    await this.panel.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    await this.waitForContacts();
  }

  /** Text of the opened company (its address, a message). */
  panelText(text: string) {
    return this.panel.getByText(text);
  }

  /** A division of the opened company, named with its count: `営業本部 (3)`. */
  division(name: string) {
    return this.panel.getByRole('row', { name });
  }

  async openContact(name: string): Promise<void> {
    await this.panel.getByRole('link', { name }).click();
  }

  /** A heading of the opened company's parts (level 3: divisions, contacts). */
  panelHeading(name: string) {
    return this.panel.getByRole('heading', { level: 3, name });
  }
}
