import { KizunaPage } from './KizunaPage';

/** The phone line bar of every signed-in page and the incoming call popup. */
export class CallBar extends KizunaPage {
  get region() {
    return this.page.getByRole('region', { name: 'Phone line' });
  }

  /** Waits until the line state reads `state` (e.g. Idle, Ringing, Talking, On hold). */
  async waitForLine(state: string): Promise<void> {
    await this.region.getByRole('status').filter({ hasText: state }).waitFor({ timeout: 10_000 });
  }

  /** The line's status while it names the other party (its name, or its number, or both). */
  otherParty(text: string) {
    return this.region.getByRole('status').filter({ hasText: text });
  }

  /** A note of the bar: `Live`, `Checking every 10 seconds`. */
  note(text: string) {
    return this.region.getByText(text);
  }

  /** `Hold`, `Resume`, `End call`, `Transfer…`. */
  button(name: string, options: { exact?: boolean } = {}) {
    return this.region.getByRole('button', { name, ...options });
  }

  /** The text of the focused element when it is in the bar; `body` when the focus fell to the page. */
  async focusedText(): Promise<string | null> {
    const inBar = await this.region.evaluate((bar) => bar.contains(document.activeElement));
    if (inBar) return this.page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);
    return this.page.evaluate(() => (document.activeElement === document.body ? 'body' : 'elsewhere'));
  }

  get alert() {
    return this.region.getByRole('alert');
  }

  /** Transfers the call to `number` in the transfer dialog; `beforeSending` runs with it filled in. */
  async transfer(number: string, beforeSending: () => Promise<void> = async () => undefined): Promise<void> {
    await this.button('Transfer…', { exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Transfer the call' });
    await dialog.getByRole('textbox', { name: 'Number' }).fill(number);
    await beforeSending();
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  get popup() {
    return this.page.getByRole('alertdialog', { name: 'Incoming call' });
  }

  async decline(): Promise<void> {
    await this.popup.getByRole('button', { name: 'Decline' }).click();
  }

  /** The popup's offer to save a number nobody saved (a link to the personal add page). */
  get saveAsContactLink() {
    return this.popup.locator('a[href*="/externalContacts/personal/add/"]');
  }
}
