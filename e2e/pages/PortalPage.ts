import type { Page } from 'playwright-core';
import { ContactSearchElement } from './ContactSearchElement';

/** An intranet portal's own page that embeds `<kizuna-contact-search>` with one script tag. */
export class PortalPage {
  readonly contactSearch: ContactSearchElement;

  constructor(private readonly page: Page) {
    this.contactSearch = new ContactSearchElement(page);
  }

  async open(origin: string): Promise<void> {
    await this.page.goto(`${origin}/portal.html`);
    await this.page.getByRole('heading', { level: 1, name: 'Corporate portal' }).waitFor();
    await this.page.waitForFunction(() => customElements.get('kizuna-contact-search') !== undefined);
  }

  /** The portal's own note of the person last picked. */
  get picked() {
    return this.page.locator('#picked');
  }
}
