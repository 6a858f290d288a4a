import { AppShell } from './AppShell';

/** `/front/gotalk`: the room list beside the open room, its composer and its settings. */
export class TalkPage extends AppShell {
  async open(talkRoomId?: number): Promise<void> {
    await this.page.goto(`/front/gotalk${talkRoomId === undefined ? '' : `#talkRoomId=${talkRoomId}`}`);
    await this.headingNamed(/^(Talk|トーク)$/).waitFor();
  }

  /** The list of rooms, in either language. */
  get roomList() {
    return this.page.getByRole('list', { name: /^(Talks|トーク一覧)$/ });
  }

  /** A room of the list, by its title. */
  room(title: string | RegExp) {
    return this.roomList.getByRole('link').filter({ hasText: title });
  }

  /** The open room's messages. */
  get messages() {
    return this.page.getByRole('list', { name: /^(Messages|メッセージ)$/ });
  }

  message(text: string | RegExp) {
    return this.messages.getByRole('listitem').filter({ hasText: text });
  }

  /** The open room's title (its heading). */
  roomTitle(name: string | RegExp) {
    return this.headingNamed(name, 2);
  }

  get composer() {
    return this.page.getByRole('textbox', { name: /^(Message|メッセージ)$/ });
  }

  async send(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }

  async attach(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.locator('.kz-talk-composer input[type=file]').setInputFiles(file);
  }

  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  /** Ticks a colleague found by `word` in the open dialog's member search. */
  async pickMember(word: string, name: string): Promise<void> {
    await this.dialog.getByRole('searchbox').fill(word);
    await this.dialog.getByRole('checkbox', { name }).check();
    await this.dialog.getByRole('searchbox').fill('');
  }
}
