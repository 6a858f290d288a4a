import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { InternalContactDetailPage } from '../pages/InternalContactDetailPage';
import { InternalContactsPage } from '../pages/InternalContactsPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible, expectAccessibleWithin } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

const YAMADA = '山田 太郎';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('internal directory', () => {
  it('finds 山田 太郎 by half-width kana, opens the detail, and back keeps the search', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new InternalContactsPage(page);
    await list.open('?page=1');
    await expectAccessible(page);

    await list.searchFreeWord('ﾔﾏﾀﾞ');
    const url = new URL(page.url());
    expect(url.searchParams.get('apiType')).toBe('searchByFreeWord');
    expect(url.searchParams.get('freeWord')).toBe('ﾔﾏﾀﾞ');
    expect(await list.names()).toContain(YAMADA);
    const listUrl = page.url();

    await list.openDetail(YAMADA);
    const detail = new InternalContactDetailPage(page);
    await detail.waitForLoaded(YAMADA);
    expect(page.url()).toMatch(/\/front\/internalContacts\/detail\/\d+$/);
    await detail.section('Divisions').waitFor();
    await expectAccessible(page);

    await detail.backLink.click();
    await page.waitForURL(listUrl);
    await list.waitForResults();
    expect(page.url()).toBe(listUrl);
    expect(await list.names()).toContain(YAMADA);
    expect(await list.freeWordField().inputValue()).toBe('ﾔﾏﾀﾞ');

    // The browser's own back and forward walk the same way.
    await list.openDetail(YAMADA);
    await detail.waitForLoaded(YAMADA);
    await page.goBack();
    await page.waitForURL(listUrl);
    await list.waitForResults();
    expect(page.url()).toBe(listUrl);
    expect(await list.names()).toContain(YAMADA);
    await context.close();
  });

  it('the top bar’s search finds 山田 太郎 by half-width kana; Enter opens him, the last option the list', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const shell = new AppShell(page);
    await page.goto('/front/home');
    await shell.globalSearch.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('/');
    // The field gives way to the combobox once its code has loaded, keeping the focus: ask afresh.
    await expect
      .poll(() => shell.globalSearch.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.keyboard.type('ﾔﾏﾀﾞ ﾀﾛｳ');
    const yamada = shell.globalSearchResult(new RegExp(`^${YAMADA}`));
    await yamada.waitFor();
    // While the popup is open react-aria hides the rest of the page; the popup is what is read.
    await expectAccessibleWithin(page, '.kz-global-search__popover');

    // Down to 山田 太郎, wherever the people group puts him, then Enter.
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('ArrowDown');
      const active = await shell.globalSearch.getAttribute('aria-activedescendant');
      if (active && active === (await yamada.getAttribute('id'))) break;
    }
    await page.keyboard.press('Enter');
    const detail = new InternalContactDetailPage(page);
    await detail.waitForLoaded(YAMADA);
    expect(page.url()).toMatch(/\/front\/internalContacts\/detail\/\d+$/);

    await page.keyboard.press('Control+k');
    await page.keyboard.type('ﾔﾏﾀﾞ ﾀﾛｳ');
    await shell.globalSearchResult(/^See all results for “ﾔﾏﾀﾞ ﾀﾛｳ”/).click();
    await page.waitForURL((url) => url.pathname === '/front/internalContacts');
    const list = new InternalContactsPage(page);
    await list.waitForResults();
    expect(new URL(page.url()).searchParams.get('freeWord')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(await list.names()).toContain(YAMADA);
    await context.close();
  });

  it('a bookmarked search opens as it was; a direct detail URL loads once, or shows 404 for nobody', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new InternalContactsPage(page);
    await list.open(`?fullnameKana=${encodeURIComponent('ﾔﾏﾀﾞ')}&searchType=FORWARD`);
    expect(await list.names()).toContain(YAMADA);
    expect(await list.searchType('From the start').isChecked()).toBe(true);

    await page.goto('/front/internalContacts/detail/999999999');
    await list.notFoundHeading.waitFor();

    // Direct entry by URL: the route loads the person once, and the page skips its own first load.
    const detailCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/browser/internalContact/detail/')) detailCalls.push(request.url());
    });
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const me = await api.principal.userInfo();
    await page.goto(`/front/internalContacts/detail/${me.contactId}`);
    const detail = new InternalContactDetailPage(page);
    await detail.waitForLoaded(me.fullname);
    expect(detailCalls).toHaveLength(1);
    expect(await detail.backLink.getAttribute('href')).toBe('/front/internalContacts');
    await context.close();
  });

  it('filters by a division from the tree, keeps it in the URL, and counts as the server does', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const roots = (await api.divisions.roots()).items;
    const division = roots.find((d) => d.childCount > 0) ?? roots[0]!;
    const expected = await api.internalContacts.search({
      query: { page: 1, size: 30 },
      body: { divisionIds: [division.divisionId], searchType: 'PARTIAL' },
    });
    const all = await api.internalContacts.search({
      query: { page: 1, size: 30 },
      body: { searchType: 'PARTIAL' },
    });

    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new InternalContactsPage(page);
    await list.open('?page=1');
    expect(await list.totalCount()).toBe(all.totalCount);
    await list.selectDivision(division.divisionName);
    expect(new URL(page.url()).searchParams.get('divisionId')).toBe(String(division.divisionId));
    expect(await list.division(division.divisionName).getAttribute('aria-selected')).toBe('true');
    expect(await list.totalCount()).toBe(expected.totalCount);
    expect(await list.names()).toEqual(expected.items.map((item) => item.fullname));

    // Keyboard: open the division and walk into it.
    await list.division(division.divisionName).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await list.focusedDivision.getAttribute('aria-level')).toBe(division.childCount > 0 ? '2' : '1');
    await context.close();
  });

  it('shows 30 rows by default and 50 after choosing 50 per page, kept in the URL', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const total = (
      await api.internalContacts.search({ query: { page: 1, size: 30 }, body: { searchType: 'PARTIAL' } })
    ).totalCount;

    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new InternalContactsPage(page);
    await list.open('?page=1');
    expect(await list.rowCount()).toBe(Math.min(30, total));
    await list.setPageSize(50);
    expect(new URL(page.url()).searchParams.get('size')).toBe('50');
    expect(await list.rowCount()).toBe(Math.min(50, total));
    await page.reload();
    expect(await list.rowCount()).toBe(Math.min(50, total));
    await context.close();
  });

  it('opens with the last viewed divisions and remembers the next choice (LAST_DIVISION)', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const before = await api.userSettings.internalDisp();
    const roots = (await api.divisions.roots()).items;
    const parent = roots.find((d) => d.childCount > 0)!;
    const [first, second] = (await api.divisions.children({ params: { divisionId: parent.divisionId } }))
      .items;
    await api.userSettings.saveInternalDisp({
      body: { dispType: 'LAST_DIVISION', divisionIds: [first!.divisionId] },
    });
    try {
      const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
      const list = new InternalContactsPage(page);
      await page.goto('/front/internalContacts');
      await page.waitForURL((url) => url.searchParams.get('divisionId') === String(first!.divisionId));
      await list.waitForResults();
      expect(await list.division(first!.divisionName).getAttribute('aria-selected')).toBe('true');

      await list.clickDivision(second!.divisionName);
      await page.waitForURL((url) => url.searchParams.get('divisionId') === String(second!.divisionId));
      await expect
        .poll(async () => (await api.userSettings.internalDisp()).divisionIds)
        .toEqual([second!.divisionId]);
      await context.close();
    } finally {
      await api.userSettings.saveInternalDisp({ body: before });
    }
  });

  it('sets one’s own status on one’s own page with the keyboard; colleagues see it', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const me = await api.principal.userInfo();
    const before = await api.presence.myPresence();
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    try {
      await page.goto(`/front/internalContacts/detail/${me.contactId}`);
      const detail = new InternalContactDetailPage(page);
      await detail.waitForLoaded(me.fullname);
      await detail.myStatus.focus();
      await page.keyboard.press('ArrowDown');
      await detail.option('Do not disturb').waitFor();
      await page.keyboard.type('Do not');
      await page.keyboard.press('Enter');
      await detail.text('Your status is now Do not disturb.').waitFor();
      await expectAccessible(page);
      const admin = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
      const seen = await admin.internalContacts.detail({ params: { contactId: me.contactId } });
      expect(seen.presence.status).toBe('DO_NOT_DISTURB');
      // Someone else's page has no status choice.
      await page.goto(`/front/internalContacts/detail/${(await admin.principal.userInfo()).contactId}`);
      await detail.headingNamed('Presence and schedule', 2).waitFor();
      expect(await detail.myStatus.count()).toBe(0);
    } finally {
      if (before.status !== 'IN_A_CALL' && before.status !== 'UNKNOWN')
        await api.presence.setMyPresence({ body: { status: before.status } });
      await context.close();
    }
  });

  it('shows chat accounts as text without links where the tenant has chat links off (trial)', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.trialAdmin);
    expect((await api.principal.collaborationSettings()).chatLinkEnabled).toBe(false);
    const everyone = await api.internalContacts.search({
      query: { page: 1, size: 30 },
      body: { searchType: 'PARTIAL' },
    });
    let person: { id: number; name: string; client: string; account: string } | undefined;
    for (const item of everyone.items) {
      const detail = await api.internalContacts.detail({ params: { contactId: item.contactId } });
      const [chat] = detail.chats;
      if (chat) {
        person = {
          id: item.contactId,
          name: item.fullname,
          client: chat.clientName,
          account: chat.chatAccountId,
        };
        break;
      }
    }
    expect(person).toBeDefined();
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.trialAdmin);
    await page.goto(`/front/internalContacts/detail/${person!.id}`);
    const detail = new InternalContactDetailPage(page);
    await detail.waitForLoaded(person!.name);
    await detail.mainText(`${person!.client}: ${person!.account}`).waitFor();
    // Links would come with the collaboration settings' answer: none once every call is answered.
    await page.waitForLoadState('networkidle');
    expect(await detail.chatLinks(person!.name).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it('draws the tenant’s view columns with chat links, shows chat and presence sources on the detail, and names the tag filter', async () => {
    const api = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
    const { columns } = await api.principal.viewColumns();
    const first = await api.internalContacts.search({
      query: { page: 1, size: 30 },
      body: { searchType: 'PARTIAL' },
    });
    const chatting = first.items.find((item) => (item.dynamicColumns.CHAT?.chats.length ?? 0) > 0);
    expect(chatting).toBeDefined();
    const [chat] = chatting!.dynamicColumns.CHAT!.chats;

    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const list = new InternalContactsPage(page);
    await list.open('?page=1');
    const HEADERS: Record<string, string> = {
      PHONE: 'Phone',
      EMAIL: 'E-mail',
      PRESENCE: 'Presence',
      CHAT: 'Chat',
      COMMENT: 'Comment',
      SKILL: 'Skill',
      WEB_EX: 'Web meetings',
      LOCATION: 'Location',
      ANPI: 'Safety status',
    };
    const headers = await list.columnHeaders();
    for (const column of columns) if (HEADERS[column]) expect(headers).toContain(HEADERS[column]);
    // The demo tenant's Webex and location columns: a meeting room link and the phone's last position.
    const inMeetings = first.items.find((item) => item.dynamicColumns.WEB_EX?.webExUrl);
    const located = first.items.find((item) => item.dynamicColumns.LOCATION?.mobileLatitude != null);
    expect(inMeetings && located).toBeTruthy();
    for (const person of new Set([inMeetings!.fullname, located!.fullname, chatting!.fullname]))
      await list.openRowDetails(person);
    expect(
      await list.tableLink(`Webex meeting room of ${inMeetings!.fullname}`).first().getAttribute('href'),
    ).toBe(inMeetings!.dynamicColumns.WEB_EX!.webExUrl);
    await list.tableLink(`Last position of ${located!.fullname}'s phone on a map`).first().waitFor();
    const chatLink = list.tableLink(`Chat with ${chatting!.fullname} on ${chat!.clientName}`);
    expect(await chatLink.getAttribute('href')).toBe(
      `${chat!.browserSingleUriScheme}${encodeURIComponent(chat!.chatAccountId)}`,
    );

    await list.openDetail(chatting!.fullname);
    const detail = new InternalContactDetailPage(page);
    await detail.waitForLoaded(chatting!.fullname);
    await detail.chatLink(chatting!.fullname, chat!.clientName).waitFor();
    // No Microsoft 365 link on this server: the status set in Kizuna stands alone, with no note.
    await detail.text('Status in Kizuna').waitFor();
    expect(await detail.text(/^Not linked/).count()).toBe(0);
    await expectAccessible(page);

    // A profile tag opens the list filtered by it; the chip and the search panel name the tag.
    const me = await api.principal.userInfo();
    const [tag] = (
      await api.personalInfo.tags({ params: { contactId: me.contactId }, query: { tagType: 'SKILL' } })
    ).items;
    expect(tag).toBeDefined();
    await page.goto(`/front/internalContacts/detail/${me.contactId}`);
    await detail.waitForLoaded(me.fullname);
    await detail.tagLink(tag!.tagName).first().click();
    await page.waitForURL((url) => url.searchParams.get('tagId') === String(tag!.personalInfoTagId));
    await list.waitForResults();
    await list.tagFilter(tag!.tagName).waitFor();
    await list.removeTagFilterButton(tag!.tagName).waitFor();
    expect(await list.searchPanelTag.textContent()).toContain(tag!.tagName);
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['tagId']);
    expect(await list.names()).toContain(me.fullname);
    await expectAccessible(page);
    await context.close();
  });

  it('is accessible in Japanese too', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const shell = new AppShell(page);
    await shell.chooseLanguage('日本語');
    await shell.headingNamed('ホーム').waitFor();
    const list = new InternalContactsPage(page);
    await list.open('?page=1');
    await list.headingNamed('社内電話帳').waitFor();
    expect(await list.documentLanguage()).toBe('ja');
    await expectAccessible(page);
    await list.searchFreeWord('やまだ', 'ja');
    expect(await list.names()).toContain(YAMADA);
    await list.openDetail(YAMADA);
    await new InternalContactDetailPage(page).waitForLoaded(YAMADA);
    await expectAccessible(page);
    await context.close();
  });
});
