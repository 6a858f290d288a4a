import type { KizunaClient } from '@kizuna/api-client';
import { TALK_LIMITS } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEvents } from '../../../test/connectEvents.js';
import { refusal } from '../../../test/refusal.js';
import { cookieValue, startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { hashPassword } from '../auth/index.js';

const PASSWORD = 'Kizuna-Talk1';

let server: TestServer;
let yamada: KizunaClient;
let sato: KizunaClient;
let suzuki: KizunaClient;
let outsider: KizunaClient;
let admin: KizunaClient;
const ids = { yamada: 0, sato: 0, suzuki: 0, outsider: 0, admin: 0, disabled: 0 };
const accounts: Record<'sato' | 'suzuki' | 'outsider', string> = { sato: '', suzuki: '', outsider: '' };

beforeAll(async () => {
  server = await startTestServer();
  const demo = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const people = await server.db
    .selectFrom('users')
    .select(['id', 'account_id', 'is_admin'])
    .where('tenant_id', '=', demo.id)
    .where('user_type', '=', 'REGULAR_USER')
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  const regular = people.filter((p) => !p.is_admin && p.account_id !== 'yamada.taro');
  const hash = await hashPassword(PASSWORD);
  (['sato', 'suzuki', 'outsider'] as const).forEach((name, index) => {
    accounts[name] = regular[index]!.account_id;
    ids[name] = Number(regular[index]!.id);
  });
  ids.disabled = Number(regular[3]!.id);
  await server.db
    .updateTable('users')
    .set({ password_hash: hash, password_change_reason: null })
    .where('id', 'in', [ids.sato, ids.suzuki, ids.outsider])
    .execute();
  await server.db.updateTable('users').set({ enabled: false }).where('id', '=', ids.disabled).execute();
  ids.yamada = Number(people.find((p) => p.account_id === 'yamada.taro')!.id);
  ids.admin = Number(people.find((p) => p.account_id === 'admin')!.id);
  const as = (name: 'sato' | 'suzuki' | 'outsider') =>
    server.signIn({ tenantCode: 'demo', accountId: accounts[name], password: PASSWORD });
  [yamada, sato, suzuki, outsider, admin] = await Promise.all([
    server.signIn('demoUser'),
    as('sato'),
    as('suzuki'),
    as('outsider'),
    server.signIn('demoAdmin'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

async function newGroup(title?: string) {
  return yamada.talk.createGroup({
    body: { contactIds: [ids.sato, ids.suzuki], ...(title ? { groupTalkTitle: title } : {}) },
  });
}

describe('rooms', () => {
  it('opens one one-to-one room per pair, whoever opens it', async () => {
    const room = await yamada.talk.create({ body: { contactIds: [ids.sato] } });
    expect(room).toMatchObject({
      groupTalk: false,
      readOnly: false,
      iconUserId: ids.sato,
      participantCount: 2,
    });
    const again = await sato.talk.create({ body: { contactIds: [ids.yamada] } });
    expect(again.talkRoomId).toBe(room.talkRoomId);
    expect(again.iconUserId).toBe(ids.yamada);
  });

  it('refuses oneself alone, an admin, a disabled person and someone of no tenant of ours', async () => {
    expect(await refusal(yamada.talk.create({ body: { contactIds: [ids.yamada] } }))).toEqual({
      status: 400,
      code: 'TALK_CONTACT_DISABLED',
    });
    for (const contactId of [ids.admin, ids.disabled])
      expect(await refusal(yamada.talk.create({ body: { contactIds: [contactId] } }))).toEqual({
        status: 400,
        code: 'TALK_CONTACT_DISABLED',
      });
    expect(await refusal(yamada.talk.create({ body: { contactIds: [999_999_999] } }))).toMatchObject({
      status: 404,
    });
  });

  it('makes a group of at least two others, titled by their names until it is named', async () => {
    expect(
      await refusal(yamada.talk.createGroup({ body: { contactIds: [ids.sato, ids.yamada] } })),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const group = await newGroup();
    expect(group).toMatchObject({ groupTalk: true, participantCount: 3, iconUserId: null });
    expect(group.talkRoomTitle).toContain('、');
    const renamed = await yamada.talk.rename({
      params: { talkRoomId: group.talkRoomId },
      body: { groupTalkTitle: '𠮷'.repeat(50) },
    });
    expect(renamed.talkRoomTitle).toBe('𠮷'.repeat(50));
    expect(
      await refusal(
        yamada.talk.rename({
          params: { talkRoomId: group.talkRoomId },
          body: { groupTalkTitle: '𠮷'.repeat(51) },
        }),
      ),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await sato.talk.get({ params: { talkRoomId: group.talkRoomId } })).talkRoomTitle).toBe(
      '𠮷'.repeat(50),
    );
  });

  it('does not rename or leave a one-to-one room', async () => {
    const room = await yamada.talk.create({ body: { contactIds: [ids.suzuki] } });
    const params = { talkRoomId: room.talkRoomId };
    expect(await refusal(yamada.talk.rename({ params, body: { groupTalkTitle: '名前' } }))).toEqual({
      status: 409,
      code: 'TALK_RENAME_FAILED',
    });
    expect(
      await refusal(yamada.talk.removeParticipants({ params, body: { contactIds: [ids.yamada] } })),
    ).toEqual({ status: 409, code: 'TALK_LEAVE_FAILED' });
  });

  it('answers 404 to a room one is not in, and 403 to an admin', async () => {
    const group = await newGroup('内緒の話');
    const params = { talkRoomId: group.talkRoomId };
    expect(await refusal(outsider.talk.get({ params }))).toEqual({
      status: 404,
      code: 'TALK_ROOM_NOT_FOUND',
    });
    expect(await refusal(outsider.talk.sendText({ params, body: { message: 'こんにちは' } }))).toEqual({
      status: 404,
      code: 'TALK_ROOM_NOT_FOUND',
    });
    expect((await yamada.talk.newer({ params })).messages).toEqual([]);
    expect(await refusal(admin.talk.get({ params }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(admin.talk.list({ body: { word: '' } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('finds rooms by title and by participants’ names, readings and romaji', async () => {
    const group = await newGroup('東京出張の件');
    const [person] = await yamada.talk
      .participants({ params: { talkRoomId: group.talkRoomId } })
      .then((r) => r.participants.filter((p) => p.userId === ids.suzuki));
    const found = async (word: string) =>
      (await yamada.talk.list({ body: { word } })).talkRooms.map((room) => room.talkRoomId);
    expect(await found('とうきょう出張')).not.toContain(group.talkRoomId);
    expect(await found('東京出張')).toContain(group.talkRoomId);
    expect(await found(person!.fullnameKana.replace(/\s/g, ''))).toContain(group.talkRoomId);
    const hiragana = person!.fullnameKana.replace(/[\u30A1-\u30F6]/g, (ch) =>
      String.fromCharCode(ch.charCodeAt(0) - 0x60),
    );
    expect(await found(hiragana)).toContain(group.talkRoomId);
    expect(await found('zzzz-nobody')).toEqual([]);
  });

  it('keeps favourites per user', async () => {
    const group = await newGroup('お気に入り');
    const params = { talkRoomId: group.talkRoomId };
    expect((await yamada.talk.addFavorite({ params })).favorite).toBe(true);
    const favorites = await yamada.talk.favorites({ body: { word: '' } });
    expect(favorites.talkRooms.map((room) => room.talkRoomId)).toContain(group.talkRoomId);
    expect((await sato.talk.get({ params })).favorite).toBe(false);
    expect((await yamada.talk.removeFavorite({ params })).favorite).toBe(false);
    expect(
      (await yamada.talk.list({ body: { word: '', talkRoomType: 'FAVORITE' } })).talkRooms,
    ).not.toContainEqual(expect.objectContaining({ talkRoomId: group.talkRoomId }));
  });
});

describe('messages', () => {
  it('sends, pages, counts reads and unread messages, and refuses blank text', async () => {
    const group = await newGroup('既読のテスト');
    const params = { talkRoomId: group.talkRoomId };
    const badgeBefore = (await sato.information.badge()).talk;
    const sent = [];
    for (const text of ['一つ目', '二つ目', '三つ目'])
      sent.push(await yamada.talk.sendText({ params, body: { message: text } }));
    expect(sent[0]).toMatchObject({ messageType: 'TEXT', myMessage: true, readCount: 0, message: '一つ目' });
    expect(await refusal(yamada.talk.sendText({ params, body: { message: ' 　' } }))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect((await sato.talk.get({ params })).unreadCount).toBe(3);
    expect((await sato.information.badge()).talk).toBe(badgeBefore + 3);

    const latest = await sato.talk.newer({ params, query: { size: 2 } });
    expect(latest.messages.map((m) => m.message)).toEqual(['二つ目', '三つ目']);
    expect(latest.hasMore).toBe(true);
    expect(latest.messages[0]!.myMessage).toBe(false);
    const older = await sato.talk.older({
      params,
      query: { latestMessageId: latest.messages[0]!.talkMessageId },
    });
    expect(older.messages.map((m) => m.message)).toEqual(['一つ目']);

    await sato.talk.newer({ params, query: { fromTalkMessageId: sent[0]!.talkMessageId, read: true } });
    expect((await sato.talk.get({ params })).unreadCount).toBe(0);
    expect((await sato.information.badge()).talk).toBe(badgeBefore);
    const readCount = (id: number) => yamada.talk.readCount({ params, query: { talkMessageId: id } });
    expect(await readCount(sent[2]!.talkMessageId)).toEqual({
      talkMessageId: sent[2]!.talkMessageId,
      readCount: 1,
    });
    // What was read is a mark: all up to the newest read count as read.
    expect((await readCount(sent[0]!.talkMessageId)).readCount).toBe(1);
    expect((await yamada.talk.list({ body: { word: '' } })).talkRooms[0]).toMatchObject({
      talkRoomId: group.talkRoomId,
      latestMessage: { message: '三つ目', removed: false },
    });
  });

  it('marks messages read only on a call that carries the XSRF token, not on a link from another site', async () => {
    const group = await newGroup('既読とリンク');
    const params = { talkRoomId: group.talkRoomId };
    const sent = await yamada.talk.sendText({ params, body: { message: 'リンクで既読にしない' } });
    // Sato's browser: the session and XSRF cookies, as a navigation from any site would send them.
    const xsrf = cookieValue(await fetch(`${server.url}/api/browser/auth/xsrf`), 'XSRF-TOKEN');
    const login = await fetch(`${server.url}/api/browser/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` },
      body: JSON.stringify({ tenantCode: 'demo', accountId: accounts.sato, password: PASSWORD }),
    });
    expect(login.status).toBe(204);
    const token = cookieValue(login, 'XSRF-TOKEN');
    const cookie = `XSRF-TOKEN=${token}; KIZUNA_SESSION=${cookieValue(login, 'KIZUNA_SESSION')}`;
    const get = async (query: string, header: boolean) => {
      const response = await fetch(`${server.url}/api/browser/gotalk/room/${group.talkRoomId}/${query}`, {
        headers: { Cookie: cookie, ...(header ? { 'X-XSRF-TOKEN': token } : {}) },
      });
      return { status: response.status, body: (await response.json()) as { code?: string } };
    };
    const readCount = async () =>
      (await yamada.talk.readCount({ params, query: { talkMessageId: sent.talkMessageId } })).readCount;

    for (const query of ['newer?read=true', `older?latestMessageId=${sent.talkMessageId + 1}&read=true`]) {
      expect(await get(query, false)).toMatchObject({ status: 403, body: { code: 'XSRF_TOKEN_MISSING' } });
    }
    expect((await sato.talk.get({ params })).unreadCount).toBe(1);
    expect(await readCount()).toBe(0);
    // Reading without marking needs no token, as any read.
    for (const query of ['newer', 'newer?read=false', `older?latestMessageId=${sent.talkMessageId + 1}`]) {
      expect((await get(query, false)).status).toBe(200);
    }
    expect(await readCount()).toBe(0);
    // Kizuna's own page sends the header and marks them read.
    expect((await get('newer?read=true', true)).status).toBe(200);
    expect(await readCount()).toBe(1);
    expect((await sato.talk.get({ params })).unreadCount).toBe(0);
  });

  it('lets only the sender remove a message', async () => {
    const group = await newGroup('削除');
    const params = { talkRoomId: group.talkRoomId };
    const message = await yamada.talk.sendText({ params, body: { message: '間違えました' } });
    const target = { ...params, talkMessageId: message.talkMessageId };
    expect(await refusal(sato.talk.removeMessage({ params: target }))).toEqual({
      status: 403,
      code: 'TALK_NO_PERMISSION',
    });
    const removed = await yamada.talk.removeMessage({ params: target });
    expect(removed).toMatchObject({ removed: true, message: '', notifyType: 'MESSAGE_REMOVED' });
    expect((await sato.talk.newer({ params })).messages[0]).toMatchObject({ removed: true, message: '' });
    expect(await refusal(outsider.talk.removeMessage({ params: target }))).toMatchObject({ status: 404 });
  });

  it('keeps a one-to-one room with someone who can no longer talk readable, not writable', async () => {
    const room = await yamada.talk.create({ body: { contactIds: [ids.outsider] } });
    const params = { talkRoomId: room.talkRoomId };
    await yamada.talk.sendText({ params, body: { message: 'よろしく' } });
    await server.db.updateTable('users').set({ is_admin: true }).where('id', '=', ids.outsider).execute();
    try {
      expect((await yamada.talk.get({ params })).readOnly).toBe(true);
      expect(await refusal(yamada.talk.sendText({ params, body: { message: 'まだいますか' } }))).toEqual({
        status: 409,
        code: 'TALK_SEND_FAILED',
      });
      expect((await yamada.talk.newer({ params })).messages).toHaveLength(1);
    } finally {
      await server.db.updateTable('users').set({ is_admin: false }).where('id', '=', ids.outsider).execute();
    }
  });
});

describe('files', () => {
  const png = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#3040a0' } })
      .png()
      .toBuffer();

  async function fetchFile(client: 'yamada' | 'outsider', path: string) {
    const session = await server.rawSession(client === 'yamada' ? 'demoUser' : 'demoAdmin');
    return fetch(`${server.url}${path}`, { headers: { Cookie: session.cookie } });
  }

  it('sends an image with a thumbnail, shown inline, and other files as downloads', async () => {
    const group = await newGroup('ファイル');
    const params = { talkRoomId: group.talkRoomId };
    const image = await yamada.talk.sendFile({
      params,
      body: { file: new File([new Uint8Array(await png())], '写真.png', { type: 'image/png' }) },
    });
    expect(image).toMatchObject({ messageType: 'IMAGE', message: '写真.png' });
    expect(image.fileData).toMatchObject({ fileName: '写真.png', mimeType: 'image/png' });
    const original = await fetchFile('yamada', image.fileData!.filePath);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    const thumbnail = await fetchFile('yamada', image.fileData!.fileThumbnailPath!);
    const { width, height } = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(Math.max(width!, height!)).toBeLessThanOrEqual(320);

    const text = await yamada.talk.sendFile({
      params,
      body: { file: new File(['<b>議事録</b>'], 'minutes.html', { type: 'text/html' }) },
    });
    expect(text).toMatchObject({ messageType: 'OTHER_FILE', fileData: { fileThumbnailPath: null } });
    const download = await fetchFile('yamada', text.fileData!.filePath);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    // Someone not in the room (the admin here) gets nothing.
    expect((await fetchFile('outsider', image.fileData!.filePath)).status).toBe(404);
    await yamada.talk.removeMessage({ params: { ...params, talkMessageId: image.talkMessageId } });
    expect((await fetchFile('yamada', image.fileData!.filePath)).status).toBe(404);
  });

  it('refuses blocked extensions, disguised content and files over the limit, and stores nothing', async () => {
    const group = await newGroup('危ないファイル');
    const params = { talkRoomId: group.talkRoomId };
    const send = (file: File) => refusal(yamada.talk.sendFile({ params, body: { file } }));
    expect(await send(new File(['MZ'], 'setup.exe'))).toEqual({ status: 400, code: 'TALK_FILE_BLOCKED' });
    expect(await send(new File(['alert(1)'], 'run.JS'))).toEqual({ status: 400, code: 'TALK_FILE_BLOCKED' });
    expect(await send(new File(['<html><script>alert(1)</script>'], 'photo.jpg'))).toEqual({
      status: 400,
      code: 'TALK_FILE_CONTENT_MISMATCH',
    });
    expect(await send(new File(['<!DOCTYPE html><p>hi'], 'notes.txt'))).toEqual({
      status: 400,
      code: 'TALK_FILE_CONTENT_MISMATCH',
    });
    expect(await send(new File([new Uint8Array(TALK_LIMITS.fileMaxSize + 1)], 'big.bin'))).toMatchObject({
      status: 413,
    });
    expect((await yamada.talk.newer({ params })).messages).toEqual([]);
  });
});

describe('participants', () => {
  it('adds people, lets anyone leave and only the creator remove others', async () => {
    const group = await yamada.talk.createGroup({ body: { contactIds: [ids.sato, ids.suzuki] } });
    const params = { talkRoomId: group.talkRoomId };
    const added = await sato.talk.addParticipants({ params, body: { contactIds: [ids.outsider, ids.sato] } });
    expect(added.participants.map((p) => p.userId).sort()).toEqual(
      [ids.yamada, ids.sato, ids.suzuki, ids.outsider].sort(),
    );
    expect(
      await refusal(sato.talk.removeParticipants({ params, body: { contactIds: [ids.suzuki] } })),
    ).toEqual({
      status: 403,
      code: 'TALK_NO_PERMISSION',
    });
    await yamada.talk.removeParticipants({ params, body: { contactIds: [ids.outsider] } });
    expect(await refusal(outsider.talk.get({ params }))).toMatchObject({ status: 404 });
    expect(
      (await suzuki.talk.removeParticipants({ params, body: { contactIds: [ids.suzuki] } })).participants,
    ).toEqual([]);
    expect(await yamada.talk.searchParticipantsCount({ params, body: { freeWord: '' } })).toEqual({
      count: 2,
    });
    await sato.talk.removeParticipants({ params, body: { contactIds: [ids.sato] } });
    await yamada.talk.removeParticipants({ params, body: { contactIds: [ids.yamada] } });
    const left = await server.db
      .selectFrom('talk_rooms')
      .select('id')
      .where('id', '=', group.talkRoomId)
      .execute();
    expect(left).toEqual([]);
  });

  it('serves participants’ faces to the others of the room only, cached like the directory’s', async () => {
    const group = await newGroup('顔写真');
    const face = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a03040' } })
      .png()
      .toBuffer();
    await admin.faceImages.upload({
      params: { userId: ids.sato },
      body: { file: new File([new Uint8Array(face)], 'sato.png', { type: 'image/png' }) },
    });
    const { participants } = await yamada.talk.participants({ params: { talkRoomId: group.talkRoomId } });
    const path = (userId: number) =>
      `/api/browser/gotalk/room/${group.talkRoomId}/participant/${userId}/faceImage`;
    expect(participants.find((p) => p.userId === ids.sato)?.imagePath).toBe(path(ids.sato));
    expect(participants.find((p) => p.userId === ids.suzuki)?.imagePath).toBeNull();

    const as = async (
      account: 'demoUser' | 'demoAdmin' | 'trialAdmin' | null,
      url: string,
      etag?: string,
    ) => {
      const cookie = account ? (await server.rawSession(account)).cookie : '';
      return fetch(`${server.url}${url}`, {
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...(etag ? { 'If-None-Match': etag } : {}) },
      });
    };
    const image = await as('demoUser', path(ids.sato));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-cache');
    const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([width, height]).toEqual([128, 128]);
    const etag = image.headers.get('etag')!;
    expect((await as('demoUser', path(ids.sato), etag)).status).toBe(304);
    const silhouette = await as('demoUser', path(ids.suzuki));
    expect([silhouette.status, silhouette.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);

    // Someone not in the room, asked for or asking, another tenant's user, no session: refused.
    expect((await as('demoUser', path(ids.outsider))).status).toBe(404);
    expect((await as('demoAdmin', path(ids.sato))).status).toBe(404);
    expect((await as('trialAdmin', path(ids.sato))).status).toBe(404);
    expect(
      (await as('demoUser', `/api/browser/gotalk/room/x/participant/${ids.sato}/faceImage`)).status,
    ).toBe(404);
    expect((await as(null, path(ids.sato))).status).toBe(401);
  });

  it(`holds at most ${TALK_LIMITS.participantMax} people`, async () => {
    const demo = await server.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const extra = await server.db
      .insertInto('users')
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          tenant_id: demo.id,
          account_id: `talk.capacity.${i}`,
          password_hash: 'x',
          fullname: `定員 ${i}`,
        })),
      )
      .returning('id')
      .execute();
    const group = await newGroup('全社');
    const params = { talkRoomId: group.talkRoomId };
    const newcomers = extra.map((row) => Number(row.id));
    for (let at = 0; at < 497; at += 100)
      await yamada.talk.addParticipants({
        params,
        body: { contactIds: newcomers.slice(at, Math.min(at + 100, 497)) },
      });
    expect((await yamada.talk.get({ params })).participantCount).toBe(500);
    expect(
      await refusal(yamada.talk.addParticipants({ params, body: { contactIds: [newcomers[497]!] } })),
    ).toEqual({
      status: 409,
      code: 'TALK_CAPACITY_EXCEEDED',
    });
    expect((await yamada.talk.get({ params })).participantCount).toBe(500);
  });
});

/** A socket on the events path, collecting what the server pushes. */
async function connect(account: 'demoUser' | { cookie: string }) {
  const cookie = typeof account === 'string' ? (await server.rawSession(account)).cookie : account.cookie;
  return connectEvents(server.url, cookie);
}

/** The session cookies of a person signed in by password. */
async function cookieOf(accountId: string): Promise<string> {
  const xsrf = await fetch(`${server.url}/api/browser/auth/xsrf`);
  const token = xsrf.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
  const login = await fetch(`${server.url}/api/browser/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token, Cookie: `XSRF-TOKEN=${token}` },
    body: JSON.stringify({ tenantCode: 'demo', accountId, password: PASSWORD }),
  });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('events', () => {
  it('pushes messages, read counts, renames, membership and removals to every socket of each participant', async () => {
    const satoCookie = await cookieOf(accounts.sato);
    const [tab1, tab2, mine] = await Promise.all([
      connect({ cookie: satoCookie }),
      connect({ cookie: satoCookie }),
      connect('demoUser'),
    ]);
    const group = await newGroup('リアルタイム');
    const params = { talkRoomId: group.talkRoomId };
    expect((await tab1.next('talkParticipantsChanged')).room.talkRoomId).toBe(group.talkRoomId);
    expect((await mine.next('talkParticipantsChanged')).addedUserIds).toContain(ids.sato);

    const sent = await yamada.talk.sendText({ params, body: { message: '届きましたか？' } });
    for (const tab of [tab1, tab2]) {
      const { message } = await tab.next('talkMessage');
      expect(message).toMatchObject({
        talkMessageId: sent.talkMessageId,
        message: '届きましたか？',
        myMessage: false,
      });
    }
    expect((await mine.next('talkMessage')).message.myMessage).toBe(true);

    await sato.talk.newer({ params, query: { read: true } });
    expect((await mine.next('talkReadCount')).readCounts).toEqual([
      { talkMessageId: sent.talkMessageId, readCount: 1 },
    ]);
    expect((await tab1.next('talkUnreadCount')).count).toBeGreaterThanOrEqual(0);

    await yamada.talk.rename({ params, body: { groupTalkTitle: '新しい名前' } });
    expect(await tab2.next('talkRoomRenamed')).toMatchObject({ talkRoomTitle: '新しい名前' });

    await yamada.talk.removeMessage({ params: { ...params, talkMessageId: sent.talkMessageId } });
    expect(await tab1.next('talkMessageRemoved')).toMatchObject({ talkMessageId: sent.talkMessageId });

    await yamada.talk.removeParticipants({ params, body: { contactIds: [ids.sato] } });
    expect(await tab1.next('talkRoomLeft')).toEqual({
      type: 'talkRoomLeft',
      talkRoomId: group.talkRoomId,
      reason: 'REMOVED',
    });
    expect((await mine.next('talkParticipantsChanged')).removedUserIds).toEqual([ids.sato]);

    // No longer in the room: sato hears nothing of it.
    await yamada.talk.sendText({ params, body: { message: 'もういない' } });
    await mine.next('talkMessage');
    expect(tab1.messages.filter((m) => m.type === 'talkMessage')).toEqual([]);
    for (const tab of [tab1, tab2, mine]) tab.socket.close();
  });

  it('pushes the message as the room reads it, a short one and one too long for a notice alike', async () => {
    const [theirs, mine] = await Promise.all([
      connect({ cookie: await cookieOf(accounts.sato) }),
      connect('demoUser'),
    ]);
    const group = await newGroup('長文');
    const params = { talkRoomId: group.talkRoomId };
    await theirs.next('talkParticipantsChanged');
    // 5,000 characters of three bytes each: far past the 8,000 bytes a NOTIFY carries.
    for (const text of ['短い', 'あ'.repeat(TALK_LIMITS.messageMax)]) {
      const sent = await yamada.talk.sendText({ params, body: { message: text } });
      const pushed = (await theirs.next('talkMessage')).message;
      const [stored] = (await sato.talk.newer({ params, query: { size: 1, read: false } })).messages.slice(
        -1,
      );
      expect(pushed).toEqual(stored);
      expect(pushed).toEqual({ ...sent, myMessage: false });
      expect((await mine.next('talkMessage')).message).toEqual(sent);
    }
    for (const socket of [theirs, mine]) socket.socket.close();
  });

  it('lets a reconnecting page fetch what it missed with newer', async () => {
    const group = await newGroup('再接続');
    const params = { talkRoomId: group.talkRoomId };
    const first = await yamada.talk.sendText({ params, body: { message: '1' } });
    await yamada.talk.sendText({ params, body: { message: '2' } });
    await yamada.talk.sendText({ params, body: { message: '3' } });
    const missed = await sato.talk.newer({ params, query: { fromTalkMessageId: first.talkMessageId } });
    expect(missed.messages.map((m) => m.message)).toEqual(['2', '3']);
    expect(missed.hasMore).toBe(false);
  });
});
