import type { Locator } from 'playwright-core';
import { AppShell } from './AppShell';

/** What the thanks pages share: buttons, and the dialog with its fields and buttons. */
class ThanksScreen extends AppShell {
  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  dialogField(name: string | RegExp) {
    return this.dialog.getByRole('textbox', { name });
  }

  dialogButton(name: string | RegExp) {
    return this.dialog.getByRole('button', { name });
  }

  /**
   * The element is wholly inside the window as it stands (nothing scrolled) and nothing covers
   * its centre: a person sees it and can press it.
   */
  async onScreen(element: Locator): Promise<boolean> {
    return element.evaluate((target) => {
      const box = target.getBoundingClientRect();
      const inside =
        box.width > 0 &&
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return inside && top !== null && target.contains(top);
    });
  }
}

/** `/front/thanks`: the point status, the feed of cards and the send form. */
export class ThanksPage extends ThanksScreen {
  async open(query = ''): Promise<void> {
    await this.page.goto(`/front/thanks${query}`);
    await this.headingNamed(/^(Thanks|サンクス)$/).waitFor();
  }

  /** A value of the point status: `Points you can send this week` and the like, in either language. */
  async points(label: RegExp): Promise<number> {
    const value = this.page
      .getByRole('term')
      .filter({ hasText: label })
      .locator('xpath=following-sibling::dd');
    await value.filter({ hasText: /\d/ }).waitFor();
    return Number(((await value.textContent()) ?? '').replace(/[^0-9]/g, ''));
  }

  /** A card of the feed, by words of its message. */
  card(text: string | RegExp) {
    return this.page.getByRole('article').filter({ hasText: text });
  }

  dialogText(text: string | RegExp) {
    return this.dialog.getByText(text);
  }

  /** The send form's first stamp. */
  get firstStamp() {
    return this.dialog
      .getByRole('group', { name: /^(Stamps|スタンプ)$/ })
      .getByRole('checkbox')
      .first();
  }

  /** A button of a card (a reaction, the like), by the card's words and the button's name. */
  cardButton(text: string | RegExp, name: string | RegExp) {
    return this.card(text).getByRole('button', { name });
  }

  cardText(text: string | RegExp, shown: string | RegExp) {
    return this.card(text).getByText(shown);
  }

  /**
   * Finds a colleague in the send form and ticks them: `detail` (their reading and position, as
   * the list writes it under the name) tells apart two people of one name.
   */
  async pickReceiver(name: string, detail: string): Promise<void> {
    await this.dialog.getByRole('searchbox').fill(name);
    // react-aria draws the box over its hidden input: tick the input itself.
    await this.dialog
      .getByRole('checkbox', { name: `${name} ${detail}`, exact: true })
      .check({ force: true });
    await this.dialog.getByRole('searchbox').fill('');
  }
}

/** The thanks administration pages: settings, stamps and logs. */
export class ThanksAdminPage extends ThanksScreen {
  async open(part: 'settings' | 'stamps' | 'logs'): Promise<void> {
    await this.page.goto(`/front/admin/thanks/${part}`);
    await this.headingNamed(/./).waitFor();
    await this.page.getByRole('navigation', { name: /^(Thanks administration|サンクスの管理)$/ }).waitFor();
  }

  field(name: string | RegExp) {
    return this.page.getByRole('textbox', { name });
  }

  /** A row of the stamp list, by its heading. */
  stampRow(heading: string) {
    return this.page.getByRole('row').filter({ hasText: heading });
  }
}
