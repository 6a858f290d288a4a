import { KizunaPage } from './KizunaPage';

/** `/front/internalContacts/whereabouts/{divisionId}`: a division's whereabouts board. */
export class WhereaboutsBoardPage extends KizunaPage {
  async open(divisionId: number): Promise<void> {
    await this.page.goto(`/front/internalContacts/whereabouts/${divisionId}`);
  }

  /** The page's title, once it reads `title`. */
  titled(title: string) {
    return this.page.getByRole('heading', { level: 1 }).filter({ hasText: title });
  }

  /** The tile of one person on the board. */
  tile(fullname: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: fullname }) });
  }

  /** A person's tile, once it says `words` (their destination or presence). */
  tileSaying(fullname: string, words: string) {
    return this.tile(fullname).getByText(words);
  }

  /** The board has no horizontal scrolling at the window's width. */
  async fitsWidth(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
  }
}

/** One's own destination in the top bar, and the directory's ways to whereabouts. */
export class WhereaboutsParts extends KizunaPage {
  /** The top bar's button, named with one's destination in English. */
  myDestination(words: string) {
    return this.page.getByRole('banner').getByRole('button', { name: `My whereabouts: ${words}` });
  }

  /** The open menu of destinations. */
  readonly menuSelector = '[role="menu"]';

  /** Resolves once the status menu is open (its part loads on first use). */
  async waitForMenu(): Promise<void> {
    await this.page.locator(this.menuSelector).waitFor();
  }

  async choose(words: string): Promise<void> {
    await this.page.getByRole('menuitemradio', { name: words }).click();
  }

  /** A person's row of the directory list. */
  directoryRow(fullname: string) {
    return this.page.getByRole('row').filter({ hasText: fullname });
  }

  /** A person's row of the directory list, once it says `words`. */
  directoryRowSaying(fullname: string, words: string) {
    return this.directoryRow(fullname).getByText(words);
  }

  async openBoard(): Promise<void> {
    await this.page.getByRole('link', { name: 'Whereabouts board' }).click();
  }
}
