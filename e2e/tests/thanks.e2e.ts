import { readFile } from 'node:fs/promises';
import type { KizunaClient } from '@kizuna/api-client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThanksAdminPage, ThanksPage } from '../pages/ThanksPage';
import { signInThroughApi } from '../support/apiSession';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';
import { signedIn } from '../support/signedIn';
import { signedInThroughApi } from '../support/signedInThroughApi';

/** C: a colleague of demo whose password e2e/run.mjs sets. */
const C_ACCOUNT = { tenantCode: 'demo', accountId: 'kobayashi.kaori', password: 'Kizuna-User3' };
const B_NAME = '山田 太郎';
const C_NAME = '小林 香織';
const MARK = `${Date.now()}`;
const MESSAGE = `提案書の仕上げ、本当に助かりました ${MARK} ＃感謝 #チームワーク`;
const POINTS_EACH = 10;

let browser: Browser;
let apiB: KizunaClient;
let apiC: KizunaClient;
const contexts: BrowserContext[] = [];
/** B (yamada.taro, en) sends; C (kobayashi.kaori, ja) receives. */
let b: ThanksPage;
let c: ThanksPage;
let pageB: Page;
let pageC: Page;
/** Each receiver's name and the line under it in the send form (reading · position). */
let receivers: { fullname: string; detail: string }[] = [];
let receivedBefore = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  apiB = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
  const sessionC = await signedInThroughApi(browser, C_ACCOUNT, 'ja-JP');
  apiC = sessionC.api;
  const cContactId = (await apiC.principal.userInfo()).contactId;
  const found = await apiB.internalContacts.searchByFreeWord({
    query: { page: 1, size: 30 },
    body: { freeWord: '' },
  });
  const named = await apiB.internalContacts.searchByFreeWord({
    query: { page: 1, size: 30 },
    body: { freeWord: C_NAME },
  });
  const cPerson = named.items.find((person) => person.contactId === cContactId);
  const other = found.items.find((person) => ![B_NAME, C_NAME, '管理 花子'].includes(person.fullname));
  if (!cPerson || !other) throw new Error('the demo directory needs C and another colleague');
  receivers = [cPerson, other].map((person) => ({
    fullname: person.fullname,
    detail: [person.fullnameKana, person.position].filter(Boolean).join(' · '),
  }));
  const sessionB = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
  receivedBefore = (await apiC.principal.thanksPointStatus()).receivedPoint;
  contexts.push(sessionB.context, sessionC.context);
  [pageB, pageC] = [sessionB.page, sessionC.page];
  b = new ThanksPage(pageB);
  c = new ThanksPage(pageC);
  // C is on the feed before the card is sent: it arrives there with a toast.
  await Promise.all([b.open(), c.open()]);
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('thanks cards', () => {
  it('the feed passes axe in English and Japanese', async () => {
    await b.points(/^Points you can send this week$/);
    await c.points(/^今週送れるポイント$/);
    await expectAccessible(pageB);
    await expectAccessible(pageC);
  });

  it('yamada sends a card with points and a stamp to two colleagues; the points leave', async () => {
    const sendable = await b.points(/^Points you can send this week$/);
    await b.button('Send thanks').click();
    for (const receiver of receivers) await b.pickReceiver(receiver.fullname, receiver.detail);
    await b.dialogField('Message').fill(MESSAGE);
    await b.dialogText('Hashtags: #感謝 #チームワーク').waitFor();
    await b.dialogField('Points for each person').fill(String(POINTS_EACH));
    await b.firstStamp.check({ force: true });
    await expectAccessible(pageB);
    await b.dialogButton('Send').click();
    // The receiver on the feed is told at once, with a toast that closes by itself later.
    await Promise.all([
      b.text('Your thanks card was sent.').waitFor(),
      c.text(`${B_NAME} さんからサンクスカードが届きました`).first().waitFor(),
    ]);
    await b.card(MARK).waitFor();
    await expect.poll(() => b.points(/^Points you can send this week$/)).toBe(sendable - 2 * POINTS_EACH);
  });

  it('on a laptop the send form shows its Send button without scrolling, in English and Japanese', async () => {
    for (const [locale, open, send] of [
      ['en-US', 'Send thanks', 'Send'],
      ['ja-JP', 'サンクスを送る', '送信'],
    ] as const) {
      const { context, page } = await signedInThroughApi(browser, DEMO_ACCOUNTS.demoUser, locale);
      contexts.push(context);
      await page.setViewportSize({ width: 1366, height: 768 });
      const thanks = new ThanksPage(page);
      await thanks.open();
      await thanks.button(open).click();
      // Two receivers chosen: their chips make the form taller still.
      for (const receiver of receivers) await thanks.pickReceiver(receiver.fullname, receiver.detail);
      await thanks.dialogField(/^(Message|メッセージ)/).fill(MESSAGE);
      await expect.poll(() => thanks.onScreen(thanks.dialogButton(send))).toBe(true);
      await expectAccessible(page);
      await thanks.dialogButton(/^(Cancel|キャンセル)$/).click();
      await thanks.dialog.waitFor({ state: 'detached' });
      await context.close();
    }
  });

  it('the receiver sees the card live, reacts and likes it, and has the points', async () => {
    // The card joined C's open feed without a reload.
    await c.card(MARK).waitFor();
    const wellDone = c.cardButton(MARK, 'よくできました');
    await wellDone.click();
    await expect.poll(() => wellDone.getAttribute('aria-pressed')).toBe('true');
    const like = c.cardButton(MARK, /^いいね/);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await apiC.principal.thanksPointStatus()).receivedPoint)
      .toBe(receivedBefore + POINTS_EACH);
    // The sender sees the reaction and the like once the feed loads again.
    await b.open();
    await b.cardText(MARK, 'Well done').waitFor();
    await b.cardButton(MARK, /^Like \(1 like\)$/).waitFor();
  });
});

describe('thanks administration', () => {
  it('changes the weekly limit, adds a stamp and downloads a log with Japanese headers, axe in en and ja', async () => {
    const en = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    const ja = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin, 'ja-JP');
    contexts.push(en.context, ja.context);
    const admin = new ThanksAdminPage(en.page);
    const apiAdmin = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    const limit = (await apiAdmin.thanksAdmin.settings()).pointLimit === 500 ? 600 : 500;

    await admin.open('settings');
    await expectAccessible(en.page);
    await admin.field('Weekly point limit').fill('99');
    await admin.button('Save').click();
    await admin.text('Enter 100 or more.').waitFor();
    await admin.field('Weekly point limit').fill(String(limit));
    await admin.button('Save').click();
    await admin.text('The thanks settings were saved.').waitFor();
    expect((await apiAdmin.thanksAdmin.settings()).pointLimit).toBe(limit);

    const heading = `E2E ${Date.now() % 100_000}`;
    await admin.open('stamps');
    await expectAccessible(en.page);
    await admin.button('Add stamp').click();
    await admin.dialogField('Name').fill(`  ${heading}  `);
    await admin.dialogButton('Save').click();
    await admin.stampRow(heading).waitFor();

    await admin.open('logs');
    await expectAccessible(en.page);
    const [download] = await Promise.all([en.page.waitForEvent('download'), admin.button(/^Cards$/).click()]);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\n', 1)[0]).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);

    const adminJa = new ThanksAdminPage(ja.page);
    for (const part of ['settings', 'stamps', 'logs'] as const) {
      await adminJa.open(part);
      await expectAccessible(ja.page);
    }
  }, 300_000);
});
