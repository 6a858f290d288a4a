import type { Page } from 'playwright-core';
import { AdminPage } from './AdminPage';
import { AppShell } from './AppShell';

/** Whatever a page still loads: skeletons and tables marked busy. */
const BUSY = '[aria-busy="true"]';

/**
 * Any signed-in page measured for sideways scrolling: the pages the menus lead to, a visit
 * within the app (no reload), and how far the page is wider than the window.
 */
export class PageWidth extends AppShell {
  constructor(page: Page) {
    super(page);
  }

  /** The paths the main menu links to, and the admin area's entries when the menu has it. */
  async menuPaths(): Promise<string[]> {
    await this.mainMenu().waitFor();
    const hrefs = (await this.mainMenu()
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) as string[];
    const paths = new Set(hrefs.filter((href) => href.startsWith('/front/')));
    if (paths.has('/front/admin')) {
      await this.visit('/front/admin');
      const entries = new AdminPage(this.page).entries;
      await entries.first().waitFor();
      for (const href of await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        if (href?.startsWith('/front/')) paths.add(href);
    }
    return [...paths];
  }

  /** Opens the app in `language` (the stored choice, as the language menu leaves it). */
  async openIn(language: 'ja' | 'en'): Promise<void> {
    await this.page.goto('/front/home');
    await this.page.evaluate((chosen) => localStorage.setItem('kizuna.language', chosen), language);
    await this.page.reload();
    await this.headingNamed(/./).first().waitFor();
  }

  /** Goes to `path` inside the app, as a menu link does, and waits until it has loaded. */
  async visit(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await this.headingNamed(/./).first().waitFor();
    await this.page
      .waitForFunction((busy) => !document.querySelector(busy), BUSY, { timeout: 5000 })
      .catch(() => undefined);
  }

  /** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth));
  }
}
