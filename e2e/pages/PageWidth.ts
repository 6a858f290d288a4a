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
    // Pages of the account menu, open to everyone signed in.
    paths.add('/front/profile');
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

  /**
   * The top bar's links and buttons that another part of the bar covers or that overlap one
   * another, each named by its accessible name (empty when every control is whole and on top).
   */
  async topBarCollisions(): Promise<string[]> {
    // The page-wide loading overlay covers everything while requests are in flight.
    await this.page
      .getByRole('status')
      .filter({ hasText: /^(読み込み中…|Loading…)$/ })
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    return this.page.getByRole('banner').evaluate((bar) => {
      const name = (element: Element) =>
        element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
      const controls = [...bar.querySelectorAll('a, button')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      });
      const found: string[] = [];
      controls.forEach((control, index) => {
        const box = control.getBoundingClientRect();
        const onTop = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (!onTop || !control.contains(onTop))
          found.push(`${name(control)} is covered by ${onTop?.outerHTML.slice(0, 80)}`);
        for (const other of controls.slice(index + 1)) {
          const next = other.getBoundingClientRect();
          const apart =
            box.right <= next.left ||
            next.right <= box.left ||
            box.bottom <= next.top ||
            next.bottom <= box.top;
          if (!apart) found.push(`${name(control)} overlaps ${name(other)}`);
        }
      });
      return found;
    });
  }

  /** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - innerWidth));
  }

  /**
   * The overflow once the page has settled: a width seen while the page still changes (a lazy
   * part arriving, the previous page leaving) is measured again after a moment.
   */
  async settledOverflow(): Promise<number> {
    const first = await this.overflow();
    if (first === 0) return 0;
    await this.page.waitForTimeout(1500);
    return this.overflow();
  }

  /** The address of the first linked tenant's directory the group company list leads to. */
  async firstGroupCompanyUsersPath(): Promise<string> {
    await this.visit('/front/groupCompanies/groupCompanyList');
    const link = this.page.locator('main a[href$="/users"]').first();
    await link.waitFor();
    return (await link.getAttribute('href')) ?? '';
  }

  /** Loads a directory page afresh and waits for its rows. */
  async openList(path: string): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('rowheader').first().waitFor();
    await this.page.waitForFunction((busy) => !document.querySelector(busy), BUSY);
  }

  /**
   * What breaks the list rules in the directory tables shown: a row whose values take more than
   * two text lines in any column, or a cell (or the table) whose content is cut off.
   */
  listProblems(): Promise<string[]> {
    return this.page.evaluate(() => {
      const problems: string[] = [];
      for (const list of document.querySelectorAll<HTMLElement>('.kz-list')) {
        if (list.scrollWidth > list.clientWidth + 1)
          problems.push(`a table is ${list.scrollWidth - list.clientWidth}px wider than its place`);
        const bands = [...list.querySelectorAll<HTMLElement>('[role="columnheader"]:not([data-secondary])')]
          .map((header) => header.getBoundingClientRect())
          .filter((box) => box.width > 4);
        for (const row of list.querySelectorAll<HTMLElement>('[role="rowgroup"]:last-child > [role="row"]')) {
          const name = row.querySelector('[role="rowheader"]')?.textContent?.trim() ?? '';
          const texts: DOMRect[] = [];
          const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            texts.push(...[...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1));
          }
          for (const band of bands) {
            const tops: number[] = [];
            for (const box of texts) {
              const overlap = Math.min(band.right, box.right) - Math.max(band.left, box.left);
              if (overlap > 2 && !tops.some((top) => Math.abs(top - box.top) < 6)) tops.push(box.top);
            }
            if (tops.length > 2) problems.push(`${name}: ${tops.length} lines`);
          }
          for (const cell of row.querySelectorAll<HTMLElement>('[role="gridcell"], [role="rowheader"]'))
            if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name}: a cell is cut off`);
        }
      }
      return [...new Set(problems)];
    });
  }
}
