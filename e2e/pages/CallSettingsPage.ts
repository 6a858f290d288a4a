import { KizunaPage } from './KizunaPage';

/** `/front/settings/cucmSettings`: forwarding, mobile connect and CTI, and the way to the rejection list. */
export class CallSettingsPage extends KizunaPage {
  /** A section of the page: `Call forwarding`, `モバイルコネクト`. */
  section(name: string) {
    return this.page.getByRole('region', { name });
  }

  get forwarding() {
    return this.section('Call forwarding');
  }

  forwardingField(name: string) {
    return this.forwarding.getByRole('textbox', { name });
  }

  /** The second `Forward to` field: the one of unanswered calls. */
  get noAnswerDestination() {
    return this.forwardingField('Forward to').nth(1);
  }

  forwardingText(text: string) {
    return this.forwarding.getByText(text);
  }

  get saveForwardingButton() {
    return this.forwarding.getByRole('button', { name: 'Save forwarding' });
  }

  /** `CTI設定を保存` and the other buttons of the page. */
  button(name: string) {
    return this.page.getByRole('button', { name });
  }

  get rejectionSettingsLink() {
    return this.page.getByRole('link', { name: 'Open the call rejection settings' });
  }
}

/** `/front/settings/cucmSettings/callRejectionSettings`: the rejected numbers, import and export. */
export class CallRejectionsPage extends KizunaPage {
  /** The list of numbers (`Rejected numbers`, `着信拒否番号`). */
  table(name = 'Rejected numbers') {
    return this.page.getByRole('grid', { name });
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** `Add a number`, `Import`, `Export`, `Download the sample file`. */
  button(name: string, options: { exact?: boolean } = {}) {
    return this.page.getByRole('button', { name, ...options });
  }

  async add(number: string, remarks: string): Promise<void> {
    await this.button('Add a number').click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a rejected number' });
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(number);
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill(remarks);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }

  get importFile() {
    return this.page.getByLabel('File (Shift_JIS or UTF-8)');
  }

  /** The import results' link to the details of the latest import. */
  get latestImportDetailsLink() {
    return this.page.getByRole('link', { name: 'Details', exact: true });
  }
}
