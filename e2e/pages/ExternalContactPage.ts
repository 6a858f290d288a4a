import { KizunaPage } from './KizunaPage';

/** One external contact: `.../detail/{id}`, its edit page and the add page, with photo and card. */
export class ExternalContactPage extends KizunaPage {
  /** A field of the add and edit form; the name field reads `Name *`. */
  field(label: string) {
    return label === 'Name'
      ? this.page.getByRole('textbox', { name: /^Name\s*\*?$/ })
      : this.page.getByRole('textbox', { name: label, exact: true });
  }

  /** Add, Save, Delete, Remove photo. */
  button(name: string, options: { exact?: boolean } = {}) {
    return this.page.getByRole('button', { name, ...options });
  }

  editLink(label = 'Edit') {
    return this.page.getByRole('link', { name: label });
  }

  /** `Back to 個人の連絡先` (to the folder) or `Back to 河合 みなみ` (to the detail). */
  backLink(to: string) {
    return this.page.getByRole('link', { name: `Back to ${to}` });
  }

  /** The contact's photo, or the placeholder `No photo`. */
  photo(name: string) {
    return this.page.getByRole('img', { name });
  }

  get photoInput() {
    return this.page.getByTestId('contact-photo-input');
  }
}
