import type { Page } from 'playwright-core';
import type { Account } from '../support/environment';

/** The plain-HTML demo page of the custom elements at `/widgets/demo.html`. */
export class WidgetsDemoPage {
  constructor(private readonly page: Page) {}

  /** Opens the page; `refreshMs` makes the presence badges poll faster than the server's interval. */
  async open(options: { locale?: 'en' | 'ja'; refreshMs?: number } = {}): Promise<void> {
    const query = new URLSearchParams();
    if (options.locale) query.set('locale', options.locale);
    if (options.refreshMs) query.set('refresh', String(options.refreshMs));
    await this.page.goto(`/widgets/demo.html${query.size ? `?${query}` : ''}`);
    await this.page.getByRole('heading', { level: 1, name: 'Kizuna widgets demo' }).waitFor();
    await this.page.waitForFunction(() => customElements.get('kizuna-contact-search') !== undefined);
  }

  async signIn(account: Account): Promise<void> {
    await this.page.getByLabel('Tenant code').fill(account.tenantCode);
    await this.page.getByLabel('Account').fill(account.accountId);
    await this.page.getByLabel('Password').fill(account.password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
    await this.page.getByText(/^Signed in as /).waitFor();
  }

  /** The search field inside `<kizuna-contact-search>` (role locators pierce its open shadow root). */
  get search() {
    return this.page.locator('kizuna-contact-search').getByRole('combobox');
  }

  option(name: string | RegExp) {
    return this.page.locator('kizuna-contact-search').getByRole('option', { name });
  }

  /** Records every `kizuna-select` event the element fires, for `selectedEvents()`. */
  async recordSelectEvents(): Promise<void> {
    await this.page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { kizunaSelectEvents: unknown[] }).kizunaSelectEvents = events;
      document.addEventListener('kizuna-select', (event) => {
        events.push({ tag: (event.target as Element).tagName, detail: (event as CustomEvent).detail });
      });
    });
  }

  selectedEvents(): Promise<Array<{ tag: string; detail: { fullname: string; userId: number } }>> {
    return this.page.evaluate(
      () =>
        (
          window as unknown as {
            kizunaSelectEvents: Array<{ tag: string; detail: { fullname: string; userId: number } }>;
          }
        ).kizunaSelectEvents,
    );
  }

  get selectedOutput() {
    return this.page.locator('#selected');
  }

  /** The presence badge of the person picked in the search. */
  selectedBadge(name: string | RegExp) {
    return this.page.locator('#selected-badge-slot kizuna-presence-badge').getByRole('img', { name });
  }

  ownBadge(name: string | RegExp) {
    return this.page.locator('#own-badge').getByRole('img', { name });
  }

  /** `<kizuna-call-panel>`: the signed-in user's line with its dial pad. */
  get callPanel() {
    return this.page.locator('kizuna-call-panel');
  }

  /** Waits until the panel's line state reads `state` (e.g. Idle, Ringing, Talking). */
  async waitForLine(state: string): Promise<void> {
    await this.callPanel.getByRole('status').filter({ hasText: state }).waitFor({ timeout: 10_000 });
  }
}
