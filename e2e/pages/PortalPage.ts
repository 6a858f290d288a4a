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

/** A portal's team page with one `<kizuna-presence-badge>` and nothing else of Kizuna's. */
export class BadgePortalPage {
  constructor(private readonly page: Page) {}

  async open(origin: string): Promise<void> {
    await this.page.goto(`${origin}/badge.html`);
    await this.page.getByRole('heading', { level: 1, name: 'Team page' }).waitFor();
  }

  /** Resolves once the badge is drawn (its code arrived) and the page has nothing more to fetch. */
  async waitForBadgeDrawn(): Promise<void> {
    await this.page.locator('kizuna-presence-badge').locator('[role="img"]').waitFor();
    await this.page.waitForLoadState('networkidle');
  }
}
