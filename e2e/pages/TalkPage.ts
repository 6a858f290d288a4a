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

  /** Sends a file through the composer's attach button and the browser's file chooser. */
  async attach(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.button(/^(Attach a file or image|ファイルや画像を添付)$/).click();
    await (await chooser).setFiles(file);
  }

  /** Writes in the composer: Shift+Enter between the lines, Enter at the end. */
  async sendLines(lines: readonly string[]): Promise<void> {
    for (const [index, line] of lines.entries()) {
      if (index > 0) await this.composer.press('Shift+Enter');
      await this.composer.pressSequentially(line);
    }
    await this.composer.press('Enter');
  }

  /** A link inside a message. */
  messageLink(text: string, name: string) {
    return this.message(text).getByRole('link', { name });
  }

  /** A message's own words and marks (`Read 1`, `既読 1`). */
  messageMark(text: string, mark: string) {
    return this.message(text).getByText(mark);
  }

  /** The unread count of a room of the list, by its accessible label. */
  unreadBadge(title: string, label: string | RegExp) {
    return this.room(title).getByLabel(label);
  }

  /** An image message's thumbnail, by its text alternative. */
  image(name: string) {
    return this.messages.getByRole('img', { name });
  }

  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  dialogField(name: string) {
    return this.dialog.getByRole('textbox', { name });
  }

  dialogButton(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** A participant listed in the open settings dialog. */
  participant(name: string) {
    return this.dialog.getByRole('listitem').filter({ hasText: name }).first();
  }

  /** The face beside a participant in the open settings dialog. */
  participantFace(name: string) {
    return this.participant(name).locator('img');
  }

  /** Ticks a colleague found by `word` in the open dialog's member search (its box covers the input). */
  async pickMember(word: string, name: string): Promise<void> {
    await this.dialog.getByRole('searchbox', { name: /^(Search colleagues|同僚を検索)$/ }).fill(word);
    await this.dialog.getByRole('checkbox', { name }).first().check({ force: true });
    await this.dialog.getByRole('searchbox', { name: /^(Search colleagues|同僚を検索)$/ }).fill('');
  }
}
