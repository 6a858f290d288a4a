import { expect } from 'vitest';
import { KizunaPage } from './KizunaPage';

/** `/front/settings/user`: the display settings and the digital business card. */
export class UserSettingsPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/settings/user');
    await this.heading.waitFor();
    await this.saveButton.waitFor();
  }

  get heading() {
    return this.headingNamed('User settings');
  }

  /** The display settings form's own Save (the digital business card below has Saves of its own). */
  private get saveButton() {
    return this.page.getByRole('form', { name: 'User settings' }).getByRole('button', { name: 'Save' });
  }

  radio(name: string) {
    return this.page.getByRole('radio', { name, exact: true });
  }

  /**
   * Clicks the radio's label as a person would (a forced click on the visually hidden input skips the
   * check that nothing is drawn over it), then waits for the choice to show.
   */
  async choose(name: string): Promise<void> {
    await this.page
      .locator('label')
      .filter({ has: this.radio(name) })
      .click();
    await expect.poll(() => this.radio(name).isChecked()).toBe(true);
  }

  get startPage() {
    return this.page.getByRole('button', { name: /Start page/ });
  }

  async chooseStartPage(name: string): Promise<void> {
    await this.startPage.click();
    await this.option(name, { exact: true }).click();
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await this.page
      .getByRole('status')
      .filter({ hasText: /Settings saved|設定を保存しました/ })
      .waitFor();
  }

  /** The digital business card section (in the language shown: `Digital business card`, `デジタル名刺`). */
  digitalCard(title = 'Digital business card') {
    return this.page.getByRole('region', { name: title });
  }

  digitalCardHeading(title = 'Digital business card') {
    return this.headingNamed(title, 2);
  }

  /** The card's QR code, named in the language shown (`QR code`, `QRコード`). */
  qrCode(name: RegExp = /QR code/) {
    return this.page.getByRole('img', { name });
  }

  /** A value the card shows (its list of fields, not the forms beside it). */
  cardValue(text: string) {
    return this.digitalCard().getByRole('definition').filter({ hasText: text });
  }

  get organisationForm() {
    return this.page.getByRole('form', { name: 'Organisation name' });
  }

  /** The box is visually hidden; its label is what people click. */
  async toggleOwnOrganisationName(): Promise<void> {
    await this.organisationForm.getByText('Show my own value').click();
  }

  async fillOrganisationName(value: string): Promise<void> {
    await this.organisationForm.getByRole('textbox', { name: 'Organisation name' }).fill(value);
  }

  async saveOrganisationName(): Promise<void> {
    await this.organisationForm.getByRole('button', { name: 'Save' }).click();
  }

  organisationError(text: string) {
    return this.organisationForm.getByText(text);
  }

  get downloadVCardButton() {
    return this.page.getByRole('button', { name: 'Download vCard' });
  }
}
