import { KizunaPage } from './KizunaPage';

/** `/front/admin/internalContact`: what the tenant's group companies see, in English or Japanese. */
export class InternalContactAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/internalContact');
    await this.headingNamed(/^(Shown to group companies|グループ会社への公開)$/).waitFor();
  }

  /** The switch of a division or a person ("Show 総務部 to group companies"). */
  switchOf(name: string) {
    return this.main.getByRole('switch', { name: `Show ${name} to group companies` });
  }

  /** Turns a switch by keyboard: focus, then Space. */
  async toggleByKeyboard(name: string): Promise<void> {
    await this.switchOf(name).focus();
    await this.page.keyboard.press('Space');
  }

  async searchPeople(word: string): Promise<void> {
    await this.main.getByRole('searchbox', { name: 'Find a person' }).fill(word);
    await this.page.keyboard.press('Enter');
  }

  row(name: string | RegExp) {
    return this.main.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  async resize(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: 844 });
  }

  /** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth));
  }
}
