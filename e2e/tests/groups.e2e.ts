import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { ExternalContactsPage } from '../pages/ExternalContactsPage';
import { AddToGroupMenu, GroupContactsPage, GroupSettingsPage } from '../pages/GroupPages';
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

async function addToGroup(
  menu: AddToGroupMenu,
  list: ExternalContactsPage | InternalContactsPage,
  groupName: string,
) {
  await menu.choose(groupName);
  await list.text(`Added to ${groupName}.`).waitFor();
}

describe('favourite groups', () => {
  it('collects an internal and an external contact, moves one and removes the other', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);

    // An external contact from the list, by selecting its row.
    const menu = new AddToGroupMenu(page);
    const external = new ExternalContactsPage(page);
    await external.open();
    await external.headingNamed('取引先', 2).waitFor();
    await external.select('伊藤 さくら');
    await addToGroup(menu, external, 'グループ3');

    // A colleague from their detail page.
    const internal = new InternalContactsPage(page);
    await internal.open('?page=1');
    await internal.searchFreeWord('管理 花子');
    await internal.openDetail('管理 花子');
    await internal.headingNamed('管理 花子').waitFor();
    await addToGroup(menu, internal, 'グループ3');
    await expectAccessible(page);

    const groups = new GroupContactsPage(page);
    await groups.open();
    // The first group opens when the hash names none.
    await groups.headingNamed('営業チーム', 2).waitFor();
    expect(await groups.names('Colleagues')).toContain('管理 花子');
    await groups.openGroup('グループ3');
    expect(await groups.names('Colleagues')).toEqual(['管理 花子']);
    expect(await groups.names('External contacts')).toEqual(['伊藤 さくら']);
    await expectAccessible(page);
    // Reload keeps the group of the hash.
    await page.reload();
    await groups.headingNamed('グループ3', 2).waitFor();

    // Move the external contact to グループ4.
    await groups.waitForMembers();
    await groups.select('External contacts', '伊藤 さくら');
    await groups.moveTargetSelect.click();
    await groups.option('グループ4').click();
    await groups.button('Move (1)').click();
    await groups.text('1 contact moved to グループ4.').waitFor();
    await groups.waitForMembers();
    expect(await groups.names('External contacts')).toEqual([]);

    // Remove the colleague, after confirming.
    await groups.select('Colleagues', '管理 花子');
    await groups.button('Remove from group (1)').click();
    await groups.confirmText('Remove the selected contact from グループ3?', 'Remove from group').waitFor();
    await expectAccessible(page);
    await groups.confirm('Delete', 'Remove from group');
    await groups.text('1 contact removed from グループ3.').waitFor();
    await groups.text('This group has no members yet.', { exact: true }).first().waitFor();
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
    const menu = new AddToGroupMenu(page);
    expect(await menu.button.isDisabled()).toBe(true);

    for (const name of chosen) await internal.select(name);
    await internal.text('2 people selected').waitFor();
    await menu.buttonFor(2).waitFor();
    await expectAccessible(page);
    await menu.choose('グループ5');
    await internal.text('2 contacts added to グループ5.').waitFor();

    // The next page shows other people and forgets the choice.
    await internal.open('?page=1');
    const [first] = await internal.names();
    await internal.select(first!);
    await internal.text('1 person selected').waitFor();
    await internal.nextPage();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await internal.waitForResults();
    await internal.text('Tick people to add them to a group.').waitFor();
    expect(await menu.button.isDisabled()).toBe(true);

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
    await settings.renameButton('グループ5').click();
    await settings.renameField().fill('   ');
    await settings.renameDialogButton('Save').click();
    await settings.renameDialogText('This is a required field.').waitFor();
    await expectAccessible(page);
    await settings.renameDialogButton('Cancel').click();
    await settings.rename('グループ5', '大切なお客様');

    for (let n = 6; n <= 10; n += 1) await settings.add(`追加${n}`);
    expect(await settings.names()).toHaveLength(10);
    await settings.text('You already have 10 groups, the most you can have.', { exact: false }).waitFor();
    expect(await settings.addButton.isDisabled()).toBe(true);
    await expectAccessible(page);

    // Reorder with the keyboard: 大切なお客様 up twice, then save; reload keeps the order.
    await settings.moveButton('Move 大切なお客様 up').focus();
    await page.keyboard.press('Enter');
    await settings.text('大切なお客様 is now number 4 of 10.').waitFor();
    await page.keyboard.press('Enter');
    await settings.text('大切なお客様 is now number 3 of 10.').waitFor();
    await settings.saveOrderButton.click();
    await settings.text('The order of the groups is saved.').waitFor();
    await page.reload();
    await settings.waitForGroups();
    expect((await settings.names()).slice(0, 4)).toEqual([
      '相談役',
      '協力会社の窓口',
      '大切なお客様',
      'グループ3',
    ]);

    // Delete the five added, each after confirming; at five groups Delete is off, the reason beside it.
    for (let n = 6; n <= 10; n += 1) {
      await settings.delete(`追加${n}`);
      await settings.confirm('Delete', 'Delete group');
      await settings.text(`追加${n} deleted.`).waitFor();
      await expect.poll(() => settings.names()).not.toContain(`追加${n}`);
    }
    await expect(settings.deleteButton('グループ3').isDisabled()).resolves.toBe(true);
    const reason = 'Delete is off: you have 5 groups, the fewest you can have. Rename a group instead.';
    await settings.text(reason).waitFor();
    await expect(settings.deleteButton('グループ3').getAttribute('aria-describedby')).resolves.toBe(
      await settings.text(reason).getAttribute('id'),
    );
    await expectAccessible(page);
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
    const groups = new GroupContactsPage(page);
    const settings = new GroupSettingsPage(page);
    await shell.chooseLanguage('日本語');
    await shell.headingNamed('ホーム').waitFor();
    // A group id that is not the user's shows the first group instead.
    await page.goto('/front/groupContacts#groupId=999999999');
    await groups.headingNamed('グループ').waitFor();
    await groups.headingNamed('営業チーム', 2).waitFor();
    await page.waitForURL((url) => url.hash !== '#groupId=999999999');
    await groups.headingNamed(/^社内連絡先/, 3).waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/group');
    await settings.headingNamed('グループ設定').waitFor();
    await settings.moveButton('営業チーム を下へ移動').waitFor();
    await expectAccessible(page);
    // The choice is the user's; leave it as the other tests expect it.
    await shell.chooseLanguage('English');
    await settings.headingNamed('Group settings').waitFor();
    await context.close();
  });
});
