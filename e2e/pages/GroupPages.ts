import type { Page } from 'playwright-core';
import { KizunaPage } from './KizunaPage';

/** The `Add to group` menu of the contact lists and details. */
export class AddToGroupMenu {
  constructor(private readonly page: Page) {}

  get button() {
    return this.page.getByRole('button', { name: /^Add to group/ });
  }

  /** The button named with the number of people ticked: `Add to group (2)`. */
  buttonFor(count: number) {
    return this.page.getByRole('button', { name: `Add to group (${count})` });
  }

  /** Opens the menu (it is named by its button) and chooses the group. */
  async choose(groupName: string): Promise<void> {
    await this.button.click();
    await this.page
      .getByRole('menu', { name: /^Add to group/ })
      .getByRole('menuitem', { name: groupName })
      .click();
  }
}

/** `/front/groupContacts`: the user's groups, the members of the one in the hash, remove and move. */
export class GroupContactsPage extends KizunaPage {
  async open(hash = ''): Promise<void> {
    await this.page.goto(`/front/groupContacts${hash}`);
    await this.page.waitForURL((url) => url.hash.includes('groupId='));
    await this.waitForMembers();
  }

  groups() {
    return this.page.getByRole('navigation', { name: 'Your groups' });
  }

  /** The members of the group shown: a region named by the group, its first status their count. */
  private get members() {
    return this.main.getByRole('region').first();
  }

  /** The group the target select offers for a move. */
  get moveTargetSelect() {
    return this.page.getByRole('button', { name: /Move to group/ });
  }

  /** `Move (1)`, `Remove from group (1)`. */
  button(name: string) {
    return this.page.getByRole('button', { name });
  }

  /** Waits until the members of the shown group are loaded. */
  async waitForMembers(): Promise<void> {
    await this.members.getByRole('status').first().filter({ hasNotText: 'Loading' }).waitFor();
  }

  async openGroup(name: string): Promise<void> {
    await this.groups()
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
    await this.page.getByRole('heading', { level: 2, name }).waitFor();
    await this.waitForMembers();
  }

  table(section: 'Colleagues' | 'External contacts') {
    return this.page.getByRole('grid', { name: new RegExp(`^${section}`) });
  }

  async names(section: 'Colleagues' | 'External contacts'): Promise<string[]> {
    await this.waitForMembers();
    return (await this.table(section).getByRole('rowheader').getByRole('link').allTextContents()).map(
      (name) => name.trim(),
    );
  }

  async select(section: 'Colleagues' | 'External contacts', name: string): Promise<void> {
    await this.table(section)
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .check({ force: true });
  }
}

/** `/front/settings/group`: add, rename, reorder and delete groups. */
export class GroupSettingsPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/settings/group');
    await this.page.getByRole('heading', { level: 1, name: 'Group settings' }).waitFor();
    await this.waitForGroups();
  }

  get list() {
    return this.page.getByRole('list', { name: 'Your groups in order' });
  }

  async names(): Promise<string[]> {
    return (await this.list.getByTestId('group-name').allTextContents()).map((name) => name.trim());
  }

  async add(name: string): Promise<void> {
    const before = (await this.names()).length;
    await this.addButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Add group' });
    await dialog.getByRole('textbox', { name: /^Group name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.list.getByRole('listitem').nth(before).waitFor();
  }

  get addButton() {
    return this.page.getByRole('button', { name: 'Add group', exact: true });
  }

  renameButton(name: string) {
    return this.page.getByRole('button', { name: `Rename ${name}` });
  }

  get renameDialog() {
    return this.page.getByRole('dialog', { name: 'Rename group' });
  }

  renameField() {
    return this.renameDialog.getByRole('textbox', { name: /^Group name/ });
  }

  /** `Save` or `Cancel` of the rename dialog. */
  renameDialogButton(name: 'Save' | 'Cancel') {
    return this.renameDialog.getByRole('button', { name });
  }

  renameDialogText(text: string) {
    return this.renameDialog.getByText(text);
  }

  async rename(from: string, to: string): Promise<void> {
    await this.renameButton(from).click();
    await this.renameField().fill(to);
    await this.renameDialogButton('Save').click();
    await this.renameDialog.waitFor({ state: 'detached' });
    await this.list.getByText(to, { exact: true }).waitFor();
  }

  /** `Move 大切なお客様 up`, `営業チーム を下へ移動`. */
  moveButton(name: string) {
    return this.page.getByRole('button', { name });
  }

  get saveOrderButton() {
    return this.page.getByRole('button', { name: 'Save order' });
  }

  async waitForGroups(): Promise<void> {
    await this.list.getByRole('listitem').first().waitFor();
  }

  deleteButton(name: string) {
    return this.page.getByRole('button', { name: `Delete ${name}` });
  }

  async delete(name: string): Promise<void> {
    await this.deleteButton(name).click();
  }
}
