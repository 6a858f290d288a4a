import type { KizunaClient } from '@kizuna/api-client';
import type { VirtualRole } from '@kizuna/api-client/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TogoAdminPage } from '../pages/TogoAdminPage';
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

/** Gives or takes the virtual togo feature of the client's own admin account (its togo admin entry). */
async function setOwnTogoEntry(client: KizunaClient, on: boolean): Promise<void> {
  const { items } = await client.userAdmin.list({ query: { freeWord: 'admin' } });
  const self = items.find((item) => item.accountId === 'admin');
  if (!self) throw new Error('no admin account');
  const {
    userId,
    divisions,
    virtualRoles,
    createdAt: _c,
    invited: _i,
    ...fields
  } = await client.userAdmin.get({
    params: { userId: self.userId },
  });
  const others = virtualRoles.filter((role) => role !== 'V_TENANT_TOGO_AVAILABLE');
  const next: VirtualRole[] = on ? [...others, 'V_TENANT_TOGO_AVAILABLE'] : others;
  await client.userAdmin.save({
    body: {
      ...fields,
      userId,
      divisions: divisions.map(({ divisionId, main }) => ({ divisionId, main })),
      virtualRoles: next,
    },
  });
}

describe('togo administration', () => {
  it('lists the linked company, refuses an unknown code by keyboard, asks before unlinking', async () => {
    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const togo = new TogoAdminPage(admin.page);
    await togo.open();
    await togo.rowText('キズナ物流株式会社', 'Linked both ways').waitFor();
    await expectAccessible(admin.page);

    await togo.linkByKeyboard('no-such-company');
    await togo.text('No company with this code can be linked.').waitFor();
    await expectAccessible(admin.page);

    // The confirmation is reached and dismissed by keyboard; the link stays.
    await togo.askToUnlink('キズナ物流株式会社');
    await togo.confirmationSaying(/stop seeing each other's directory at once/).waitFor();
    await togo.pressEscape();
    await togo.confirmation.waitFor({ state: 'hidden' });
    await togo.row('キズナ物流株式会社').waitFor();

    for (const width of [390, 768, 1366]) {
      await togo.resize(width);
      // The frame lays itself out again for the new width (side bar or drawer) a moment later.
      await expect.poll(() => togo.overflow(), { message: `${width}px`, timeout: 5000 }).toBe(0);
    }

    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const jaTogo = new TogoAdminPage(ja.page);
    await jaTogo.open();
    await jaTogo.rowText('キズナ物流株式会社', '双方連携済み').waitFor();
    await expectAccessible(ja.page);
    await Promise.all([admin.context.close(), ja.context.close()]);
  });

  it('lists a company that linked first by name and links it back with one press', async () => {
    // Logistics links with demo from its side only: demo's admin then sees it waiting.
    const logistics = await signInThroughApi(DEMO_ACCOUNTS.logisticsAdmin);
    await setOwnTogoEntry(logistics, true);
    const demo = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const [linked] = (await demo.groupCompanyAdmin.list()).items;
    if (!linked) throw new Error('demo has no group company');
    await demo.groupCompanyAdmin.unlink({ params: { groupTenantId: linked.groupTenantId } });
    const logisticsAgain = await signInThroughApi(DEMO_ACCOUNTS.logisticsAdmin);
    await logisticsAgain.groupCompanyAdmin.link({ body: { tenantCode: 'demo' } });
    await setOwnTogoEntry(logisticsAgain, false);

    const admin = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const togo = new TogoAdminPage(admin.page);
    await togo.open();
    await togo.incomingRowText('キズナ物流株式会社', 'Wants to link').waitFor();
    await expectAccessible(admin.page);
    await togo.linkBack('キズナ物流株式会社');
    await togo.text('Linked with キズナ物流株式会社 both ways.').waitFor();
    await togo.incoming.waitFor({ state: 'hidden' });
    await togo.rowText('キズナ物流株式会社', 'Linked both ways').waitFor();
    await admin.context.close();
  });
});
