import { KizunaPage } from './KizunaPage';

/** `/front/admin/sansanImport`: the business-card import from Sansan. */
export class SansanImportAdminPage extends KizunaPage {
  async open(title: string | RegExp): Promise<void> {
    await this.page.goto('/front/admin/sansanImport');
    await this.headingNamed(title).waitFor();
  }

  get apiKeyField() {
    return this.main.getByLabel(/^(Sansan API key|Sansan API キー)/);
  }

  /** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth));
  }

  /** The card of the page on Manage. */
  get manageCard() {
    return this.main.getByRole('link', { name: /Sansan business-card import/ });
  }

  folderOption(name: string) {
    return this.page.getByRole('option', { name });
  }

  get saveButton() {
    return this.main.getByRole('button', { name: /^(Save|保存)$/ });
  }
}
