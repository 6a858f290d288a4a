import type { KizunaClient } from '@kizuna/api-client';
import type { UserAdminSaveBody } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let divisionIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  divisionIds = (await admin.userAdmin.divisionOptions()).items.map((d) => d.divisionId);
});
afterAll(async () => {
  await server?.close();
});

const PASSWORD = 'Hajimete-2025';

function person(overrides: Partial<UserAdminSaveBody> = {}): UserAdminSaveBody {
  return {
    accountId: 'suzuki.hanako',
    fullname: '鈴木 花子',
    fullnameKana: 'スズキ ハナコ',
    fullnameAlphabet: 'Hanako Suzuki',
    userType: 'REGULAR_USER',
    divisions: [],
    position: '主任',
    extensionNum: '2345',
    phoneNum: '',
    mobileNum: '',
    email: 'suzuki.hanako@example.jp',
    email2: '',
    employeeNum: 'E-9001',
    roles: [],
    virtualRoles: [],
    enabled: true,
    initialPassword: PASSWORD,
    ...overrides,
  };
}

const signInAs = (accountId: string, password = PASSWORD) =>
  server.signIn({ tenantCode: 'demo', accountId, password });

async function loggedActions(target: string) {
  const rows = await server.db
    .selectFrom('admin_action_log')
    .select(['action', 'target'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe('user administration', () => {
  it('creates a person who must change the initial password, found by kana, romaji and filters', async () => {
    const [main, concurrent] = divisionIds;
    const created = await admin.userAdmin.save({
      body: person({
        divisions: [
          { divisionId: concurrent!, main: false },
          { divisionId: main!, main: true },
        ],
        roles: ['ADMIN_INFORMATION'],
      }),
    });
    expect(created).toMatchObject({
      accountId: 'suzuki.hanako',
      invited: true,
      enabled: true,
      roles: ['ADMIN_INFORMATION'],
      divisions: [
        { divisionId: main, main: true },
        { divisionId: concurrent, main: false },
      ],
    });
    expect(await admin.userAdmin.get({ params: { userId: created.userId } })).toEqual(created);

    const hanako = await signInAs('suzuki.hanako');
    expect(await hanako.principal.passwordStatus()).toEqual({ changeRequired: true, reason: 'INITIAL' });

    const found = async (query: Parameters<KizunaClient['userAdmin']['list']>[0]) =>
      (await admin.userAdmin.list(query)).items.map((item) => item.accountId);
    // Hiragana finds the katakana reading; romaji and half-width kana too, as in the directory.
    expect(await found({ query: { freeWord: 'すずき はなこ' } })).toEqual(['suzuki.hanako']);
    expect(await found({ query: { freeWord: 'suzuki hanako' } })).toEqual(['suzuki.hanako']);
    expect(await found({ query: { freeWord: 'ｽｽﾞｷ' } })).toContain('suzuki.hanako');
    expect(await found({ query: { freeWord: 'すずき', status: 'invited' } })).toEqual(['suzuki.hanako']);
    expect(await found({ query: { freeWord: 'すずき', status: 'enabled' } })).toEqual([]);
    expect(await found({ query: { freeWord: 'すずき', role: 'ADMIN_INFORMATION' } })).toEqual([
      'suzuki.hanako',
    ]);
    expect(await found({ query: { freeWord: 'すずき', role: 'ADMIN_USER' } })).toEqual([]);
    expect(await found({ query: { freeWord: 'すずき', userType: 'FACILITY' } })).toEqual([]);
    expect(await found({ query: { freeWord: 'すずき', divisionId: concurrent } })).toEqual(['suzuki.hanako']);
    expect(await loggedActions(`user:${created.userId}`)).toEqual(['user.create']);
  });

  it('pages and sorts every person of the tenant', async () => {
    const list = (query: Parameters<KizunaClient['userAdmin']['list']>[0]) => admin.userAdmin.list(query);
    const six = await list({ query: { sort: 'accountId', size: 6 } });
    const ids = six.items.map((item) => item.accountId);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await list({ query: { sort: 'accountId', size: 3, page: 2 } });
    expect(second.items.map((item) => item.accountId)).toEqual(ids.slice(3));
    expect(second).toMatchObject({ totalCount: six.totalCount, hasPrevious: true, hasNext: true, offset: 3 });
    const last = await list({ query: { sort: 'accountId', order: 'DESC', size: 1 } });
    expect(ids.every((id) => id <= last.items[0]!.accountId)).toBe(true);
  });

  it('refuses a taken account id, a bad e-mail, a weak password and two main divisions on their fields', async () => {
    expect(await fieldRefusal(admin.userAdmin.save({ body: person({ accountId: 'YAMADA.taro' }) }))).toEqual({
      status: 400,
      fields: ['body.accountId:accountIdTaken'],
    });
    expect(
      await fieldRefusal(
        admin.userAdmin.save({ body: person({ accountId: 'x1', email: 'not-an-address' }) }),
      ),
    ).toEqual({ status: 400, fields: ['body.email:pattern'] });
    expect(
      await fieldRefusal(
        admin.userAdmin.save({ body: person({ accountId: 'x1', initialPassword: 'short' }) }),
      ),
    ).toEqual({ status: 400, fields: ['body.initialPassword:passwordPolicy'] });
    const twoMain = divisionIds.slice(0, 2).map((divisionId) => ({ divisionId, main: true }));
    expect(
      await fieldRefusal(admin.userAdmin.save({ body: person({ accountId: 'x1', divisions: twoMain }) })),
    ).toEqual({ status: 400, fields: ['body.divisions:mainDivision'] });
  });

  it('disables a person: every session of theirs ends at once; enabled again they sign in', async () => {
    const { userId } = await admin.userAdmin.save({
      body: person({ accountId: 'tanaka.jiro', fullname: '田中 次郎', fullnameKana: 'タナカ ジロウ' }),
    });
    const first = await signInAs('tanaka.jiro');
    const second = await signInAs('tanaka.jiro');
    await first.principal.passwordStatus();
    const disabled = await admin.userAdmin.disable({ params: { userId } });
    expect(disabled.enabled).toBe(false);
    for (const session of [first, second]) {
      expect(await refusal(session.principal.passwordStatus())).toMatchObject({ status: 401 });
    }
    expect(await refusal(signInAs('tanaka.jiro'))).toMatchObject({ status: 401 });
    const listed = await admin.userAdmin.list({ query: { freeWord: 'たなか じろう', status: 'disabled' } });
    expect(listed.items.map((item) => item.userId)).toEqual([userId]);

    await admin.userAdmin.enable({ params: { userId } });
    await (await signInAs('tanaka.jiro')).principal.passwordStatus();
    expect(await loggedActions(`user:${userId}`)).toEqual(['user.create', 'user.disable', 'user.enable']);
  });

  it('issues a new initial password once; the old one no longer signs in', async () => {
    const { userId } = await admin.userAdmin.save({
      body: person({ accountId: 'sato.ken', fullname: '佐藤 健', initialPassword: '' }),
    });
    expect((await admin.userAdmin.get({ params: { userId } })).invited).toBe(true);
    const { password } = await admin.userAdmin.resetPassword({ params: { userId } });
    const signedIn = await signInAs('sato.ken', password);
    expect(await signedIn.principal.passwordStatus()).toEqual({ changeRequired: true, reason: 'INITIAL' });
    await admin.userAdmin.resetPassword({ params: { userId } });
    expect(await refusal(signedIn.principal.passwordStatus())).toMatchObject({ status: 401 });
    expect(await refusal(signInAs('sato.ken', password))).toMatchObject({ status: 401 });
    const log = await server.db
      .selectFrom('admin_action_log')
      .select(['after'])
      .where('action', '=', 'user.resetPassword')
      .execute();
    expect(JSON.stringify(log)).not.toContain(password);
  });

  it('says what goes with a person deleted, then deletes them with it; the log still names them', async () => {
    const { userId } = await admin.userAdmin.save({
      body: person({ accountId: 'ito.mai', fullname: '伊藤 舞' }),
    });
    // Signed in once, the person is in the action log as an actor.
    await signInAs('ito.mai');
    const demo = await server.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const tenantId = Number(demo.id);
    const folder = await server.db
      .insertInto('contact_folders')
      .values({ tenant_id: tenantId, folder_type: 'PERSONAL', owner_user_id: userId, name: '個人' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('external_contacts')
      .values({ tenant_id: tenantId, folder_id: folder.id, fullname: '取引先 一郎' } as never)
      .execute();
    expect(await admin.userAdmin.deleteImpact({ params: { userId } })).toEqual({
      personalContacts: 1,
      personalFolders: 1,
      contactGroups: 0,
      callHistory: 0,
      thanksCardsSent: 0,
    });
    expect(await admin.userAdmin.remove({ params: { userId } })).toEqual({ count: 1 });
    expect(await refusal(admin.userAdmin.get({ params: { userId } }))).toEqual({
      status: 404,
      code: 'ADMIN_USER_NOT_FOUND',
    });
    const left = await server.db
      .selectFrom('external_contacts')
      .select('id')
      .where('folder_id', '=', folder.id)
      .execute();
    expect(left).toEqual([]);
    const signIns = await admin.actionLogAdmin.search({
      query: { person: 'ito.mai', action: 'auth.signIn' },
    });
    expect(signIns.items).toEqual([
      expect.objectContaining({ actor: null, actorLabel: '伊藤 舞 (ito.mai)', action: 'auth.signIn' }),
    ]);
  });

  it('refuses to disable, delete or reset the password of oneself', async () => {
    const me = (await admin.userAdmin.list({ query: { freeWord: 'admin' } })).items.find(
      (item) => item.accountId === 'admin',
    )!;
    // One call at a time: a refusal not yet awaited would be an unhandled rejection.
    for (const call of [
      () => admin.userAdmin.disable({ params: { userId: me.userId } }),
      () => admin.userAdmin.remove({ params: { userId: me.userId } }),
      () => admin.userAdmin.resetPassword({ params: { userId: me.userId } }),
    ]) {
      expect(await refusal(call())).toEqual({ status: 409, code: 'SELF_ACTION_REFUSED' });
    }
    expect(
      await refusal(
        admin.userAdmin.save({ body: person({ accountId: 'admin', userId: me.userId, enabled: false }) }),
      ),
    ).toEqual({ status: 409, code: 'SELF_ACTION_REFUSED' });
  });

  it('is the user administrator’s alone, and of their tenant only', async () => {
    expect(await refusal(yamada.userAdmin.list())).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(yamada.userAdmin.resetPassword({ params: { userId: 1 } }))).toMatchObject({
      status: 403,
    });
    const trial = await server.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'trial')
      .executeTakeFirstOrThrow();
    const stranger = await selectTenantRows(server.db, 'users', trial.id)
      .select('id')
      .executeTakeFirstOrThrow();
    expect(await refusal(admin.userAdmin.disable({ params: { userId: stranger.id } }))).toEqual({
      status: 404,
      code: 'ADMIN_USER_NOT_FOUND',
    });
    expect(
      await refusal(admin.userAdmin.save({ body: person({ accountId: 'x2', userId: stranger.id }) })),
    ).toEqual({
      status: 404,
      code: 'ADMIN_USER_NOT_FOUND',
    });
  });
});
