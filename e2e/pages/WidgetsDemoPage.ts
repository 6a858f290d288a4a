import type { Account } from '../support/environment';
import { ContactSearchElement } from './ContactSearchElement';
import { KizunaPage } from './KizunaPage';

/** The plain-HTML demo page of the custom elements at `/widgets/demo.html`. */
export class WidgetsDemoPage extends KizunaPage {
  /** `<kizuna-contact-search>`. */
  readonly contactSearch = new ContactSearchElement(this.page);

  /** Opens the page; `refreshMs` makes the presence badges poll faster than the server's interval. */
  async open(options: { locale?: 'en' | 'ja'; refreshMs?: number } = {}): Promise<void> {
    const query = new URLSearchParams();
    if (options.locale) query.set('locale', options.locale);
    if (options.refreshMs) query.set('refresh', String(options.refreshMs));
    await this.page.goto(`/widgets/demo.html${query.size ? `?${query}` : ''}`);
    await this.page.getByRole('heading', { level: 1, name: 'Kizuna widgets demo' }).waitFor();
    await this.page.waitForFunction(() => customElements.get('kizuna-contact-search') !== undefined);
  }

  /**
   * Lays the search out as a host page might: inside a column `columnWidth` px wide (none: as the
   * demo page has it) and, with `nearBottom`, pushed down until the field ends just above the bottom
   * of the window, where its popup has no room below.
   */
  async placeSearch(options: { columnWidth?: number; nearBottom?: boolean }): Promise<void> {
    await this.page.evaluate(({ columnWidth, nearBottom }) => {
      const search = document.querySelector('kizuna-contact-search')!;
      document.querySelector('#search-spacer')?.remove();
      const column = document.querySelector<HTMLElement>('#search-column');
      if (column) column.replaceWith(search);
      if (columnWidth) {
        const wrapper = document.createElement('div');
        wrapper.id = 'search-column';
        wrapper.style.width = `${columnWidth}px`;
        search.replaceWith(wrapper);
        wrapper.append(search);
      }
      window.scrollTo(0, 0);
      if (nearBottom) {
        const spacer = document.createElement('div');
        spacer.id = 'search-spacer';
        spacer.style.height = `${window.innerHeight - search.getBoundingClientRect().bottom - 24}px`;
        (document.querySelector('#search-column') ?? search).before(spacer);
      }
    }, options);
  }

  async signIn(account: Account): Promise<void> {
    await this.fillSignIn(account);
    await this.waitUntilSignedIn();
  }

  /** Waits until the page says who is signed in (the session cookie may come from another tab). */
  async waitUntilSignedIn(): Promise<void> {
    await this.page.getByText(/^Signed in as /).waitFor();
  }

  /** Fills the sign-in form and sends it. */
  async fillSignIn(account: Account): Promise<void> {
    await this.page.getByLabel('Tenant code').fill(account.tenantCode);
    await this.page.getByLabel('Account').fill(account.accountId);
    await this.page.getByLabel('Password').fill(account.password);
    await this.signInButton.click();
  }

  /** The link to the app's password page, shown while the password must be changed first. */
  get changePasswordLink() {
    return this.page.getByRole('link', { name: 'Change the password' });
  }

  get signInButton() {
    return this.page.getByRole('button', { name: 'Sign in' });
  }

  get signOutButton() {
    return this.page.getByRole('button', { name: 'Sign out' });
  }

  /** The search field inside `<kizuna-contact-search>`. */
  get search() {
    return this.contactSearch.field;
  }

  override option(name: string | RegExp) {
    return this.contactSearch.option(name);
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

  /** The demo page's note of the panel's last `kizuna-line-state` event: `Line state: RINGING`. */
  get lineState() {
    return this.page.locator('#line-state');
  }

  callPanelText(text: string) {
    return this.callPanel.getByText(text);
  }

  /** The running time of the call on the panel. */
  get callPanelTimer() {
    return this.callPanel.getByRole('timer');
  }

  callPanelHeading(name: RegExp) {
    return this.callPanel.getByRole('heading', { name });
  }

  /** A key of the dial pad. */
  key(key: string) {
    return this.callPanel.getByRole('button', { name: `Key ${key}` });
  }

  get numberField() {
    return this.callPanel.getByRole('textbox', { name: 'Number' });
  }

  /** `Call` (exact), `Answer`, `End call`. */
  callPanelButton(name: string, options: { exact?: boolean } = {}) {
    return this.callPanel.getByRole('button', { name, ...options });
  }

  /** Waits until the panel's line state reads `state` (e.g. Idle, Ringing, Talking). */
  async waitForLine(state: string): Promise<void> {
    await this.callPanel.getByRole('status').filter({ hasText: state }).waitFor({ timeout: 10_000 });
  }

  /** `<kizuna-thanks-card>`: the tenant's latest thanks cards. */
  get thanksCard() {
    return this.page.locator('kizuna-thanks-card');
  }

  /** Opens the send form of `<kizuna-thanks-card>` and writes `message` in it. */
  async writeThanks(message: string): Promise<void> {
    await this.thanksCard.getByRole('button', { name: 'Send thanks' }).click();
    await this.thanksCard.getByRole('textbox', { name: 'Message' }).fill(message);
  }

  /** Sends the card written and waits until the element says it was sent. */
  async sendThanks(): Promise<void> {
    await this.thanksCard.getByRole('button', { name: 'Send', exact: true }).click();
    await this.thanksCard.getByText('Your thanks card was sent.').waitFor();
  }

  /** The card of `<kizuna-thanks-card>` whose text holds `text`. */
  thanksCardHolding(text: string) {
    return this.thanksCard.getByRole('article').filter({ hasText: text });
  }

  /** The like button of the card whose text holds `text`: `Like (1 like)`. */
  thanksLike(text: string, name: string | RegExp) {
    return this.thanksCard.getByRole('article').filter({ hasText: text }).getByRole('button', { name });
  }
}
