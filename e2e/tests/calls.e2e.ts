import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KizunaClient } from '@kizuna/api-client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { CallBar } from '../pages/CallBar';
import { HomePage } from '../pages/HomePage';
import { InternalContactDetailPage } from '../pages/InternalContactDetailPage';
import { LoginPage } from '../pages/LoginPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser, newPage } from '../support/browser';
import { baseURL, DEMO_ACCOUNTS } from '../support/environment';
import type { Account } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

const A_NAME = '管理 花子';
const B_NAME = '山田 太郎';
/** C: a colleague of demo whose password e2e/run.mjs sets, so their history is read as them. */
const C_ACCOUNT = { tenantCode: 'demo', accountId: 'kobayashi.kaori', password: 'Kizuna-User3' };
const C_NAME = '小林 香織';

let browser: Browser;
let apiA: KizunaClient;
let apiB: KizunaClient;
let apiC: KizunaClient;
/** Directory ids by extension, and C: a colleague with a line who is neither A nor B. */
const people = { b: 0, a: 0, cExtension: '', cName: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  [apiA, apiB, apiC] = await Promise.all([
    signInThroughApi(DEMO_ACCOUNTS.demoAdmin),
    signInThroughApi(DEMO_ACCOUNTS.demoUser),
    signInThroughApi(C_ACCOUNT),
  ]);
  for (let id = 1; id < 40 && (!people.a || !people.b || !people.cExtension); id += 1) {
    const person = await apiA.internalContacts.detail({ params: { contactId: id } }).catch(() => null);
    if (!person?.extensionNum) continue;
    if (person.extensionNum === '1000') people.a = person.contactId;
    else if (person.extensionNum === '1001') people.b = person.contactId;
    else if (person.fullname === C_NAME) {
      people.cExtension = person.extensionNum;
      people.cName = person.fullname;
    }
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Ends whatever a test left on the lines of A, B and C, so the next one starts idle. */
async function hangUpAll(): Promise<void> {
  for (const api of [apiA, apiB, apiC]) {
    for (let tries = 0; tries < 5; tries += 1) {
      const line = await api.calls.localPhoneStatus();
      if (line.self.status === 'IDLE') break;
      await api.calls.endCall({ query: {} }).catch(() => undefined);
    }
  }
}
beforeEach(hangUpAll);

/**
 * A page whose WebSocket never connects, as behind a proxy that drops upgrades: every socket
 * closes abnormally (1006) right away, so the app falls back to polling.
 */
const SOCKETS_DOWN = `(() => {
  window.WebSocket = class extends EventTarget {
    constructor() {
      super();
      this.readyState = 0;
      setTimeout(() => {
        this.readyState = 3;
        this.onclose?.(new CloseEvent('close', { code: 1006, wasClean: false }));
      }, 0);
    }
    send() {}
    close() {}
  };
})();`;

async function signedIn(
  account: Account,
  options: { socketsDown?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; bar: CallBar }> {
  const session = await newPage(browser);
  if (options.socketsDown) await session.context.addInitScript(SOCKETS_DOWN);
  const login = new LoginPage(session.page);
  await login.open();
  await login.signIn(account);
  await new HomePage(session.page).heading.waitFor();
  return { ...session, bar: new CallBar(session.page) };
}

async function expectLine(page: Page, state: string) {
  await new CallBar(page).waitForLine(state);
}

/** An outside number calls an extension through the operator route of the running server. */
async function ringFromOutside(to: string, from: string): Promise<Response> {
  const dataDir = process.env.KIZUNA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('KIZUNA_E2E_DATA_DIR is set by e2e/run.mjs');
  const token = await readFile(path.join(dataDir, 'operator.token'), 'utf8');
  return fetch(`${baseURL()}/operator/pbx/ring`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Kizuna-Operator-Token': token },
    body: JSON.stringify({ tenant: 'demo', to, from }),
  });
}

describe('calls between two people of demo', () => {
  it('A calls B from the directory; B answers from the popup; hold, resume, transfer to C; history', async () => {
    expect(people.cExtension).not.toBe('');
    const a = await signedIn(DEMO_ACCOUNTS.demoAdmin);
    const b = await signedIn(DEMO_ACCOUNTS.demoUser);
    await Promise.all([expectLine(a.page, 'Idle'), expectLine(b.page, 'Idle')]);
    await b.bar.note('Live').waitFor();

    await a.page.goto(`/front/internalContacts/detail/${people.b}`);
    await new InternalContactDetailPage(a.page).waitForLoaded(B_NAME);
    await new InternalContactDetailPage(a.page).call('Extension 1001');

    await b.bar.popup.waitFor();
    await expect(b.bar.popup.textContent()).resolves.toContain(A_NAME);
    await expectLine(b.page, 'Ringing');
    await expectAccessible(b.page);
    // The popup takes the focus to Answer: the keyboard answers.
    await b.page.keyboard.press('Enter');
    await Promise.all([expectLine(a.page, 'Talking'), expectLine(b.page, 'Talking')]);
    await b.bar.popup.waitFor({ state: 'detached' });
    // The popup gone, the focus is back on the page (where it was, or the call bar), not the body.
    await expect.poll(() => b.bar.focused()).not.toBe('body');
    await expectAccessible(a.page);

    await a.bar.button('Hold').click();
    await expectLine(a.page, 'On hold');
    await a.bar.button('Resume').click();
    await expectLine(a.page, 'Talking');

    await a.bar.transfer(people.cExtension, () => expectAccessible(a.page));
    await expectLine(a.page, 'Idle');
    await b.bar.otherParty(people.cExtension).waitFor();

    // C, signed in as themselves, answers on their line; B now talks to C.
    await expect.poll(async () => (await apiC.calls.localPhoneStatus()).self.status).toBe('RINGING');
    const cLine = await apiC.calls.localPhoneStatus();
    expect(cLine.incomingCallContact).toMatchObject({ fromNum: '1001', fullname: B_NAME });
    await apiC.calls.answerCall({ query: {} });
    await expectLine(b.page, 'Talking');
    // B hangs up from the keyboard: the focus goes to the idle bar's dial pad, not to the page body.
    await b.bar.button('End call').focus();
    await b.page.keyboard.press('Enter');
    await expectLine(b.page, 'Idle');
    await expect.poll(() => b.bar.focusedText()).toBe('Dial…');
    await expect.poll(async () => (await apiC.calls.localPhoneStatus()).self.status).toBe('IDLE');

    const outgoingA = await apiA.callHistory.outgoing({ query: { page: 1 } });
    expect(outgoingA.items[0]).toMatchObject({ toNum: '1001', fullname: B_NAME, callStatus: true });
    const incomingB = await apiB.callHistory.incoming({ query: { page: 1 } });
    expect(incomingB.items[0]).toMatchObject({ fromNum: '1000', fullname: A_NAME, callStatus: true });
    // The transferred call reached C from B, answered.
    const incomingC = await apiC.callHistory.incoming({ query: { page: 1 } });
    expect(incomingC.items[0]).toMatchObject({
      fromNum: '1001',
      toNum: people.cExtension,
      fullname: B_NAME,
      contactType: 'INTERNAL',
      callStatus: true,
    });
    await a.context.close();
    await b.context.close();
  });

  it('an outside call from a number saved as a personal contact of B pops up with that contact', async () => {
    const b = await signedIn(DEMO_ACCOUNTS.demoUser);
    await b.bar.note('Live').waitFor();
    // The seed keeps 吉田 真由美 (03-5555-0901) in yamada.taro's personal folder.
    const rung = await ringFromOutside('1001', '03-5555-0901');
    expect(rung.status).toBe(200);
    await b.bar.popup.waitFor();
    const text = await b.bar.popup.textContent();
    expect(text).toContain('吉田 真由美');
    expect(text).toContain('よしだ税理士事務所');
    await b.bar.decline();
    await expectLine(b.page, 'Idle');

    // A number nobody saved offers to save it.
    await ringFromOutside('1001', '06-7777-8888');
    await b.bar.popup.waitFor();
    await expect(b.bar.popup.textContent()).resolves.toContain('Not in your contacts');
    const save = b.bar.saveAsContactLink;
    await save.waitFor();
    await expect(save.textContent()).resolves.toBe('Save as contact');
    await expect(save.getAttribute('href')).resolves.toMatch(
      /^\/front\/externalContacts\/personal\/add\/\d+\?phoneNumber=0677778888$/,
    );
    await expectAccessible(b.page);
    await b.bar.decline();
    await expectLine(b.page, 'Idle');
    await b.context.close();
  });

  it('a rejected number never rings', async () => {
    // B's own rejection list: B rejects A's extension.
    const owner = apiB;
    await owner.callSettings.insertRejection({ body: { fromNumber: '1000', remarks: 'e2e' } });
    try {
      const a = await signedIn(DEMO_ACCOUNTS.demoAdmin);
      const b = await signedIn(DEMO_ACCOUNTS.demoUser);
      await b.bar.note('Live').waitFor();
      await a.page.goto(`/front/internalContacts/detail/${people.b}`);
      await new InternalContactDetailPage(a.page).waitForLoaded(B_NAME);
      await new InternalContactDetailPage(a.page).call('Extension 1001');
      await b.page.waitForTimeout(2000);
      expect(await b.bar.popup.count()).toBe(0);
      await expectLine(b.page, 'Idle');
      await a.context.close();
      await b.context.close();
    } finally {
      const list = await owner.callSettings.rejections({ query: { page: 1 } });
      const ids = list.items.filter((row) => row.fromNumber === '1000').map((row) => row.callRejectionId);
      if (ids.length > 0) await owner.callSettings.deleteRejections({ body: { callRejectionIds: ids } });
    }
  });

  it('a refused call shows its code and what to do', async () => {
    const a = await signedIn(DEMO_ACCOUNTS.demoAdmin);
    await a.bar.note('Live').waitFor();
    // A line cannot call itself: the phone system answers ADDRESS_NOT_EXIST.
    await a.page.goto(`/front/internalContacts/detail/${people.a}`);
    await new InternalContactDetailPage(a.page).waitForLoaded(A_NAME);
    await new InternalContactDetailPage(a.page).call('Extension 1000');
    const alert = a.bar.alert;
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(
      'The number does not exist. Please contact your administrator. (ADDRESS_NOT_EXIST)',
    );
    await expectAccessible(a.page);
    await a.context.close();
  });

  it('with the events socket down the line is polled every 10 s, the popup still comes, and polling stops when the session ends', async () => {
    const b = await signedIn(DEMO_ACCOUNTS.demoUser, { socketsDown: true });
    const polls: number[] = [];
    b.page.on('request', (request) => {
      if (request.url().endsWith('/api/browser/pbx/cucmApi/localPhoneStatus')) polls.push(Date.now());
    });
    await b.bar.note('Checking every 10 seconds').waitFor({ timeout: 15_000 });
    await expect.poll(() => polls.length, { timeout: 25_000, interval: 500 }).toBeGreaterThanOrEqual(2);
    const gap = (polls[1] ?? 0) - (polls[0] ?? 0);
    expect(gap).toBeGreaterThan(9_000);
    expect(gap).toBeLessThan(12_000);

    await apiA.calls.directCall({ body: { destination: '1001' } });
    await b.bar.popup.waitFor({ timeout: 15_000 });
    await expect(b.bar.popup.textContent()).resolves.toContain(A_NAME);
    await b.bar.decline();
    await expectLine(b.page, 'Idle');

    await b.context.clearCookies({ name: 'KIZUNA_SESSION' });
    await new AppShell(b.page).sessionTimedOut.waitFor({ timeout: 15_000 });
    const atExpiry = polls.length;
    await b.page.waitForTimeout(12_000);
    expect(polls.length).toBe(atExpiry);
    await b.context.close();
  });
});
