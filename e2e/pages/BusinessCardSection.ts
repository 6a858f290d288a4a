import type { Page } from 'playwright-core';

/** The business card section of an external contact: upload, crop, OCR and its proposals. */
export class BusinessCardSection {
  constructor(
    private readonly page: Page,
    private readonly title = 'Business card',
  ) {}

  get region() {
    return this.page.getByRole('region', { name: this.title });
  }

  text(text: string | RegExp) {
    return this.region.getByText(text);
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByTestId('bizcard-file-input').setInputFiles(file);
  }

  /** The crop selection, named with its position and size. */
  get selection() {
    return this.region.getByRole('group', { name: /Selected area/ });
  }

  /** A number field of the selection: `Left (px)`, `Width (px)`. */
  spinbutton(name: string) {
    return this.region.getByRole('spinbutton', { name });
  }

  button(name: string | RegExp) {
    return this.region.getByRole('button', { name });
  }

  image(name: string) {
    return this.region.getByRole('img', { name });
  }

  progress(name: string) {
    return this.region.getByRole('progressbar', { name });
  }

  /** The table of what OCR read, one row per field. */
  get proposals() {
    return this.region.getByRole('table');
  }

  /** The value OCR read for a field (`Phone`, `E-mail `). */
  proposedValue(field: string) {
    return this.proposals
      .getByRole('row', { name: new RegExp(`^${field}`) })
      .getByRole('cell')
      .first();
  }
}
