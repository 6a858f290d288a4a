import type { KizunaClient } from '@kizuna/api-client';
import type { Page } from 'playwright-core';
import type { Account } from '../support/environment';

/**
 * A site built outside the workspace from the packed packages: a Vite + React page (`/`) that
 * exposes its client as `window.kizuna.client`, and a plain HTML page (`/plain.html`) with the
 * packaged standalone loader.
 */
export class PackageConsumerPage {
  constructor(private readonly page: Page) {}

  async openReactPage(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByRole('heading', { level: 1, name: 'Package consumer' }).waitFor();
  }

  async openPlainPage(): Promise<void> {
    await this.page.goto('/plain.html');
    await this.page.getByRole('heading', { level: 1, name: 'Plain page' }).waitFor();
  }

  /** Signs in with the packaged client of the React page, as the site's own code would. */
  async signInWithPackagedClient(account: Account): Promise<void> {
    await this.page.evaluate(async (body) => {
      const { client } = (window as unknown as { kizuna: { client: KizunaClient } }).kizuna;
      await client.auth.login({ body });
    }, account);
  }

  /** Types into the people search (the React component, or the element on the plain page). */
  async search(text: string): Promise<void> {
    await this.page.getByRole('combobox').fill(text);
  }

  /** Resolves once the search lists someone whose name matches. */
  async waitForOption(name: RegExp): Promise<void> {
    await this.page.getByRole('option', { name }).first().waitFor();
  }

  /** Resolves once the `<kizuna-presence-badge>` element has drawn its badge. */
  async waitForElementBadge(): Promise<void> {
    await this.page.locator('kizuna-presence-badge').locator('[role="img"]').waitFor();
  }
}
