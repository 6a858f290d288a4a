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

  /** The notice's mark that its readers are asked to read it. */
  mustReadMark(title: string) {
    return this.notice(title).getByText('Must read', { exact: true });
  }

  async markRead(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Mark “${title}” as read` }).click();
  }

  /** A card of the dashboard, a region named by its heading (`Recent calls`). */
  card(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The names of the dashboard's cards, in their order. */
  async cardNames(): Promise<string[]> {
    await this.main.getByRole('region').first().waitFor();
    return this.main
      .getByRole('region')
      .evaluateAll((regions) =>
        regions.map(
          (region) =>
            document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        ),
      );
  }

  /** Whether the page fits its window's width, with nothing to scroll sideways. */
  fitsWidth(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  }

  /** Every text the page shows, the frame's and home's. */
  shownText(): Promise<string> {
    return this.page.locator('body').innerText();
  }

  /** Searches the internal directory from the dashboard with Enter. */
  async searchDirectory(word: string): Promise<void> {
    await this.card('Search the internal directory')
      .getByRole('searchbox', { name: 'Name or keyword' })
      .fill(word);
    await this.page.keyboard.press('Enter');
  }

  /** A person listed in the favourite-groups card, by name. */
  favouritePerson(fullname: string) {
    return this.card('Favourite groups')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: fullname, exact: true }) });
  }

  /** The calls listed in the recent-calls card, newest first. */
  get recentCalls() {
    return this.card('Recent calls').getByRole('listitem');
  }

  /** The newest call's mark that nobody answered it. */
  get newestCallMissedMark() {
    return this.recentCalls.first().getByText('Missed', { exact: true });
  }

  callBackButton(number: string) {
    return this.card('Recent calls')
      .getByRole('button', { name: `Call back ${number}` })
      .first();
  }

  async waitForNotices(): Promise<void> {
    await this.headingNamed('Notices', 2).waitFor();
    await this.page
      .getByRole('region', { name: 'Notices' })
      .locator('[aria-busy="true"]')
      .waitFor({ state: 'detached' });
  }
}
