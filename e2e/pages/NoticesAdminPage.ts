import { KizunaPage } from './KizunaPage';

/** `/front/admin/information` and a notice's read list, in English. */
export class NoticesAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/information');
    await this.headingNamed(/^(Notices|お知らせ)$/).waitFor();
  }

  get newNoticeButton() {
    return this.page.getByRole('button', { name: /^(New notice|お知らせを作成)$/ });
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'New notice' });
  }

  /** Posts a notice shown from today with no end date. */
  async post(title: string, memo: string, { mustRead }: { mustRead: boolean }): Promise<void> {
    await this.newNoticeButton.click();
    await this.dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await this.dialog.getByRole('textbox', { name: /^Text/ }).fill(memo);
    // The switch's input is drawn over by its track; people press it with the keyboard or its label.
    if (mustRead) await this.dialog.getByRole('switch', { name: 'Must read' }).press('Space');
    await this.dialog.getByRole('button', { name: 'Save' }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  row(title: string) {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(title) }) });
  }

  async openReads(title: string): Promise<void> {
    await this.page.getByRole('link', { name: `Who has read “${title}”` }).click();
    await this.headingNamed('Who has read it').waitFor();
  }

  readTab(count: number) {
    return this.page.getByRole('tab', { name: `Read (${count})` });
  }

  reader(fullName: string) {
    return this.main.getByRole('rowheader', { name: fullName });
  }
}
