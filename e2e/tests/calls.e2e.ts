import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { KizunaClient } from '@kizuna/api-client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let browser: Browser;
let apiA: KizunaClient;
let apiB: KizunaClient;
/** Directory ids by extension, and C: a colleague with a line who is neither A nor B. */
const people = { b: 0, a: 0, cExtension: '', cName: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  [apiA, apiB] = await Promise.all([
    signInThroughApi(DEMO_ACCOUNTS.demoAdmin),
    signInThroughApi(DEMO_ACCOUNTS.demoUser),
  ]);
  for (let id = 1; id < 40 && (!people.a || !people.b || !people.cExtension); id += 1) {
    const person = await apiA.internalContacts.detail({ params: { contactId: id } }).catch(() => null);
    if (!person?.extensionNum) continue;
    if (person.extensionNum === '1000') people.a = person.contactId;
    else if (person.extensionNum === '1001') people.b = person.contactId;
    else if (!people.cExtension && person.userType === 'REGULAR_USER') {
      people.cExtension = person.extensionNum;
      people.cName = person.fullname;
    }
  }
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(browser);
  const login = new LoginPage(session.page);
  await login.open();
  await login.signIn(account);
  await new HomePage(session.page).heading.waitFor();
  return session;
}

const callBar = (page: Page) => page.getByRole('region', { name: 'Phone line' });
const popup = (page: Page) => page.getByRole('alertdialog', { name: 'Incoming call' });

async function expectLine(page: Page, state: string) {
  await callBar(page).getByRole('status').filter({ hasText: state }).waitFor({ timeout: 10_000 });
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
    await callBar(b.page).getByText('Live').waitFor();

    await a.page.goto(`/front/internalContacts/detail/${people.b}`);
    await new InternalContactDetailPage(a.page).waitForLoaded(B_NAME);
    await a.page.getByRole('button', { name: 'Call Extension 1001' }).click();

    await popup(b.page).waitFor();
    await expect(popup(b.page).textContent()).resolves.toContain(A_NAME);
    await expectLine(b.page, 'Ringing');
    await expectAccessible(b.page);
    // The popup takes the focus to Answer: the keyboard answers.
    await b.page.keyboard.press('Enter');
    await Promise.all([expectLine(a.page, 'Talking'), expectLine(b.page, 'Talking')]);
    await popup(b.page).waitFor({ state: 'detached' });
    await expectAccessible(a.page);

    await callBar(a.page).getByRole('button', { name: 'Hold' }).click();
    await expectLine(a.page, 'On hold');
    await callBar(a.page).getByRole('button', { name: 'Resume' }).click();
    await expectLine(a.page, 'Talking');

    await callBar(a.page).getByRole('button', { name: 'Transfer…' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Transfer the call' });
    await dialog.getByRole('textbox', { name: 'Number' }).fill(people.cExtension);
    await expectAccessible(a.page);
    await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectLine(a.page, 'Idle');
    await callBar(b.page).getByText(`With ${people.cExtension}`).waitFor();

    await callBar(b.page).getByRole('button', { name: 'End call' }).click();
    await expectLine(b.page, 'Idle');

    const outgoingA = await apiA.callHistory.outgoing({ query: { page: 1 } });
    expect(outgoingA.items[0]).toMatchObject({ toNum: '1001', fullname: B_NAME });
    const incomingB = await apiB.callHistory.incoming({ query: { page: 1 } });
    expect(incomingB.items[0]).toMatchObject({ fromNum: '1000', fullname: A_NAME });
    await a.context.close();
    await b.context.close();
  });

  it('an outside call from a number saved as a personal contact of B pops up with that contact', async () => {
    const b = await signedIn(DEMO_ACCOUNTS.demoUser);
    await callBar(b.page).getByText('Live').waitFor();
    // The seed keeps 吉田 真由美 (03-5555-0901) in yamada.taro's personal folder.
    const rung = await ringFromOutside('1001', '03-5555-0901');
    expect(rung.status).toBe(200);
    await popup(b.page).waitFor();
    const text = await popup(b.page).textContent();
    expect(text).toContain('吉田 真由美');
    expect(text).toContain('よしだ税理士事務所');
    await popup(b.page).getByRole('button', { name: 'Decline' }).click();
    await expectLine(b.page, 'Idle');

    // A number nobody saved offers to save it.
    await ringFromOutside('1001', '06-7777-8888');
    await popup(b.page).waitFor();
    await expect(popup(b.page).textContent()).resolves.toContain('Not in your contacts');
    const save = popup(b.page).locator('a[href*="/externalContacts/personal/add/"]');
    await save.waitFor();
    await expect(save.textContent()).resolves.toBe('Save as contact');
    await expect(save.getAttribute('href')).resolves.toMatch(
      /^\/front\/externalContacts\/personal\/add\/\d+\?phoneNumber=0677778888$/,
    );
    await expectAccessible(b.page);
    await popup(b.page).getByRole('button', { name: 'Decline' }).click();
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
      await callBar(b.page).getByText('Live').waitFor();
      await a.page.goto(`/front/internalContacts/detail/${people.b}`);
      await new InternalContactDetailPage(a.page).waitForLoaded(B_NAME);
      await a.page.getByRole('button', { name: 'Call Extension 1001' }).click();
      await b.page.waitForTimeout(2000);
      expect(await popup(b.page).count()).toBe(0);
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
    await callBar(a.page).getByText('Live').waitFor();
    // A line cannot call itself: the phone system answers ADDRESS_NOT_EXIST.
    await a.page.goto(`/front/internalContacts/detail/${people.a}`);
    await new InternalContactDetailPage(a.page).waitForLoaded(A_NAME);
    await a.page.getByRole('button', { name: 'Call Extension 1000' }).click();
    const alert = callBar(a.page).getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(
      'The number does not exist. Please contact your administrator. (ADDRESS_NOT_EXIST)',
    );
    await expectAccessible(a.page);
    await a.context.close();
  });
});
