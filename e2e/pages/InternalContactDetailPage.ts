import type { Locator } from 'playwright-core';
import { KizunaPage } from './KizunaPage';

/** `/front/internalContacts/detail/{id}`. */
export class InternalContactDetailPage extends KizunaPage {
  heading(fullname: string) {
    return this.headingNamed(fullname);
  }

  get backLink() {
    return this.page.getByRole('link', { name: 'Back to the list' });
  }

  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  /** Waits until the detail and its sections have loaded (no skeleton left). */
  async waitForLoaded(fullname: string): Promise<void> {
    await this.heading(fullname).waitFor();
    await this.main.locator('[data-shape="text"]').first().waitFor({ state: 'detached' });
  }

  /** The Talk action beside the person's name. */
  talkButton(fullname: string) {
    return this.main.getByRole('button', { name: `Talk with ${fullname}` });
  }

  /** Edit (proxy edit) of the person's directory information, by its accessible name. */
  editButton(name: string) {
    return this.page.getByRole('button', { name });
  }

  /** Every Edit of a person's directory information on the page (none without the right). */
  get anyEditButton() {
    return this.page.getByRole('button', { name: /directory information$/ });
  }

  /** The open edit dialog. */
  get editDialog() {
    return this.page.getByRole('dialog');
  }

  /** A field of the edit dialog, by its label. */
  editField(label: string) {
    return this.editDialog.getByRole('textbox', { name: label, exact: true });
  }

  /** Saves the edit dialog and waits for it to close. */
  async saveEdit(): Promise<void> {
    await this.editDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await this.editDialog.waitFor({ state: 'detached' });
  }

  /** A text in one of the page's sections. */
  sectionText(section: string, text: string | RegExp) {
    return this.section(section).getByText(text).first();
  }

  /** The call button of a number: `Call Extension 1001`. */
  callButton(name: string) {
    return this.page.getByRole('button', { name: `Call ${name}` });
  }

  /** Calls a number of the person, answering Call when Kizuna asks first (the default setting). */
  async call(name: string): Promise<void> {
    await this.callButton(name).click();
    const confirm = this.page.getByRole('alertdialog', { name: 'Call this number?' });
    await confirm.getByRole('button', { name: 'Call', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
  }

  chatLink(fullname: string | RegExp, client?: string) {
    return this.main.getByRole('link', {
      name: client === undefined ? fullname : `Chat with ${fullname} on ${client}`,
    });
  }

  /** The links that start a chat with the person, on any client. */
  chatLinks(fullname: string) {
    return this.page.getByRole('link', { name: new RegExp(`^Chat with ${fullname}`) });
  }

  tagLink(tagName: string) {
    return this.page.getByRole('link', { name: `Find people tagged ${tagName}`, exact: true });
  }

  /** The person's own status choice (only on their own page; the top bar's is named "My status: …"). */
  get myStatus() {
    return this.page.getByRole('button', { name: /My status$/ });
  }

  /** The schedule list and one of its items. */
  scheduleItem(subject: string) {
    return this.page
      .getByRole('list', { name: 'Schedule' })
      .getByRole('listitem')
      .filter({ hasText: subject });
  }

  addScheduleButton(label = 'Add to my schedule') {
    return this.page.getByRole('button', { name: label });
  }

  /** The add dialog, named like its button. */
  scheduleDialog(label = 'Add to my schedule') {
    return new ScheduleDialog(this.page.getByRole('dialog', { name: label }));
  }

  /** The delete buttons of schedule items: all of them, or the one of `subject`. */
  deleteScheduleButton(subject?: string) {
    return this.page.getByRole('button', {
      name: subject === undefined ? /^Delete “/ : new RegExp(`^Delete “${subject}”`),
    });
  }
}

/** The dialog that adds an item to one's own schedule. */
export class ScheduleDialog {
  constructor(readonly dialog: Locator) {}

  waitFor(options?: Parameters<Locator['waitFor']>[0]) {
    return this.dialog.waitFor(options);
  }

  /** A text field by its label: `Title`, `Place`, `件名`. */
  field(name: string | RegExp) {
    return this.dialog.getByRole('textbox', { name });
  }

  /** A date and time field by its label: `Starts`, `終了`. */
  dateField(label: RegExp) {
    return this.dialog.getByLabel(label);
  }

  /** The Show as select. */
  get showAs() {
    return this.dialog.getByRole('button', { name: /Show as/ });
  }

  /** `Add` (exact) and `Cancel`, in the language shown. */
  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  text(text: string) {
    return this.dialog.getByText(text);
  }
}
