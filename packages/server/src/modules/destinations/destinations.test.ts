import { DESTINATION_LIMITS, type KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { setUserDestination } from './destinationStore.js';

let server: TestServer;
let yamada: KizunaClient;
let admin: KizunaClient;
let trialAdmin: KizunaClient;
let yamadaId: number;

async function destinationSeenInDirectory() {
  const page = await admin.internalContacts.search({
    query: { page: 1, size: 30 },
    body: { fullname: '山田 太郎', searchType: 'PARTIAL' },
  });
  return page.items.find((item) => item.userId === yamadaId)?.dynamicColumns.DESTINATION;
}

async function failure(call: Promise<unknown>): Promise<{ status: number; code?: string; fields: string[] }> {
  try {
    await call;
  } catch (error) {
    const failed = error as {
      statusCode: number;
      data?: { code?: string };
      fieldErrors?: { path: string; key: string }[];
    };
    return {
      status: failed.statusCode,
      code: failed.data?.code,
      fields: (failed.fieldErrors ?? []).map((f) => `${f.path}:${f.key}`),
    };
  }
  throw new Error('the call was accepted');
}

beforeAll(async () => {
  server = await startTestServer();
  yamada = await server.signIn('demoUser');
  admin = await server.signIn('demoAdmin');
  trialAdmin = await server.signIn('trialAdmin');
  yamadaId = (await yamada.principal.userInfo()).userId;
  // The directory shows whereabouts where a company chooses the column, as its administrator does.
  const company = await admin.companyAdmin.get();
  await admin.companyAdmin.save({
    body: { ...company, viewColumns: [...company.viewColumns, 'DESTINATION'] },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('the own destination', () => {
  it('starts as not set, offers the tenant’s own destinations, and follows each kind of change', async () => {
    const start = await yamada.userDest.get();
    expect(start.currentDestination).toBeNull();
    expect(start.customDestinations.map((d) => d.destName)).toEqual(['リモート勤務', '大阪支社']);

    const meeting = await yamada.userDest.setCurrent({ body: { kind: 'MEETING' } });
    expect(meeting.currentDestination).toMatchObject({ kind: 'MEETING', destId: null, destName: '会議中' });
    expect(meeting.currentDestination?.destColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(await destinationSeenInDirectory()).toMatchObject({
      userDestKind: 'MEETING',
      userDestName: '会議中',
      userDestId: null,
    });

    const osaka = start.customDestinations[1]!;
    const custom = await yamada.userDest.setCustom({ params: { destId: osaka.destId } });
    expect(custom.currentDestination).toMatchObject({
      kind: 'CUSTOM',
      destId: osaka.destId,
      destName: '大阪支社',
    });
    expect(await destinationSeenInDirectory()).toMatchObject({
      userDestId: osaka.destId,
      userDestName: '大阪支社',
    });

    const other = await yamada.userDest.setOther({ body: { destName: '  14時まで来客対応  ' } });
    expect(other.currentDestination).toMatchObject({ kind: 'OTHER', destName: '14時まで来客対応' });
    const seen = await admin.userDest.statuses({ body: { userIds: [yamadaId] } });
    expect(seen.items[0]?.destination?.destName).toBe('14時まで来客対応');

    const reset = await yamada.userDest.reset();
    expect(reset.currentDestination).toBeNull();
    expect(await destinationSeenInDirectory()).toMatchObject({ userDestKind: null, userDestName: null });
  });

  it('refuses a free text over the limit or blank, and an unknown state, changing nothing', async () => {
    await yamada.userDest.setCurrent({ body: { kind: 'WORK' } });
    // 𠮷 is one character of two UTF-16 units: the limit counts characters.
    const longest = '𠮷'.repeat(DESTINATION_LIMITS.freeTextMax);
    expect(await failure(yamada.userDest.setOther({ body: { destName: `${longest}あ` } }))).toMatchObject({
      status: 400,
      fields: ['body.destName:length'],
    });
    expect(await failure(yamada.userDest.setOther({ body: { destName: '   ' } }))).toMatchObject({
      status: 400,
    });
    expect(await failure(yamada.userDest.setCurrent({ body: { kind: 'CUSTOM' } as never }))).toMatchObject({
      status: 400,
      fields: ['body.kind:invalid'],
    });
    expect((await yamada.userDest.get()).currentDestination?.kind).toBe('WORK');
    const accepted = await yamada.userDest.setOther({ body: { destName: longest } });
    expect(accepted.currentDestination?.destName).toBe(longest);
  });

  it('answers 404 to another tenant’s destination or person, changing nothing', async () => {
    await yamada.userDest.setCurrent({ body: { kind: 'BREAK' } });
    const theirs = await trialAdmin.destinationAdmin.create({ body: { destName: '倉庫', color: 'BROWN' } });
    expect(await failure(yamada.userDest.setCustom({ params: { destId: theirs.destId } }))).toMatchObject({
      status: 404,
      code: 'DESTINATION_NOT_FOUND',
    });
    const trialPerson = (await trialAdmin.principal.userInfo()).userId;
    expect(await failure(yamada.userDest.statuses({ body: { userIds: [trialPerson] } }))).toMatchObject({
      status: 404,
    });
    expect((await yamada.userDest.get()).currentDestination?.kind).toBe('BREAK');
  });

  it('is set for a person by the exported function, refusing another tenant’s destination', async () => {
    const tenantId = (
      await server.db
        .selectFrom('users')
        .select('tenant_id')
        .where('id', '=', yamadaId)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    await setUserDestination(server.db, Number(tenantId), yamadaId, { kind: 'VACATION' });
    expect((await yamada.userDest.get()).currentDestination?.kind).toBe('VACATION');
    await expect(
      setUserDestination(server.db, Number(tenantId), yamadaId, { kind: 'OTHER', text: 'あ'.repeat(31) }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await yamada.userDest.get()).currentDestination?.kind).toBe('VACATION');
  });
});

describe('the tenant’s own destinations', () => {
  it('are added, renamed, recoloured, ordered and removed by the company administrator only', async () => {
    expect(
      await failure(yamada.destinationAdmin.create({ body: { destName: '倉庫', color: 'BROWN' } })),
    ).toMatchObject({ status: 403 });
    expect(await failure(yamada.destinationAdmin.list())).toMatchObject({ status: 403 });

    const added = await admin.destinationAdmin.create({ body: { destName: ' 東京倉庫 ', color: 'BROWN' } });
    expect(added).toMatchObject({ destName: '東京倉庫', color: 'BROWN' });
    expect((await yamada.userDest.get()).customDestinations.at(-1)?.destName).toBe('東京倉庫');

    await yamada.userDest.setCustom({ params: { destId: added.destId } });
    const renamed = await admin.destinationAdmin.update({
      params: { destId: added.destId },
      body: { destName: '川崎倉庫', color: 'TEAL' },
    });
    expect(renamed).toMatchObject({ destName: '川崎倉庫', color: 'TEAL' });
    expect((await yamada.userDest.get()).currentDestination).toMatchObject({
      destName: '川崎倉庫',
      destColor: renamed.destColor,
    });

    const ids = (await admin.destinationAdmin.list()).items.map((d) => d.destId);
    const reversed = await admin.destinationAdmin.reorder({ body: { destIds: [...ids].reverse() } });
    expect(reversed.items.map((d) => d.destId)).toEqual([...ids].reverse());
    expect(await failure(admin.destinationAdmin.reorder({ body: { destIds: ids.slice(1) } }))).toMatchObject({
      status: 400,
      fields: ['body.destIds:invalid'],
    });

    await admin.destinationAdmin.remove({ params: { destId: added.destId } });
    expect((await admin.destinationAdmin.list()).items.map((d) => d.destId)).not.toContain(added.destId);
    expect((await yamada.userDest.get()).currentDestination).toBeNull();
    expect(await failure(admin.destinationAdmin.remove({ params: { destId: added.destId } }))).toMatchObject({
      status: 404,
    });

    const logged = await server.db
      .selectFrom('admin_action_log')
      .select('action')
      .where('target', '=', `destination:${added.destId}`)
      .execute();
    expect(logged.map((row) => row.action).sort()).toEqual(
      ['destination.create', 'destination.delete', 'destination.update'].sort(),
    );
  });

  it('refuses a blank name or an unknown colour with field errors', async () => {
    const before = (await admin.destinationAdmin.list()).items.length;
    expect(
      await failure(admin.destinationAdmin.create({ body: { destName: '  ', color: 'BLUE' } })),
    ).toMatchObject({ status: 400, fields: ['body.destName:required'] });
    expect(
      await failure(admin.destinationAdmin.create({ body: { destName: '倉庫', color: 'GOLD' as never } })),
    ).toMatchObject({ status: 400, fields: ['body.color:invalid'] });
    expect((await admin.destinationAdmin.list()).items.length).toBe(before);
  });
});
