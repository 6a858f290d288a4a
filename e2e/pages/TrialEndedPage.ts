import { KizunaPage } from './KizunaPage';

/** The page every signed-in page gives way to once the tenant's trial has ended. */
export class TrialEndedPage extends KizunaPage {
  get heading() {
    return this.headingNamed('The trial has ended');
  }

  get message() {
    return this.text('The trial of Kizuna for your company has ended.', { exact: false });
  }

  /** The end date, shown to administrators only. */
  get endDate() {
    return this.text(/^The trial ended on /);
  }

  get upgradeHeading() {
    return this.headingNamed('What upgrading to the commercial plan changes', 2);
  }

  /** Any second-level heading: the page has one only for administrators. */
  get subheadings() {
    return this.page.getByRole('heading', { level: 2 });
  }

  /** What upgrading changes, one entry each. */
  get upgradeItems() {
    return this.main.getByRole('listitem');
  }

  get signOutButton() {
    return this.page.getByRole('button', { name: 'Sign out' });
  }

  async setWidth(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: 844 });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.heading.waitFor();
  }

  /** How far the page is wider than the window, in px (0 or less: no sideways scrolling). */
  async overflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  }
}
