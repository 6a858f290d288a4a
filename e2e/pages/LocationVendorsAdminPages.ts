import { KizunaPage } from './KizunaPage';

/**
 * `/front/admin/meraki`, `/front/admin/cmx` and `/front/admin/exBeacon`: the location vendors'
 * settings, each with its floor mapping.
 */
export class LocationVendorsAdminPages extends KizunaPage {
  async open(which: 'meraki' | 'cmx' | 'exBeacon', title: string | RegExp): Promise<void> {
    await this.page.goto(`/front/admin/${which}`);
    await this.headingNamed(title).waitFor();
  }

  /** Sets the Meraki validator and shared secret, and answers the receiver URL then shown. */
  async saveMeraki(validator: string, secret: string): Promise<string> {
    await this.main.getByRole('textbox', { name: /^Validator/ }).fill(validator);
    await this.main.getByLabel(/^Shared secret/).fill(secret);
    await this.main.getByRole('button', { name: 'Save', exact: true }).click();
    await this.mainText('A shared secret is set.').waitFor();
    return this.receiverUrl.inputValue();
  }

  get receiverUrl() {
    return this.main.getByRole('textbox', { name: /^Receiver URL/ });
  }

  get secretField() {
    return this.main.getByLabel(/^Shared secret/);
  }

  /** Maps a vendor floor id (typed) to a Kizuna floor (chosen from the select). */
  async mapFloor(vendorFloorLabel: RegExp, vendorFloorId: string, kizunaFloor: RegExp): Promise<void> {
    await this.main.getByRole('textbox', { name: vendorFloorLabel }).fill(vendorFloorId);
    await this.main.getByRole('button', { name: /Kizuna floor/ }).click();
    await this.page.getByRole('option', { name: kizunaFloor }).click();
    await this.main.getByRole('button', { name: 'Add mapping' }).click();
    await this.mappingRow(vendorFloorId).waitFor();
  }

  mappingRow(vendorFloorId: string) {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: vendorFloorId }) });
  }

  /** Adds a beacon gateway; the dialog that shows its token the one time is left open. */
  async addGateway(gateway: { gatewayId: string; name: string; floor: string; x: string; y: string }) {
    await this.main.getByRole('button', { name: 'Add gateway' }).click();
    const form = this.page.getByRole('dialog', { name: 'Add a gateway' });
    await form.getByRole('textbox', { name: /^Gateway ID/ }).fill(gateway.gatewayId);
    await form.getByRole('textbox', { name: /^Name/ }).fill(gateway.name);
    await form.getByRole('textbox', { name: /^Floor/ }).fill(gateway.floor);
    await form.getByRole('textbox', { name: /^x/ }).fill(gateway.x);
    await form.getByRole('textbox', { name: /^y/ }).fill(gateway.y);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await this.createdDialog(gateway.name).waitFor();
  }

  createdDialog(name: string) {
    return this.page.getByRole('dialog', { name: `Gateway ${name} added` });
  }

  /** The token the dialog shows the one time. */
  shownToken(name: string): Promise<string> {
    return this.createdDialog(name).getByRole('textbox', { name: 'Token' }).inputValue();
  }

  /** The dialog's warning, as read. */
  async shownOnceWarning(name: string): Promise<string> {
    return (await this.createdDialog(name).getByRole('note').textContent()) ?? '';
  }

  async closeCreated(name: string): Promise<void> {
    await this.createdDialog(name).getByRole('button', { name: 'Done' }).click();
    await this.createdDialog(name).waitFor({ state: 'detached' });
  }

  gatewayRow(name: string) {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth));
  }
}
