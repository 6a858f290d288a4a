import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KizunaClient } from '@kizuna/api-client';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { sansanImportWorkerOf } from './SansanImportWorker.js';

/**
 * A local server answering as Sansan's Open API documents it: `GET /bizCards` with
 * `updatedFrom`/`updatedTo`/`range`/`limit` and `nextPageToken` paging, `{ data, hasMore,
 * nextPageToken }`, `GET /bizCards/{id}/image`, the `X-Sansan-Api-Key` header (401 for a bad
 * key) and 429 with `Retry-After` under its rate limit.
 */
const KEY = 'a'.repeat(16) + 'B'.repeat(16);
const PAGE = 2;

interface FakeCard {
  id: string;
  personId: string;
  lastName: string;
  firstName: string;
  lastNameReading: string;
  firstNameReading: string;
  companyName: string;
  departmentName: string;
  title: string;
  email: string;
  tel: string;
  mobile: string;
  owner: { id: string; name: string; email: string };
  updatedTime: string;
}

const sansan = {
  cards: [] as FakeCard[],
  /** The next this many list requests answer 429 first. */
  throttleNext: 0,
  requests: [] as URL[],
  imageRequests: 0,
  image: new Uint8Array(),
};

function card(id: string, overrides: Partial<FakeCard> = {}): FakeCard {
  return {
    id,
    personId: `p-${id}`,
    lastName: '佐藤',
    firstName: `花子${id}`,
    lastNameReading: 'サトウ',
    firstNameReading: 'ハナコ',
    companyName: '株式会社みなと商事',
    departmentName: '営業部',
    title: '課長',
    email: `hanako${id}@minato.example.jp`,
    tel: '03-1234-5678',
    mobile: '090-1111-2222',
    owner: { id: 'u1', name: '山田 太郎', email: 'yamada.taro@demo.example.jp' },
    updatedTime: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://sansan.test');
  if (request.headers['x-sansan-api-key'] !== KEY)
    return answer(response, 401, { error: { code: 'Unauthorized', message: 'API key is invalid.' } });
  const image = /^\/v3\.2\/bizCards\/([^/]+)\/image$/.exec(url.pathname);
  if (image) {
    sansan.imageRequests += 1;
    response.writeHead(200, { 'Content-Type': 'image/png' });
    return response.end(sansan.image);
  }
  if (url.pathname !== '/v3.2/bizCards') return answer(response, 404, { error: { code: 'NotFound' } });
  sansan.requests.push(url);
  if (sansan.throttleNext > 0) {
    sansan.throttleNext -= 1;
    return answer(response, 429, { error: { code: 'TooManyRequests' } }, { 'Retry-After': '1' });
  }
  const from = url.searchParams.get('updatedFrom');
  const to = url.searchParams.get('updatedTo')!;
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), PAGE);
  const start = Number(url.searchParams.get('nextPageToken') ?? 0);
  const matching = sansan.cards.filter((c) => (!from || c.updatedTime >= from) && c.updatedTime <= to);
  const data = matching.slice(start, start + limit);
  const more = start + limit < matching.length;
  answer(response, 200, { hasMore: more, nextPageToken: more ? String(start + limit) : null, data });
}

let fake: Server;
let server: TestServer;
let admin: KizunaClient;
let folderId: number;
let tenantId: number;

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { status, data } = error as { status: number; data: unknown };
    return { status, data };
  }
  throw new Error('expected a refusal');
}

async function runNow() {
  const run = await admin.sansanImportAdmin.startRun();
  await sansanImportWorkerOf(server.db)!.idle();
  return admin.sansanImportAdmin.run({ params: { runId: run.id } });
}

