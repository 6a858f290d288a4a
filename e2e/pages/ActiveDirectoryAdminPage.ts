import { KizunaPage } from './KizunaPage';

/** `/front/admin/activeDirectory`: the on-premise Active Directory sync. */
export class ActiveDirectoryAdminPage extends KizunaPage {
  async open(title: string | RegExp): Promise<void> {
    await this.page.goto('/front/admin/activeDirectory');
    await this.headingNamed(title).waitFor();
  }

  field(name: RegExp) {
    return this.main.getByRole('textbox', { name });
  }

  get passwordField() {
    return this.main.getByLabel(/^(Bind password|Replace Bind password|接続パスワード)/);
  }

  /** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth));
  }

  /** The card of the page on Manage. */
  get manageCard() {
    return this.main.getByRole('link', { name: /^Active Directory sync/ });
  }

  get saveButton() {
    return this.main.getByRole('button', { name: /^(Save|保存)$/ });
  }
}
