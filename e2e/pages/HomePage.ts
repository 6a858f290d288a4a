import { KizunaPage } from './KizunaPage';

export class HomePage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/home');
    await this.heading.waitFor();
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'Home' });
  }

  notice(title: string) {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** The notice's mark that it has been read. */
  readMark(title: string) {
    return this.notice(title).getByText('Read', { exact: true });
  }

  async markRead(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Mark “${title}” as read` }).click();
  }

  async waitForNotices(): Promise<void> {
    await this.headingNamed('Notices', 2).waitFor();
    await this.page
      .getByRole('region', { name: 'Notices' })
      .locator('[aria-busy="true"]')
      .waitFor({ state: 'detached' });
  }
}
