import type { KizunaClient } from '@kizuna/api-client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../pages/AppShell';
import { TalkPage } from '../pages/TalkPage';
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

/** An 8×8 indigo PNG, enough for a thumbnail. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPQsFmAFTEMLQkASD9BAaEG1wgAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let apiB: KizunaClient;
const contexts: BrowserContext[] = [];
/** B (yamada.taro, en) and C (kobayashi.kaori, ja) each on the talk page, side by side. */
let b: TalkPage;
let c: TalkPage;
let pageB: Page;
let pageC: Page;
let roomId = 0;
/** Two more colleagues who can talk, for the group. */
let others: { contactId: number; fullname: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  apiB = await signInThroughApi(DEMO_ACCOUNTS.demoUser);
  const search = (freeWord: string) =>
    apiB.internalContacts.searchByFreeWord({ query: { page: 1, size: 30 }, body: { freeWord } });
  const [found, named] = await Promise.all([search(''), search(C_NAME)]);
  const colleague = named.items.find((person) => person.fullname === C_NAME);
  if (!colleague) throw new Error(`${C_NAME} is not in the demo directory`);
  others = found.items
    .filter((person) => ![B_NAME, C_NAME, '管理 花子'].includes(person.fullname))
    .slice(0, 2)
    .map(({ contactId, fullname }) => ({ contactId, fullname }));
  roomId = (await apiB.talk.create({ body: { contactIds: [colleague.contactId] } })).talkRoomId;
  const sessionB = await signedIn(browser, DEMO_ACCOUNTS.demoUser);
  const sessionC = await signedInThroughApi(browser, C_ACCOUNT, 'ja-JP');
  contexts.push(sessionB.context, sessionC.context);
  [pageB, pageC] = [sessionB.page, sessionC.page];
  b = new TalkPage(pageB);
  c = new TalkPage(pageC);
  await Promise.all([b.open(roomId), c.open()]);
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('talk between two people', () => {
  it('passes axe in English and Japanese', async () => {
    await b.roomTitle(C_NAME).waitFor();
    await c.roomList.waitFor();
    await expectAccessible(pageB);
    await expectAccessible(pageC);
  });

  it('shows a message on the other side without reload, and the read count rises once it is read', async () => {
    await b.send('お疲れさまです。資料は https://example.jp/plan です');
    await b.message('お疲れさまです').waitFor();
    // C's list shows the room with the message, unread, without a reload.
    await c.room(B_NAME).filter({ hasText: 'お疲れさまです' }).waitFor();
    await c.unreadBadge(B_NAME, '未読 1 件').waitFor();
    await c.room(B_NAME).click();
    await c.messageLink('お疲れさまです', 'https://example.jp/plan').waitFor();
    await b.messageMark('お疲れさまです', 'Read 1').waitFor();
    expect(pageC.url()).toContain(`#talkRoomId=${roomId}`);
    // And back: Enter sends, Shift+Enter only breaks the line.
    await c.sendLines(['了解です', '確認します']);
    await b.message('確認します').waitFor();
    expect(await b.message('確認します').innerText()).toContain('了解です\n確認します');
  });

  it('sends an image that the other side sees as a thumbnail', async () => {
    await b.attach({ name: 'floor.png', mimeType: 'image/png', buffer: PNG });
    const thumbnail = c.image('画像 floor.png');
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('src')).toMatch(/\/message\/\d+\/fileThumbnail$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('shows a participant’s face to the others of the room', async () => {
    const found = await apiB.internalContacts.searchByFreeWord({
      query: { page: 1, size: 30 },
      body: { freeWord: B_NAME },
    });
    // The directory may hold two people of that name: B is the one of B's account.
    const userId = found.items.find(
      (person) => person.accountId === DEMO_ACCOUNTS.demoUser.accountId,
    )!.userId;
    await apiB.faceImages.upload({
      params: { userId },
      body: { file: new File([PNG], 'face.png', { type: 'image/png' }) },
    });
    // A load of its own: going to the same page with only another hash keeps what it drew before.
    await pageC.goto('about:blank');
    await c.open(roomId);
    await c.button('トークの設定').click();
    const face = c.participantFace(B_NAME);
    await face.waitFor();
    expect(await face.getAttribute('src')).toBe(
      `/api/browser/gotalk/room/${roomId}/participant/${userId}/faceImage`,
    );
    await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await pageC.keyboard.press('Escape');
  });

  it('starts the talk with a colleague from the global search', async () => {
    await pageB.goto('/front/home');
    await b.globalSearch.fill(C_NAME);
    // The demo directory may hold two people of that name: either opens a talk under it.
    await b.globalSearchResult(`Talk with ${C_NAME}`).first().click();
    await b.roomTitle(C_NAME).waitFor();
    expect(pageB.url()).toMatch(/\/front\/gotalk#talkRoomId=\d+$/);
  });

  it('creates, renames, adds to and leaves a group', async () => {
    const [d, e] = others;
    if (!d || !e) throw new Error('the demo directory needs two more colleagues');
    await b.button('New group talk').click();
    await b.dialogField('Group name').fill('週次定例');
    await b.pickMember(C_NAME, C_NAME);
    await b.pickMember(d.fullname, d.fullname);
    await b.dialogButton('Create').click();
    await b.roomTitle('週次定例').waitFor();
    // C was added: the room appears in C's list at once.
    await c.room('週次定例').waitFor();

    await b.button('Talk settings').click();
    await b.dialogField('Talk name').fill('週次定例（営業）');
    await b.dialogButton('Save name').click();
    await b.pickMember(e.fullname, e.fullname);
    await b.dialogButton('Add').click();
    await b.participant(e.fullname).waitFor();
    await pageB.keyboard.press('Escape');
    await b.roomTitle('週次定例（営業）').waitFor();
    await c.room('週次定例（営業）').click();
    await c.roomTitle('週次定例（営業）').waitFor();

    await c.button('トークの設定').click();
    await c.dialogButton('このトークから退出').click();
    await c.confirm('このトークから退出');
    await c.room('週次定例（営業）').waitFor({ state: 'detached' });
    await c.text('「週次定例（営業）」から退出しました。').waitFor();
  });
});

describe('an administrator', () => {
  it('has no Talk entry and is refused by the API', async () => {
    const apiAdmin = await signInThroughApi(DEMO_ACCOUNTS.demoAdmin);
    await expect(apiAdmin.talk.list({ body: { word: '' }, query: {} })).rejects.toMatchObject({
      statusCode: 403,
    });
    const session = await signedIn(browser, DEMO_ACCOUNTS.demoAdmin);
    contexts.push(session.context);
    expect(await new AppShell(session.page).menuLabels()).not.toContain('Talk');
  });
});
