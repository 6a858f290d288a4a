import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { ExternalContactsPage } from '../pages/ExternalContactsPage';
import { GroupContactsPage, GroupSettingsPage } from '../pages/GroupPages';
import { InternalContactsPage } from '../pages/InternalContactsPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function addToGroup(page: Page, groupName: string): Promise<void> {
  await page.getByRole('button', { name: /^Add to group/ }).click();
  // The menu is named by its button.
  await page
    .getByRole('menu', { name: /^Add to group/ })
    .getByRole('menuitem', { name: groupName })
    .click();
  await page.getByText(`Added to ${groupName}.`).waitFor();
}

describe('favourite groups', () => {
  it('collects an internal and an external contact, moves one and removes the other', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);

    // An external contact from the list, by selecting its row.
    const external = new ExternalContactsPage(page);
    await external.open();
    await page.getByRole('heading', { level: 2, name: '取引先' }).waitFor();
    await external.select('伊藤 さくら');
    await addToGroup(page, 'グループ3');

    // A colleague from their detail page.
    const internal = new InternalContactsPage(page);
    await internal.open('?page=1');
    await internal.searchFreeWord('管理 花子');
    await internal.openDetail('管理 花子');
    await page.getByRole('heading', { level: 1, name: '管理 花子' }).waitFor();
    await addToGroup(page, 'グループ3');
    await expectAccessible(page);

    const groups = new GroupContactsPage(page);
    await groups.open();
    // The first group opens when the hash names none.
    await page.getByRole('heading', { level: 2, name: '営業チーム' }).waitFor();
    expect(await groups.names('Colleagues')).toContain('管理 花子');
    await groups.openGroup('グループ3');
    expect(await groups.names('Colleagues')).toEqual(['管理 花子']);
    expect(await groups.names('External contacts')).toEqual(['伊藤 さくら']);
    await expectAccessible(page);
    // Reload keeps the group of the hash.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'グループ3' }).waitFor();

    // Move the external contact to グループ4.
    await groups.waitForMembers();
    await groups.select('External contacts', '伊藤 さくら');
    await page.getByRole('button', { name: /Move to group/ }).click();
    await page.getByRole('option', { name: 'グループ4' }).click();
    await page.getByRole('button', { name: 'Move (1)' }).click();
    await page.getByText('1 contact moved to グループ4.').waitFor();
    await groups.waitForMembers();
    expect(await groups.names('External contacts')).toEqual([]);

    // Remove the colleague, after confirming.
    await groups.select('Colleagues', '管理 花子');
    await page.getByRole('button', { name: 'Remove from group (1)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove from group' });
    await confirm.getByText('Remove the selected contact from グループ3?').waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('1 contact removed from グループ3.').waitFor();
    await page.getByText('This group has no members yet.', { exact: true }).first().waitFor();
    await expectAccessible(page);

    await groups.openGroup('グループ4');
    expect(await groups.names('External contacts')).toEqual(['伊藤 さくら']);
    await context.close();
  });

  it('adds two people ticked in the internal contacts list to a group', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const internal = new InternalContactsPage(page);
    await internal.open('?page=1');
    await internal.searchFreeWord('ﾔﾏﾀﾞ');
    const names = await internal.names();
    // Two people whose names are not shared by anyone else on the page.
    const chosen = names.filter((name) => names.indexOf(name) === names.lastIndexOf(name)).slice(0, 2);
    expect(chosen).toHaveLength(2);
    const addButton = page.getByRole('button', { name: /^Add to group/ });
    expect(await addButton.isDisabled()).toBe(true);

    for (const name of chosen) await internal.select(name);
    await page.getByText('2 people selected').waitFor();
    await page.getByRole('button', { name: 'Add to group (2)' }).waitFor();
    await expectAccessible(page);
    await addButton.click();
    await page
      .getByRole('menu', { name: /^Add to group/ })
      .getByRole('menuitem', { name: 'グループ5' })
      .click();
    await page.getByText('2 contacts added to グループ5.').waitFor();

    // The next page shows other people and forgets the choice.
    await internal.open('?page=1');
    const [first] = await internal.names();
    await internal.select(first!);
    await page.getByText('1 person selected').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await internal.waitForResults();
    await page.getByText('Tick people to add them to a group.').waitFor();
    expect(await addButton.isDisabled()).toBe(true);

    const groups = new GroupContactsPage(page);
    await groups.open();
    await groups.openGroup('グループ5');
    expect((await groups.names('Colleagues')).sort()).toEqual([...chosen].sort());
    await context.close();
  });

  it('renames, adds up to ten, reorders by keyboard and deletes down to five groups', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const settings = new GroupSettingsPage(page);
    await settings.open();
    expect(await settings.names()).toEqual([
      '相談役',
      '協力会社の窓口',
      'グループ3',
      'グループ4',
      'グループ5',
    ]);
    await expectAccessible(page);

    // A name is required.
    await page.getByRole('button', { name: 'Rename グループ5' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename group' });
    await dialog.getByRole('textbox', { name: /^Group name/ }).fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('This is a required field.').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await settings.rename('グループ5', '大切なお客様');

    for (let n = 6; n <= 10; n += 1) await settings.add(`追加${n}`);
    expect(await settings.names()).toHaveLength(10);
    await page.getByText('You already have 10 groups, the most you can have.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Add group', exact: true }).isDisabled()).toBe(true);
    await expectAccessible(page);

    // Reorder with the keyboard: 大切なお客様 up twice, then save; reload keeps the order.
    await page.getByRole('button', { name: 'Move 大切なお客様 up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('大切なお客様 is now number 4 of 10.').waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('大切なお客様 is now number 3 of 10.').waitFor();
    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('The order of the groups is saved.').waitFor();
    await page.reload();
    await settings.list.getByRole('listitem').first().waitFor();
    expect((await settings.names()).slice(0, 4)).toEqual([
      '相談役',
      '協力会社の窓口',
      '大切なお客様',
      'グループ3',
    ]);

    // Delete the five added, each after confirming; the sixth delete is refused with the message.
    for (let n = 6; n <= 10; n += 1) {
      await settings.delete(`追加${n}`);
      const confirm = page.getByRole('alertdialog', { name: 'Delete group' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(`追加${n} deleted.`).waitFor();
      await expect.poll(() => settings.names()).not.toContain(`追加${n}`);
    }
    await settings.delete('グループ3');
    const refusal = page.getByRole('alertdialog', { name: 'Delete group' });
    await refusal
      .getByText('You need at least 5 groups, so this group cannot be deleted.', { exact: false })
      .waitFor();
    await expectAccessible(page);
    await refusal.getByRole('button', { name: 'OK' }).click();
    expect(await settings.names()).toEqual([
      '相談役',
      '協力会社の窓口',
      '大切なお客様',
      'グループ3',
      'グループ4',
    ]);
    await context.close();
  });

  it('is accessible in Japanese: groups and group settings', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const shell = new AppShell(page);
    await shell.chooseLanguage('日本語');
    await page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
    // A group id that is not the user's shows the first group instead.
    await page.goto('/front/groupContacts#groupId=999999999');
    await page.getByRole('heading', { level: 1, name: 'グループ' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '営業チーム' }).waitFor();
    await page.waitForURL((url) => url.hash !== '#groupId=999999999');
    await page.getByRole('heading', { level: 3, name: /^社内連絡先/ }).waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/group');
    await page.getByRole('heading', { level: 1, name: 'グループ設定' }).waitFor();
    await page.getByRole('button', { name: '営業チーム を下へ移動' }).waitFor();
    await expectAccessible(page);
    // The choice is the user's; leave it as the other tests expect it.
    await shell.chooseLanguage('English');
    await page.getByRole('heading', { level: 1, name: 'Group settings' }).waitFor();
    await context.close();
  });
});
