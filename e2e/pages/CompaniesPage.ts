import type { Page } from 'playwright-core';

/** `/front/companies/companyList`: the business-card company directory and the opened company. */
export class CompaniesPage {
  constructor(private readonly page: Page) {}

  async open(search = ''): Promise<void> {
    await this.page.goto(`/front/companies/companyList${search}`);
    await this.waitForCompanies();
  }

  get companies() {
    return this.page.locator('.kz-companies__list').getByRole('grid');
  }

  get panel() {
    return this.page.locator('.kz-companies__panel');
  }

  async waitForCompanies(): Promise<void> {
    await this.page.locator('.kz-companies__list .kz-contact-table[data-state="ready"]').waitFor();
  }

  async waitForContacts(): Promise<void> {
    await this.panel.locator('.kz-contact-table[data-state="ready"]').waitFor();
  }

  async companyNames(): Promise<string[]> {
    await this.waitForCompanies();
    return (await this.companies.locator('.kz-contact-table__name').allTextContents()).map((name) =>
      name.trim(),
    );
  }

  async contactNames(): Promise<string[]> {
    await this.waitForContacts();
    return (await this.panel.getByRole('grid').locator('.kz-contact-table__name').allTextContents()).map(
      (name) => name.trim(),
    );
  }

  async search(word: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Company name or reading' }).fill(word);
    await this.page
      .locator('.kz-companies__list')
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await this.page.waitForURL((url) => url.searchParams.get('q') === word.trim());
    await this.waitForCompanies();
  }

  async openCompany(name: string): Promise<void> {
    await this.companies.getByRole('link', { name, exact: true }).click();
    await this.panel.getByRole('heading', { level: 2, name, exact: true }).waitFor();
    await this.waitForContacts();
  }
}