async function folderContacts() {
  return selectTenantRows(server.db, 'external_contacts', tenantId)
    .select(['id', 'fullname', 'fullname_kana', 'company_name', 'email1', 'comment'])
    .where('folder_id', '=', folderId)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  sansan.image = new Uint8Array(
    await sharp({ create: { width: 91, height: 55, channels: 3, background: '#f4f4f4' } })
      .png()
      .toBuffer(),
  );
  fake = createServer(handle);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const port = (fake.address() as AddressInfo).port;
  server = await startTestServer({ sansanApiUrl: `http://127.0.0.1:${port}/v3.2` });
  admin = await server.signIn('demoAdmin');
  const tenant = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  tenantId = Number(tenant.id);
  const folder = await server.db
    .insertInto('contact_folders')
    .values({ tenant_id: tenantId, folder_type: 'COMMON', name: 'Sansan 名刺' })
    .returning('id')
    .executeTakeFirstOrThrow();
  folderId = Number(folder.id);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

beforeEach(() => {
  sansan.requests = [];
  sansan.throttleNext = 0;
});

describe('business-card import from Sansan', () => {
  it('is there only for a tenant with the feature', async () => {
    await server.db
      .deleteFrom('tenant_features')
      .where('tenant_id', '=', tenantId)
      .where('feature', '=', 'SANSAN')
      .execute();
    expect((await refusal(admin.sansanImportAdmin.settings())).status).toBe(403);
    await turnOnTenantFeatures(server.db, 'demo', ['SANSAN']);
    expect(await admin.sansanImportAdmin.settings()).toEqual({
      apiKeySet: false,
      scope: 'ALL',
      owners: [],
      folderId: null,
      folders: expect.arrayContaining([{ id: folderId, name: 'Sansan 名刺' }]),
      schedule: 'OFF',
      importedUpTo: null,
    });
    const yamada = await server.signIn('demoUser');
    expect((await refusal(yamada.sansanImportAdmin.settings())).status).toBe(403);
  });

  it("refuses settings without a key, without owners to choose by, or with another tenant's folder", async () => {
    const body = {
      apiKey: null,
      scope: 'ALL' as const,
      ownerUserIds: [],
      folderId,
      schedule: 'OFF' as const,
    };
    expect(await refusal(admin.sansanImportAdmin.saveSettings({ body }))).toMatchObject({
      status: 400,
      data: { fieldErrors: [{ path: 'body.apiKey', key: 'required' }] },
    });
    const trial = await server.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'trial')
      .executeTakeFirstOrThrow();
    const trialFolder = await server.db
      .insertInto('contact_folders')
      .values({ tenant_id: trial.id, folder_type: 'COMMON', name: 'Trial' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      await refusal(
        admin.sansanImportAdmin.saveSettings({
          body: { ...body, apiKey: KEY, folderId: Number(trialFolder.id) },
        }),
      ),
    ).toMatchObject({ status: 404, data: { code: 'FOLDER_NOT_FOUND' } });
    expect(
      await refusal(
        admin.sansanImportAdmin.saveSettings({ body: { ...body, apiKey: KEY, scope: 'OWNERS' } }),
      ),
    ).toMatchObject({ status: 400, data: { fieldErrors: [{ path: 'body.ownerUserIds', key: 'required' }] } });
    expect((await admin.sansanImportAdmin.settings()).apiKeySet).toBe(false);
  });

  it('keeps the key sealed and never answers it; the test tells a refused key', async () => {
    await admin.sansanImportAdmin.saveSettings({
      body: { apiKey: 'wrongKey0000', scope: 'ALL', ownerUserIds: [], folderId, schedule: 'OFF' },
    });
    expect(await admin.sansanImportAdmin.test()).toEqual({ ok: false, reason: 'UNAUTHORIZED' });
    const settings = await admin.sansanImportAdmin.saveSettings({
      body: { apiKey: KEY, scope: 'ALL', ownerUserIds: [], folderId, schedule: 'DAILY' },
    });
    expect(JSON.stringify(settings)).not.toContain(KEY);
    expect(settings).toMatchObject({ apiKeySet: true, folderId, schedule: 'DAILY' });
    const stored = await server.db
      .selectFrom('sansan_import_settings')
      .select('api_key_sealed')
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    expect(stored.api_key_sealed).not.toContain(KEY);
    expect(await admin.sansanImportAdmin.test()).toEqual({ ok: true, reason: null });
    const log = await server.db
      .selectFrom('admin_action_log')
      .select(['after'])
      .where('tenant_id', '=', tenantId)
      .where('action', '=', 'sansanImportSettings.update')
      .execute();
    expect(JSON.stringify(log)).not.toContain(KEY);
  });

  it('imports cards with readings, company and image, pages and waits out 429, merges a person already there', async () => {
    // A contact typed in by hand earlier: same e-mail as card 2, with a memo the import must keep.
    const [existing] = await server.db
      .insertInto('external_contacts')
      .values({
        tenant_id: tenantId,
        folder_id: folderId,
        fullname: '佐藤 花子',
        email1: 'HANAKO2@minato.example.jp',
        comment: '展示会で会った',
      })
      .returning('id')
      .execute();
    sansan.cards = [
      card('1'),
      card('2'),
      card('3', { lastName: '', firstName: '' }),
      card('4', { companyName: '有限会社かもめ', email: '' }),
      card('5', { updatedTime: '2026-11-02T09:00:00Z' }),
    ];
    sansan.throttleNext = 1;
    const report = await runNow();
    expect(report.run).toMatchObject({
      state: 'DONE',
      added: 3,
      updated: 1,
      skipped: 0,
      refused: 1,
      failure: null,
    });
    expect(report.refusals).toEqual([{ cardId: '3', name: '', reason: 'NO_NAME' }]);
    // One 429 and three pages of two.
    expect(sansan.requests).toHaveLength(4);
    expect(sansan.requests[1]!.searchParams.get('updatedFrom')).toBeNull();
    expect(sansan.requests[2]!.searchParams.get('nextPageToken')).toBe('2');
    const contacts = await folderContacts();
    expect(contacts).toHaveLength(4);
    const merged = contacts.find((row) => row.id === existing!.id)!;
    expect(merged).toMatchObject({
      fullname: '佐藤 花子2',
      fullname_kana: 'サトウ ハナコ',
      company_name: '株式会社みなと商事',
      email1: 'hanako2@minato.example.jp',
      comment: '展示会で会った',
    });
    // The card images are there for the browser.
    const image = await fetch(`${server.url}/front/bizcardImage/thumbnail/${merged.id}`, {
      headers: { cookie: (await server.rawSession('demoAdmin')).cookie },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const log = await server.db
      .selectFrom('admin_action_log')
      .select(['action', 'actor_label', 'actor_user_id'])
      .where('tenant_id', '=', tenantId)
      .where('target', 'like', 'externalContact:%')
      .execute();
    expect(log).toHaveLength(4);
    expect(log.every((entry) => entry.actor_label === 'Sansan' && entry.actor_user_id === null)).toBe(true);
    expect(log.filter((entry) => entry.action === 'externalContact.update')).toHaveLength(1);
  });

  it('asks only for what changed since, updates rather than copies, and skips what did not change', async () => {
    const before = await folderContacts();
    const { importedUpTo } = await admin.sansanImportAdmin.settings();
    expect(importedUpTo).not.toBeNull();
    // Sansan's card 1 was corrected after the last run; card 5 is a new card of the same person.
    const later = new Date(Date.parse(importedUpTo!) + 1000).toISOString();
    sansan.cards[0] = card('1', { title: '部長', updatedTime: later });
    sansan.cards.push(card('6', { personId: 'p-5', title: '本部長', updatedTime: later }));
    const report = await runNow();
    expect(sansan.requests[0]!.searchParams.get('updatedFrom')).toBe(importedUpTo);
    expect(report.run).toMatchObject({ state: 'DONE', added: 0, updated: 2, refused: 0 });
    expect(await folderContacts()).toHaveLength(before.length);
    const again = await runNow();
    expect(again.run).toMatchObject({ added: 0, updated: 0 });
  });

  it('imports only the chosen people’s cards', async () => {
    const users = await selectTenantRows(server.db, 'users', tenantId)
      .select(['id', 'email'])
      .where('account_id', '=', 'yamada.taro')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('users')
      .set({ email: 'yamada.taro@demo.example.jp' })
      .where('id', '=', users.id)
      .execute();
    const saved = await admin.sansanImportAdmin.saveSettings({
      body: { apiKey: null, scope: 'OWNERS', ownerUserIds: [Number(users.id)], folderId, schedule: 'OFF' },
    });
    expect(saved.owners).toEqual([
      { userId: Number(users.id), fullname: expect.any(String), email: 'yamada.taro@demo.example.jp' },
    ]);
    const now = new Date().toISOString();
    sansan.cards.push(
      card('7', { owner: { id: 'u9', name: '他', email: 'someone@demo.example.jp' }, updatedTime: now }),
      card('8', { personId: 'p-8', updatedTime: now }),
    );
    const report = await runNow();
    expect(report.run).toMatchObject({ added: 1, skipped: 1 });
    expect((await folderContacts()).some((row) => row.fullname === '佐藤 花子7')).toBe(false);
    expect((await folderContacts()).some((row) => row.fullname === '佐藤 花子8')).toBe(true);
  });

  it('takes over a run a stopped server left, and lists the runs', async () => {
    const [left] = await server.db
      .insertInto('sansan_import_runs')
      .values({
        tenant_id: tenantId,
        state: 'RUNNING',
        attempts: 1,
        lease_until: new Date(Date.now() - 1000),
      })
      .returning('id')
      .execute();
    sansanImportWorkerOf(server.db)!.kick();
    await sansanImportWorkerOf(server.db)!.idle();
    const report = await admin.sansanImportAdmin.run({ params: { runId: Number(left!.id) } });
    expect(report.run.state).toBe('DONE');
    const { items } = await admin.sansanImportAdmin.runs();
    expect(items[0]!.id).toBe(Number(left!.id));
    expect((await refusal(admin.sansanImportAdmin.run({ params: { runId: 999_999 } }))).status).toBe(404);
  });

  it('ends a run with the reason when the key stops working, and does not move on', async () => {
    const { importedUpTo } = await admin.sansanImportAdmin.settings();
    await server.db
      .updateTable('sansan_import_settings')
      .set({
        api_key_sealed: (await import('../../secretBox.js')).secretBoxFor(server.config).seal('revoked0'),
      })
      .where('tenant_id', '=', tenantId)
      .execute();
    const report = await runNow();
    expect(report.run).toMatchObject({ state: 'FAILED', failure: 'UNAUTHORIZED' });
    expect((await admin.sansanImportAdmin.settings()).importedUpTo).toBe(importedUpTo);
  });
});
