import type { Page } from 'playwright-core';

/** `/front/internalContacts/detail/{id}`. */
export class InternalContactDetailPage {
  constructor(private readonly page: Page) {}

  heading(fullname: string) {
    return this.page.getByRole('heading', { level: 1, name: fullname });
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
    await this.page.locator('.kz-contact-detail .kz-Skeleton-lines').first().waitFor({ state: 'detached' });
  }
}
