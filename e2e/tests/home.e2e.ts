import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../packages/app/src/i18n/locales/en.json';
import enPages from '../../packages/app/src/i18n/locales/en.pages.json';
import { HomePage } from '../pages/HomePage';
import { InternalContactsPage } from '../pages/InternalContactsPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

let browser: Browser;
let yamada: KizunaClient;

/**
 * A message key shown as it is (`talk.badge.unread`): i18next's answer for a key whose part of the
 * catalogue is not loaded. Home loads only the catalogue's `app` part.
 */
const SHOWN_KEY = new RegExp(`\\b(${[...Object.keys(en), ...Object.keys(enPages)].join('|')})\\.[A-Za-z]`);

beforeAll(async () => {
  browser = await launchBrowser();
  yamada = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
  // admin (1000) rings 山田 (1001) on the simulated PBX and hangs up before anyone answers.
  const caller = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
  await caller.calls.directCall({ body: { destination: '1001' } });
  await caller.calls.endCall();
});

afterAll(async () => {
  await browser?.close();
});

describe('home dashboard', () => {
  it('shows search, favourite groups, recent calls and notices, each with its own data', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const home = new HomePage(page);
    expect(await home.cardNames()).toEqual([
      'Search the internal directory',
      'Favourite groups',
      'Recent calls',
      'Notices',
    ]);

    // The first group with colleagues, its people with presence in words.
    const groups = (await yamada.contactGroups.allList()).items;
    const group = groups.find((item) => item.internalCount > 0);
    expect(group, 'the demo seed gives yamada.taro a group with colleagues').toBeDefined();
    const [first] = (await yamada.contactGroups.internalContacts({ params: { groupId: group!.groupId } }))
      .items;
    await home.favouritePerson(first!.fullname).waitFor();

    // The missed call is the newest, marked in words, with call back.
    const [missed] = (await yamada.callHistory.incoming({ query: { page: 1 } })).items;
    expect(missed?.callStatus).toBe(false);
    await home.newestCallMissedMark.waitFor();
    expect(await home.recentCalls.first().textContent()).toContain(missed!.fullname);
    await home.callBackButton(missed!.partyNum).waitFor();

    await home.waitForNotices();
    expect(await home.shownText()).not.toMatch(SHOWN_KEY);
    await expectAccessible(page);

    // Enter in the search opens the internal directory with the results.
    await home.searchDirectory('管理 花子');
    await page.waitForURL((url) => url.pathname === '/front/internalContacts');
    const directory = new InternalContactsPage(page);
    expect(await directory.names()).toContain('管理 花子');
    await context.close();
  });

  it('is one column of the same cards on a phone, in Japanese', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.trialAdmin, 'ja-JP');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/front/home');
    const home = new HomePage(page);
    expect(await home.cardNames()).toEqual([
      '社内電話帳を検索',
      'お気に入りグループ',
      '最近の通話',
      'お知らせ',
    ]);
    expect(await home.fitsWidth()).toBe(true);
    expect(await home.shownText()).not.toMatch(SHOWN_KEY);
    await expectAccessible(page);
    await context.close();
  });
});
