import { KizunaPage } from './KizunaPage';
import type { LinkTarget } from './KizunaPage';

/** `/front/admin` (Manage): the admin entries as grouped cards, or a word that there is none. */
export class AdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin');
    await this.headingNamed('Manage').waitFor();
  }

  get entries() {
    return this.page.getByRole('navigation', { name: /^(Admin menu|管理メニュー)$/ }).getByRole('link');
  }

  /** The cards: each entry's name and address. */
  cards(): Promise<LinkTarget[]> {
    return this.linkTargets(this.entries);
  }

  get nothingToManage() {
    return this.mainText('There is no administration page you can open yet.');
  }
}
