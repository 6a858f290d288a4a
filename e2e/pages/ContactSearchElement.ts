import type { Page } from 'playwright-core';

/** `<kizuna-contact-search>` on a page (role locators pierce its open shadow root). */
export class ContactSearchElement {
  constructor(private readonly page: Page) {}

  private get element() {
    return this.page.locator('kizuna-contact-search');
  }

  /** The search field. */
  get field() {
    return this.element.getByRole('combobox');
  }

  /** The visible label of the field. */
  get label() {
    return this.element.locator('label');
  }

  /** The field found by its label (`社員を検索` in Japanese). */
  labelled(label: string) {
    return this.element.getByLabel(label);
  }

  option(name: string | RegExp) {
    return this.element.getByRole('option', { name });
  }

  /** The count of people found, announced as a status. */
  get status() {
    return this.element.getByRole('status');
  }

  /** A message of the element (sign in first, the search failed). */
  text(text: string) {
    return this.element.getByText(text).first();
  }
}
