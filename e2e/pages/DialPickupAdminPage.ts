import type { Page } from 'playwright-core';

/** `/front/admin/dialPickup`: the monitored numbers, their form and their rows. */
export class DialPickupAdminPage {
  constructor(private readonly page: Page) {}

  async open(heading: string) {
    await this.page.goto('/front/admin/dialPickup');
    await this.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  text(text: string) {
    return this.page.getByText(text);
  }

  button(name: string) {
    return this.page.getByRole('button', { name });
  }

  form(name: string) {
    return this.page.getByRole('form', { name });
  }

  field(form: string, name: string) {
    return this.form(form).getByRole('textbox', { name });
  }

  row(name: RegExp) {
    return this.page.getByRole('row', { name });
  }

  confirmDelete() {
    return this.page.getByRole('alertdialog').getByRole('button', { name: /Delete/ });
  }
}
