import { KizunaPage } from './KizunaPage';

/**
 * The result and history lists of imports and uploads (vCard import results and details, contact
 * upload history and details, call rejection imports): a table of files or lines, each row with its
 * outcome and a link to its details.
 */
export class ResultListPage extends KizunaPage {
  /** The first row that mentions `text` (a file name, a line number, a person). */
  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text }).first();
  }

  rowText(row: string, text: string) {
    return this.row(row).getByText(text);
  }

  /** A link of a row: its details (the first link when `name` is left out). */
  rowLink(row: string, name?: string) {
    return name === undefined
      ? this.row(row).getByRole('link').first()
      : this.row(row).getByRole('link', { name });
  }

  get table() {
    return this.page.getByRole('grid');
  }

  link(name: string | RegExp, options: { exact?: boolean } = {}) {
    return this.page.getByRole('link', { name, ...options });
  }
}
