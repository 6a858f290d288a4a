import type { Locator, Page } from 'playwright-core';

/** A link as a person reads it: its name and where it leads. */
export interface LinkTarget {
  name: string;
  href: string;
}

type TextOptions = { exact?: boolean };

/**
 * What every screen of Kizuna has: headings, the messages it shows, the confirmation dialog and the
 * error pages. The page objects of one screen extend it with that screen's own parts.
 */
export class KizunaPage {
  constructor(protected readonly page: Page) {}

  /** A heading of the screen; level 1 is the page title. */
  headingNamed(name: string | RegExp, level = 1) {
    return this.page.getByRole('heading', { level, name });
  }

  /** A message, label or value shown anywhere on the screen. */
  text(text: string | RegExp, options: TextOptions = {}) {
    return this.page.getByText(text, options);
  }

  /** A message shown in the page's main landmark. */
  mainText(text: string | RegExp, options: TextOptions = {}) {
    return this.main.getByText(text, options);
  }

  /**
   * Where the focus is, as a person would notice it: `h1 Group settings` (the element's tag and its
   * text), or `body` when it fell to the page body.
   */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'body';
      return `${active.tagName.toLowerCase()} ${active.textContent?.trim() ?? ''}`;
    });
  }

  /** How the browser breaks the lines of an element's text (`auto-phrase`: between phrases). */
  wordBreakOf(locator: Locator): Promise<string> {
    return locator.evaluate((element) => getComputedStyle(element).wordBreak);
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** The link of the banner above every page while a safety check waits for the person's answer. */
  get anpiBannerAnswer() {
    return this.page.getByRole('link', { name: /^(今すぐ回答する|Answer now)$/ });
  }

  /** A link in the main landmark (the header's links stay out of it). */
  mainLink(name: string | RegExp, options: TextOptions = {}) {
    return this.main.getByRole('link', { name, ...options });
  }

  /** The page title (the level-one heading) as it reads now; empty while none shows. */
  async pageTitle(): Promise<string> {
    const heading = this.page.getByRole('heading', { level: 1 });
    return (await heading.count()) === 1 ? ((await heading.textContent()) ?? '').trim() : '';
  }

  /** Each link's name (its own text, or what it is labelled by) and address, in page order. */
  protected linkTargets(links: Locator): Promise<LinkTarget[]> {
    return links.evaluateAll((nodes) =>
      nodes.map((node) => {
        const labelledBy = node.getAttribute('aria-labelledby');
        const label = labelledBy ? document.getElementById(labelledBy) : node;
        return { name: (label?.textContent ?? '').trim(), href: node.getAttribute('href') ?? '' };
      }),
    );
  }

  get notFoundHeading() {
    return this.headingNamed('Page not found');
  }

  /** The 404 page's way back. */
  get backToStartLink() {
    return this.page.getByRole('link', { name: 'Back to the start page' });
  }

  get forbiddenHeading() {
    return this.headingNamed('403 Forbidden');
  }

  /** The `lang` of the document, which the language choice sets. */
  documentLanguage(): Promise<string | null> {
    return this.page.getAttribute('html', 'lang');
  }

  /** The confirmation dialog (delete, block, remove, session timeout). */
  confirmDialog(name?: string) {
    return this.page.getByRole('alertdialog', name === undefined ? {} : { name });
  }

  /** A message of the confirmation dialog. */
  confirmText(text: string, dialog?: string, options: TextOptions = {}) {
    return this.confirmDialog(dialog).getByText(text, options);
  }

  confirmButton(label: string, dialog?: string) {
    return this.confirmDialog(dialog).getByRole('button', { name: label });
  }

  /** Answers the confirmation dialog with its button `label`. */
  async confirm(label = 'Delete', dialog?: string): Promise<void> {
    await this.confirmButton(label, dialog).click();
  }

  /** The options of the select or combo box that is open. */
  option(name: string | RegExp, options: TextOptions = {}) {
    return this.page.getByRole('option', { name, ...options });
  }

  async optionLabels(): Promise<string[]> {
    return this.page.getByRole('option').allTextContents();
  }
}
