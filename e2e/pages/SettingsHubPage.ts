import { KizunaPage } from './KizunaPage';
import type { LinkTarget } from './KizunaPage';

/** `/front/settings`: every personal setting of the person, as grouped cards. */
export class SettingsHubPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/settings');
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Settings', exact: true });
  }

  /** The cards (in either language): each setting's name and address. */
  async cards(): Promise<LinkTarget[]> {
    const cards = this.page
      .getByRole('navigation', { name: /^(Personal settings|個人の設定)$/ })
      .getByRole('link');
    await cards.first().waitFor();
    return this.linkTargets(cards);
  }
}
