import { KizunaPage } from './KizunaPage';

/**
 * The safety confirmation administration: `/front/admin/anpi/users/companyLevelPermissions` (who may
 * see everyone's answers) and `/front/admin/anpi/checks` (start, follow and close checks).
 */
export class AnpiAdminPages extends KizunaPage {
  async openPermissions(): Promise<void> {
    await this.page.goto('/front/admin/anpi/users/companyLevelPermissions');
    await this.headingNamed(/^(Safety confirmation users|安否確認ユーザー)$/).waitFor();
  }

  async openChecks(): Promise<void> {
    await this.page.goto('/front/admin/anpi/checks');
    await this.headingNamed(/^(Safety checks|安否確認)$/).waitFor();
  }

  /** Follows the page's own navigation to the checks. */
  async goToChecks(): Promise<void> {
    await this.main
      .getByRole('navigation')
      .getByRole('link', { name: /^(Safety checks|安否確認)$/ })
      .click();
    await this.headingNamed(/^(Safety checks|安否確認)$/).waitFor();
  }

  /** Types an account id into the add field and submits it with Enter. */
  async addHolderByKeyboard(accountId: string): Promise<void> {
    const field = this.main.getByRole('textbox', { name: /^(Account ID|アカウントID)/ });
    await field.fill('');
    await field.focus();
    await this.page.keyboard.type(accountId);
    await this.page.keyboard.press('Enter');
  }

  row(name: string) {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** A text of the row whose header is `name` (a whole text when given as a string). */
  rowText(name: string, text: string | RegExp) {
    return this.row(name).getByText(text, typeof text === 'string' ? { exact: true } : {});
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  async openStartDialog(): Promise<void> {
    await this.main.getByRole('button', { name: /^(Start a check|安否確認を開始)$/ }).click();
    await this.dialog.waitFor();
  }

  async fillTitle(title: string): Promise<void> {
    await this.dialog.getByRole('textbox', { name: /^(Title|件名)/ }).fill(title);
  }

  /** Opens a division of the dialog's tree from the keyboard (its sub-divisions load). */
  async expandDivision(name: string): Promise<void> {
    await this.dialog.getByRole('row', { name, exact: true }).focus();
    await this.page.keyboard.press('ArrowRight');
  }

  async chooseDivision(name: string): Promise<void> {
    await this.dialog.getByRole('row', { name, exact: true }).click();
  }

  async submitStart(): Promise<void> {
    await this.dialog.getByRole('button', { name: /^(Start|開始)$/ }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
