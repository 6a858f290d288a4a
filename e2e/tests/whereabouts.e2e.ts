import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalContactsPage } from '../pages/InternalContactsPage';
import { WhereaboutsBoardPage, WhereaboutsParts } from '../pages/WhereaboutsBoardPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible, expectAccessibleWithin } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';
import { signedInThroughApi } from '../support/signedInThroughApi';

const YAMADA = '山田 太郎';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('whereabouts', () => {
  it('yamada sets “in a meeting” from the top bar; a colleague sees it in the directory and on the board', async () => {
    const yamadaApi = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    await yamadaApi.userDest.reset();
    const yamadaId = (await yamadaApi.principal.userInfo()).userId;
    const detail = await yamadaApi.internalContacts.detail({ params: { contactId: yamadaId } });
    const division = detail.divisions[0]!;

    // The administrator shows the whereabouts column in the directory, as a company chooses to.
    const adminApi = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const company = await adminApi.companyAdmin.get();
    await adminApi.companyAdmin.save({
      body: { ...company, viewColumns: [...company.viewColumns, 'DESTINATION'] },
    });
    try {
      // The colleague has yamada's division open in the directory before yamada changes anything.
      const colleague = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
      const directory = new InternalContactsPage(colleague.page);
      await directory.open(`?divisionId=${division.divisionId}`);
      const seen = new WhereaboutsParts(colleague.page);
      await seen.directoryRow(YAMADA).waitFor();
      expect(await seen.directoryRow(YAMADA).textContent()).not.toContain('In a meeting');

      const yamada = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
      const mine = new WhereaboutsParts(yamada.page);
      await mine.myDestination('Not set').click();
      // The menu's part loads on first use: check it once it is open.
      await mine.waitForMenu();
      await expectAccessibleWithin(yamada.page, mine.menuSelector);
      await mine.choose('In a meeting');
      await mine.myDestination('In a meeting').waitFor();

      // Live, through the events socket: no reload on the colleague's side.
      await seen.directoryRowSaying(YAMADA, 'In a meeting').waitFor();
      await expectAccessible(colleague.page);

      await seen.openBoard();
      const board = new WhereaboutsBoardPage(colleague.page);
      await board.titled('Whereabouts board').waitFor();
      await board.tileSaying(YAMADA, 'In a meeting').waitFor();
      await expectAccessible(colleague.page);

      await yamadaApi.userDest.setCurrent({ body: { kind: 'BUSINESS_TRIP' } });
      await board.tileSaying(YAMADA, 'On a business trip').waitFor();

      await yamadaApi.userDest.reset();
      await yamada.context.close();
      await colleague.context.close();
    } finally {
      await adminApi.companyAdmin.save({ body: company });
    }
  });

  it('the board reads in Japanese and fits a phone, a tablet and a laptop', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const yamadaId = (await api.principal.userInfo()).userId;
    const detail = await api.internalContacts.detail({ params: { contactId: yamadaId } });
    const divisionId = detail.divisions[0]!.divisionId;
    const { context, page } = await signedInThroughApi(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    const board = new WhereaboutsBoardPage(page);
    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
      await board.open(divisionId);
      await board.titled('行き先掲示板').waitFor();
      await board.tile(YAMADA).waitFor();
      expect(await board.fitsWidth(), `no horizontal scrolling at ${width} px`).toBe(true);
    }
    await expectAccessible(page);
    await context.close();
  });
});
