import { AppShell } from './AppShell';

/** `/front/profile`: my own profile, each section edited in place. */
export class MyProfilePage extends AppShell {
  async open(): Promise<void> {
    await this.page.goto('/front/profile');
    await this.heading.waitFor();
  }

  /** Opens the page as a person does: the account menu's "My profile". */
  async openFromAccountMenu(): Promise<void> {
    await this.accountMenuButton().click();
    await this.page.getByRole('menuitem', { name: 'My profile' }).click();
    await this.heading.waitFor();
  }

  get heading() {
    return this.headingNamed(/^(My profile|マイプロフィール)$/);
  }

  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The section's Edit button (`Edit Links`, `リンクを編集`). */
  editButton(section: string, label = `Edit ${section}`) {
    return this.section(section).getByRole('button', { name: label });
  }

  /** A button of the section: Save, Cancel, Add a row, Remove a tag. */
  button(section: string, name: string) {
    return this.section(section).getByRole('button', { name, exact: true });
  }

  /** A text field of the section, by its label. */
  field(section: string, label: string) {
    return this.section(section).getByRole('textbox', { name: label });
  }

  /** A text shown in the section. */
  sectionText(section: string, text: string) {
    return this.section(section).getByText(text);
  }

  /** Presses the section's Edit button with the keyboard, and waits for its form. */
  async edit(name: string): Promise<void> {
    await this.editButton(name).press('Enter');
    await this.button(name, 'Save').waitFor();
  }

  /** Waits until the section shows `text` and is no longer being edited. */
  async waitForSaved(name: string, text: string): Promise<void> {
    await this.sectionText(name, text).first().waitFor();
    await this.editButton(name).waitFor();
  }

  /** The dialog that asks before leaving with an unsaved edit. */
  get leaveDialog() {
    return this.page.getByRole('alertdialog', { name: 'Leave without saving?' });
  }

  /** Answers the leave question. */
  async answerLeave(answer: 'Yes' | 'No'): Promise<void> {
    await this.leaveDialog.getByRole('button', { name: answer }).press('Enter');
  }

  /** The digital business card's QR code (`QR code…`, `…QRコード`): an image the API serves. */
  qrCode(name: RegExp = /QR code/) {
    return this.page.getByRole('img', { name });
  }

  /** The link that downloads the card as a vCard file. */
  downloadVCardLink(name = 'Download vCard') {
    return this.page.getByRole('link', { name });
  }

  /** A value the card shows (its list of fields). */
  cardValue(text: string, preview = 'Card and QR code') {
    return this.section(preview).getByRole('definition').filter({ hasText: text });
  }

  /** The box is visually hidden; its label is what people click. */
  async toggleOwnValue(section: string): Promise<void> {
    await this.section(section).getByText('Show my own value').click();
  }

  /** Chooses a face image file, as the file dialog of "Choose an image" would. */
  async chooseFace(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.section('Face image').locator('input[type="file"]').setInputFiles(file);
  }

  /** The square of the face crop, which takes the arrow keys. */
  get cropSquare() {
    return this.section('Face image').getByRole('group', { name: 'Square to keep' });
  }

  /** The address of the face on the account menu's button. */
  accountMenuFaceSrc(): Promise<string | null> {
    return this.accountMenuButton().locator('img').getAttribute('src');
  }
}
