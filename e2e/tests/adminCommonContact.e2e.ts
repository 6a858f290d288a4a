import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommonContactAdminPage } from '../pages/CommonContactAdminPage';
import { ExternalContactsPage } from '../pages/ExternalContactsPage';
import { signInThroughApi } from '../support/apiSession';
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

describe('common-contact administration', () => {
  it('a folder the admin makes editable by everyone reaches yamada, who may add to it', async () => {
    const folderName = `展示会来場者 ${Date.now()}`;
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const folders = new CommonContactAdminPage(admin.page);
    await folders.open();
    await expectAccessible(admin.page);

    await folders.newFolderButton.click();
    const create = folders.dialog('New common folder');
    await create.field(/^Folder name/).fill(folderName);
    await create.save();
    await folders.text(`Common folder ${folderName} created.`).waitFor();
    await folders.rowText(folderName, 'Contact admins only').waitFor();

    await folders.openSettings(folderName);
    const settings = folders.dialog('Common folder settings');
    await settings.choose('Everyone who can read it can add, change and delete its contacts');
    await expectAccessible(admin.page);
    await settings.save();
    await folders.rowText(folderName, 'Everyone who reads it').waitFor();
    await folders.rowText(folderName, 'Everyone').waitFor();
    await expectAccessible(admin.page);

    // The folder's link opens its contacts in the external contacts area.
    await folders.contactsLink(folderName).click();
    const adminList = new ExternalContactsPage(admin.page);
    await adminList.waitForResults();
    await adminList.headingNamed(folderName, 2).waitFor();

    const yamada = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new ExternalContactsPage(yamada.page);
    await list.open();
    await list.openFolder(folderName);
    await list.headingNamed(folderName, 2).waitFor();
    await list.text('Everyone who reads it can change its contacts.').waitFor();
    await list.addContactLink.waitFor();

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const jaFolders = new CommonContactAdminPage(ja.page);
    await jaFolders.open();
    await jaFolders.rowText(folderName, '閲覧できる全員').waitFor();
    await expectAccessible(ja.page);

    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const made = (await api.contactFolders.commonAdminList()).items.find((f) => f.folderName === folderName);
    expect(made).toMatchObject({ tenantPublic: true, usersCanEdit: true, contactCount: 0 });
    await api.contactFolders.commonDelete({ body: { folderIds: [made!.folderId] } });
    await Promise.all([admin.context.close(), yamada.context.close(), ja.context.close()]);
  });
});
