import type { KizunaClient } from '@kizuna/api-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { CallHistoryPage } from '../pages/CallHistoryPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';

/** An outside number only this file dials, so its rows are ours whatever else ran before. */
const OUTSIDE = `03${String(Date.now()).slice(-8)}`;

let browser: Browser;
let yamada: KizunaClient;
let admin: KizunaClient;

beforeAll(async () => {
  browser = await launchBrowser();
  [yamada, admin] = await Promise.all([
    signInThroughApi(DEMO_ACCOUNTS.demoUser),
    signInThroughApi(DEMO_ACCOUNTS.demoAdmin),
  ]);
  // A real call between two users on the simulated PBX: 山田 (1001) calls admin (1000), who answers.
  await yamada.calls.directCall({ body: { destination: '1000' } });
  await admin.calls.answerCall();
  await yamada.calls.endCall();
  // And one to an outside number nobody knows, which nobody answers.
  await yamada.calls.directCall({ body: { destination: OUTSIDE } });
  await yamada.calls.endCall();
});

afterAll(async () => {
  await browser?.close();
});

describe('call history', () => {
  it('shows the real calls: the colleague by name with a link, the unknown number to save or block', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const history = new CallHistoryPage(page);
    await history.open('outgoing');
    expect(await history.tab('Outgoing calls').getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);

    const outgoing = await yamada.callHistory.outgoing({ query: { page: 1, size: 30 } });
    const toAdmin = outgoing.items.find((item) => item.partyNum.replace(/\D/g, '') === '1000');
    expect(toAdmin?.callStatus).toBe(true);
    const adminRow = history.rows(toAdmin!.fullname!).first();
    await adminRow.waitFor();
    expect(await adminRow.textContent()).toContain('Answered');
    expect(await adminRow.textContent()).toMatch(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(await history.rowLink(toAdmin!.fullname!, toAdmin!.fullname!).getAttribute('href')).toBe(
      `/front/internalContacts/detail/${toAdmin!.contactId}`,
    );

    const unknownRow = history.rows(OUTSIDE);
    const unknownCall = outgoing.items.find((item) => item.partyNum === OUTSIDE);
    expect(unknownCall?.contactType).toBe('UNKNOWN');
    expect(await unknownRow.textContent()).toContain('Unknown');
    expect(await unknownRow.textContent()).toContain(unknownCall?.callStatus ? 'Answered' : 'Missed');
    const save = history.saveAsContactLink(OUTSIDE);
    const href = new URL((await save.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toMatch(/^\/front\/externalContacts/);
    expect(href.searchParams.get('phoneNumber')).toBe(OUTSIDE);

    // The tabs switch direction through the address.
    await history.tab('Incoming calls').click();
    await page.waitForURL('**/front/callHistory/incoming');
    await history.table('Incoming calls').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('calls back through the phone system: the colleague’s phone rings', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const history = new CallHistoryPage(page);
    await history.open('outgoing');
    await history.callBackButton('1000').click();
    await history.text('Calling 1000…').waitFor();
    const line = await admin.calls.localPhoneStatus();
    expect(JSON.stringify(line)).toContain('RINGING');
    await yamada.calls.endCall();
    await context.close();
  });

  it('blocks the unknown number after confirmation: it joins the call rejection list', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const history = new CallHistoryPage(page);
    await history.open('outgoing');
    await history.blockButton(OUTSIDE).click();
    expect(await history.confirmDialog().textContent()).toContain(
      `Calls from ${OUTSIDE} will be rejected from now on.`,
    );
    await history.confirm('Block');
    await history.text(`Calls from ${OUTSIDE} will be rejected.`).waitFor();
    const rejections = await yamada.callSettings.rejections({ query: { page: 1 } });
    expect(rejections.items.map((entry) => entry.fromNumber)).toContain(OUTSIDE);
    await context.close();
  });

  it('deletes a selected call after confirmation, and it stays deleted', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const history = new CallHistoryPage(page);
    await history.open('outgoing');
    const row = history.rows(OUTSIDE);
    await history.selectionCell(OUTSIDE).click();
    expect(await row.getAttribute('aria-selected')).toBe('true');
    await history.button('Delete 1 selected').click();
    await history.confirm('Delete');
    await history.text('The call was deleted from the history.').waitFor();
    await row.waitFor({ state: 'detached' });
    const outgoing = await yamada.callHistory.outgoing({ query: { page: 1, size: 30 } });
    expect(outgoing.items.some((item) => item.partyNum === OUTSIDE)).toBe(false);
    await page.reload();
    await history.table().waitFor();
    expect(await history.rows(OUTSIDE).count()).toBe(0);
    await context.close();
  });

  it('reads in Japanese and passes axe there; an unknown direction is the 404 page', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
    const history = new CallHistoryPage(page);
    await history.open('incoming');
    await new AppShell(page).chooseLanguage('日本語');
    await history.headingNamed('通話履歴').waitFor();
    await history.tab('着信履歴').waitFor();
    await expectAccessible(page);
    await history.tab('発信履歴').click();
    await history.table('発信履歴').waitFor();
    await expectAccessible(page);

    await page.goto('/front/callHistory/missed');
    await history.headingNamed('ページが見つかりません').waitFor();
    await context.close();
  });
});
