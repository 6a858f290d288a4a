import { KizunaPage } from './KizunaPage';

/** `/front/admin/togo`: the group companies of the tenant, in English or Japanese. */
export class TogoAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/togo');
    await this.headingNamed(/^(Group company links|グループ会社連携)$/).waitFor();
  }

  /** Types a tenant code into the link field and submits it with Enter. */
  async linkByKeyboard(code: string): Promise<void> {
    await this.main
      .getByRole('textbox', { name: /^(Tenant code of the company|相手の会社のテナントコード)/ })
      .focus();
    await this.page.keyboard.type(code);
    await this.page.keyboard.press('Enter');
  }

  row(name: string) {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** A word the company's row shows: its state. */
  rowText(name: string, text: string) {
    return this.row(name).getByText(text, { exact: true });
  }

  /** The list of companies that linked with this one and wait for it to link back. */
  get incoming() {
    return this.main.getByRole('region', { name: /^(Companies that want to link|連携を希望している会社)$/ });
  }

  incomingRow(name: string) {
    return this.incoming.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** A word the waiting company's row shows: its state. */
  incomingRowText(name: string, text: string) {
    return this.incomingRow(name).getByText(text, { exact: true });
  }

  /** Links a waiting company back with its row's one button, from the keyboard. */
  async linkBack(name: string): Promise<void> {
    await this.incoming.getByRole('button', { name: `Link back with ${name}` }).focus();
    await this.page.keyboard.press('Enter');
  }

  /** Opens the unlink confirmation from the keyboard. */
  async askToUnlink(name: string): Promise<void> {
    await this.main.getByRole('button', { name: `Unlink ${name}` }).focus();
    await this.page.keyboard.press('Enter');
  }

  get confirmation() {
    return this.page.getByRole('alertdialog');
  }

  confirmationSaying(text: RegExp) {
    return this.confirmation.getByText(text);
  }

  async pressEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }

  async resize(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: 844 });
  }

  /** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth));
  }
}
