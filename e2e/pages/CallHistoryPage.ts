import { KizunaPage } from './KizunaPage';

/** `/front/callHistory/{incoming|outgoing}`: the calls of one direction, with their actions. */
export class CallHistoryPage extends KizunaPage {
  async open(type: 'incoming' | 'outgoing'): Promise<void> {
    await this.page.goto(`/front/callHistory/${type}`);
    await this.table().waitFor();
  }

  /** The table of calls, named by its direction (`Incoming calls`, `発信履歴`). */
  table(name?: string) {
    return this.page.getByRole('grid', name === undefined ? {} : { name });
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name });
  }

  /** The rows of calls that mention `text` (a name, a number). */
  /** Rows showing a text; a number matches as typed or as shown, with hyphens (`03-5555-1001`). */
  rows(text: string) {
    const pattern = /^[0-9]+$/.test(text) ? new RegExp(text.split('').join('-?')) : text;
    return this.page.getByRole('row').filter({ hasText: pattern });
  }

  rowLink(row: string, name: string) {
    return this.rows(row).first().getByRole('link', { name });
  }

  /** The save-as-contact link of an unknown number. */
  saveAsContactLink(number: string) {
    return this.rows(number).getByRole('link', { name: `Save as contact: ${number}` });
  }

  callBackButton(number: string) {
    return this.rows(number)
      .first()
      .getByRole('button', { name: `Call back ${number}` });
  }

  blockButton(number: string) {
    return this.rows(number).getByRole('button', { name: `Block ${number}` });
  }

  /** The selection cell of a row, which holds its checkbox. */
  selectionCell(row: string) {
    return this.rows(row).getByRole('gridcell').first();
  }

  /** `Delete 1 selected`. */
  button(name: string) {
    return this.page.getByRole('button', { name });
  }
}
