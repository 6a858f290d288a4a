import type { Page } from 'playwright-core';

/** `/front/groupContacts`: the user's groups, the members of the one in the hash, remove and move. */
export class GroupContactsPage {
  constructor(private readonly page: Page) {}

  async open(hash = ''): Promise<void> {
    await this.page.goto(`/front/groupContacts${hash}`);
    await this.page.waitForURL((url) => url.hash.includes('groupId='));
    await this.waitForMembers();
  }

  groups() {
    return this.page.getByRole('navigation', { name: 'Your groups' });
  }

  /** Waits until the members of the shown group are loaded. */
  async waitForMembers(): Promise<void> {
    await this.page.locator('.kz-groups-members__status').filter({ hasNotText: 'Loading' }).waitFor();
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
export class GroupSettingsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/front/settings/group');
    await this.page.getByRole('heading', { level: 1, name: 'Group settings' }).waitFor();
    await this.list.getByRole('listitem').first().waitFor();
  }

  get list() {
    return this.page.getByRole('list', { name: 'Your groups in order' });
  }

  async names(): Promise<string[]> {
    return (await this.list.locator('.kz-groups-settings__name').allTextContents()).map((name) =>
      name.trim(),
    );
  }

  async add(name: string): Promise<void> {
    const before = (await this.names()).length;
    await this.page.getByRole('button', { name: 'Add group', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add group' });
    await dialog.getByRole('textbox', { name: /^Group name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.list.getByRole('listitem').nth(before).waitFor();
  }

  async rename(from: string, to: string): Promise<void> {
    await this.page.getByRole('button', { name: `Rename ${from}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Rename group' });
    await dialog.getByRole('textbox', { name: /^Group name/ }).fill(to);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await this.list.getByText(to, { exact: true }).waitFor();
  }

  async delete(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
  }
}
