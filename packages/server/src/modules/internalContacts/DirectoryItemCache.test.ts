import type { InternalContactItem, KizunaClient } from '@kizuna/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { DirectoryItemCache, directoryItemCacheOf } from './DirectoryItemCache.js';

let server: TestServer;
let user: KizunaClient;
let yamadaId: number;
let tenantId: number;

beforeAll(async () => {
  server = await startTestServer();
  user = await server.signIn('demoUser');
  const row = await server.db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['users.id', 'users.tenant_id'])
    .where('tenants.code', '=', 'demo')
    .where('users.account_id', '=', 'yamada.taro')
    .executeTakeFirstOrThrow();
  yamadaId = Number(row.id);
  tenantId = Number(row.tenant_id);
});
afterAll(async () => {
  await server?.close();
});

/** Yamada as the directory list shows him, searched for by name. */
async function yamadaInList(): Promise<InternalContactItem> {
  const page = await user.internalContacts.searchByFreeWord({
    query: { page: 1, size: 30 },
    body: { freeWord: '山田 太郎' },
  });
  const item = page.items.find((candidate) => candidate.userId === yamadaId);
  if (!item) throw new Error('Yamada is not in the list');
  return item;
}

/** Searched twice, so the second answer came from the kept rows. */
async function warm(): Promise<InternalContactItem> {
  await yamadaInList();
  return yamadaInList();
}

describe('a directory search after a change (rows kept between requests)', () => {
  it('keeps the page’s people between searches', async () => {
    await warm();
    expect(directoryItemCacheOf(server.db).size).toBeGreaterThan(0);
  });

  it('shows a renamed division at once', async () => {
    const before = await warm();
    const division = before.divisions[0];
    expect(division).toBeDefined();
    await sql`update divisions set name = ${'改名後の部署'} where id = ${division?.divisionId}`.execute(
      server.db,
    );
    const after = await yamadaInList();
    expect(after.divisions.find((d) => d.divisionId === division?.divisionId)?.divisionName).toBe(
      '改名後の部署',
    );
  });

  it('shows a changed phone number and a removed face image at once', async () => {
    await warm();
    await sql`update users set extension_num = '99881', face_image_updated_at = null where id = ${yamadaId}`.execute(
      server.db,
    );
    const after = await yamadaInList();
    expect(after.dynamicColumns.PHONE?.extensionNum).toBe('99881');
    expect(after.hasFaceImage).toBe(false);
  });

  it('shows an added chat account at once', async () => {
    await warm();
    await sql`delete from user_chat_accounts where user_id = ${yamadaId} and slot = 5`.execute(server.db);
    await sql`insert into user_chat_accounts (tenant_id, user_id, slot, client, account_id)
      values (${tenantId}, ${yamadaId}, 5, 'TEAMS', 'yamada.new@demo.example.com')`.execute(server.db);
    const after = await yamadaInList();
    expect(after.dynamicColumns.CHAT?.chatAccountId5).toBe('yamada.new@demo.example.com');
  });

  it('follows the tenant’s view columns at once', async () => {
    const before = await warm();
    expect(before.dynamicColumns.SKILL).toBeDefined();
    await sql`delete from tenant_view_columns where tenant_id = ${tenantId} and column_type = 'SKILL'`.execute(
      server.db,
    );
    const after = await yamadaInList();
    expect(after.dynamicColumns.SKILL).toBeUndefined();
    expect(after.dynamicColumns.PHONE).toBeDefined();
  });

  it('shows presence as it is now, never as it was kept', async () => {
    await warm();
    await user.presence.setMyPresence({ body: { status: 'BE_RIGHT_BACK' } });
    expect((await yamadaInList()).dynamicColumns.PRESENCE?.status).toBe('BE_RIGHT_BACK');
    await user.presence.setMyPresence({ body: { status: 'AVAILABLE' } });
    expect((await yamadaInList()).dynamicColumns.PRESENCE?.status).toBe('AVAILABLE');
  });

  it('moves the version only for writes a list item shows', async () => {
    const version = async () =>
      (
        await sql<{ version: string }>`
          select version::text from directory_versions where tenant_id = ${tenantId}`.execute(server.db)
      ).rows[0]?.version;
    const first = await version();
    await sql`update users set password_changed_at = now() where id = ${yamadaId}`.execute(server.db);
    expect(await version()).toBe(first);
    await sql`update users set position = '係長' where id = ${yamadaId}`.execute(server.db);
    expect(await version()).not.toBe(first);
    expect((await yamadaInList()).position).toBe('係長');
  });
});

describe('DirectoryItemCache', () => {
  it('serves a row only at the version it was kept at and lets the least recently used go', () => {
    const cache = new DirectoryItemCache<string>(2);
    cache.set(1, 10, '5', 'a');
    cache.set(1, 11, '5', 'b');
    expect(cache.get(1, 10, '5')).toBe('a');
    expect(cache.get(1, 10, '6')).toBeUndefined();
    expect(cache.get(2, 10, '5')).toBeUndefined();
    cache.set(1, 12, '5', 'c');
    expect(cache.get(1, 11, '5')).toBeUndefined();
    expect(cache.get(1, 10, '5')).toBe('a');
    expect(cache.size).toBe(2);
  });
});
