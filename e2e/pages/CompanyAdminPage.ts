import { KizunaPage } from './KizunaPage';

/** `/front/admin/company` and `/front/admin/actionLog`, in English or Japanese. */
export class CompanyAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/company');
    await this.headingNamed(/^(Company information|会社情報)$/).waitFor();
    await this.saveButton.waitFor();
  }

  field(name: string | RegExp) {
    return this.main.getByRole('textbox', { name });
  }

  get saveButton() {
    return this.main.getByRole('button', { name: /^(Save|保存)$/ });
  }

  /** The switch's input is drawn over by its track; people press it with the keyboard or its label. */
  async toggle(name: string): Promise<void> {
    await this.main.getByRole('switch', { name }).press('Space');
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }

  /** Saves, and waits for the confirmation (English). */
  async saveAndWait(): Promise<void> {
    await this.saveButton.click();
    await this.page.getByText('The company settings have been saved.').first().waitFor();
  }

  /** Ticks or clears a checkbox of a group, with the keyboard (its input is drawn over). */
  async toggleCheckbox(group: RegExp, name: string): Promise<void> {
    await this.main.getByRole('group', { name: group }).getByRole('checkbox', { name }).press('Space');
  }

  async openActionLog(): Promise<void> {
    await this.page.goto('/front/admin/actionLog');
    await this.headingNamed(/^(Action log|操作ログ)$/).waitFor();
    await this.main.getByText(/^\d+ (entry|entries|件)$/).waitFor();
  }

  /** The action log's export button. */
  exportButton() {
    return this.main.getByRole('button', { name: /^(Export|書き出し|エクスポート)/ });
  }

  /** A row of the action log, by the texts it holds. */
  logRow(...texts: string[]) {
    return texts.reduce((rows, text) => rows.filter({ hasText: text }), this.main.getByRole('row'));
  }
}

/** What a person sees of the company settings: the name in the top bar, a contact's user type. */
export class CompanySettingsSeenPage extends KizunaPage {
  topBarText(text: string) {
    return this.page.getByRole('banner').getByText(text);
  }

  async openContact(contactId: number): Promise<void> {
    await this.page.goto(`/front/internalContacts/detail/${contactId}`);
  }

  /** The user type shown under a contact's name (English). */
  userType(label: string) {
    return this.main.getByText(label, { exact: true });
  }
}
