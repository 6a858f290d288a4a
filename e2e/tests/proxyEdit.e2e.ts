import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditDelegationSection } from '../pages/EditDelegationSection';
import { InternalContactDetailPage } from '../pages/InternalContactDetailPage';
import { UsersAdminPage } from '../pages/UsersAdminPage';
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

describe('delegated editing (proxy edit)', () => {
  it('an admin delegates two people to a colleague, who then edits one of them and no one else', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const secretaryApi = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const secretary = await secretaryApi.principal.userInfo();
    const adminId = (await api.principal.userInfo()).userId;
    const people = (
      await api.userAdmin.list({ query: { userType: 'REGULAR_USER', status: 'enabled', size: 20 } })
    ).items.filter((person) => person.userId !== secretary.userId && person.userId !== adminId);
    const [first, second, outsider] = people;
    if (!first || !second || !outsider) throw new Error('the demo tenant has too few people');

    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    await new UsersAdminPage(admin.page).openPerson(secretary.userId, secretary.fullname);
    const delegation = new EditDelegationSection(admin.page);
    await delegation.section.waitFor();
    await delegation.choosePerson(first.accountId, first.fullname);
    await delegation.choosePerson(second.accountId, second.fullname);
    await delegation.delegate();
    await delegation.listed(first.fullname).waitFor();
    await delegation.listed(second.fullname).waitFor();
    await expectAccessible(admin.page);

    // The colleague sees Edit on the first person's page and changes their remarks.
    const colleague = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const detail = new InternalContactDetailPage(colleague.page);
    await colleague.page.goto(`/front/internalContacts/detail/${first.userId}`);
    await detail.waitForLoaded(first.fullname);
    const remarks = `代理で更新 ${Date.now()}`;
    await detail.editButton(`Edit ${first.fullname}'s directory information`).click();
    await detail.editField('Remarks').fill(remarks);
    await expectAccessible(colleague.page);
    await detail.saveEdit();
    expect((await api.internalContacts.detail({ params: { contactId: first.userId } })).remarks).toBe(
      remarks,
    );

    // Someone outside the grant: no Edit.
    await colleague.page.goto(`/front/internalContacts/detail/${outsider.userId}`);
    await detail.waitForLoaded(outsider.fullname);
    expect(await detail.anyEditButton.count()).toBe(0);

    // The admin ends one grant on the page; the other stays.
    await delegation.revokeButton(first.fullname).click();
    await delegation.listed(first.fullname).waitFor({ state: 'detached' });
    const left = (await api.userAdmin.editDelegations()).items.filter(
      (item) => item.delegate.userId === secretary.userId,
    );
    expect(left.map((item) => item.target.kind === 'USER' && item.target.userId)).toEqual([second.userId]);
    for (const item of left)
      await api.userAdmin.revokeEditDelegation({ params: { delegationId: item.delegationId } });
    await Promise.all([admin.context.close(), colleague.context.close()]);
  });
});
