import type { KizunaClient } from '@kizuna/api-client';
import type { AdRunReport, AdSettingsBody } from '@kizuna/api-client/contract';
import { Attribute, Change } from 'ldapts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { startSlapd, type SlapdServer } from '../../../test/slapdServer.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { hashPassword } from '../auth/index.js';

/**
 * Manage → Active Directory against a real OpenLDAP shaped like an AD domain: 1,000 people in
 * nested OUs, the AD attributes, and a server that refuses more than 500 entries without paging.
 */
const PEOPLE = 1000;

let slapd: SlapdServer;
let server: TestServer;
let admin: KizunaClient;
let trialAdmin: KizunaClient;
let demo: number;
let trial: number;

beforeAll(async () => {
  slapd = await startSlapd({ people: PEOPLE });
  // The operator allows plain LDAP on this server: the test directory speaks no TLS.
  server = await startTestServer({ ldapAllowPlain: true });
  await turnOnTenantFeatures(server.db, 'demo', ['ACTIVE_DIRECTORY']);
  await turnOnTenantFeatures(server.db, 'trial', ['ACTIVE_DIRECTORY']);
  demo = await tenantIdOf(server.db, 'demo');
  trial = await tenantIdOf(server.db, 'trial');
  // The trial tenant's administrator is given the AD role, as the company administrator would.
  await server.db
    .insertInto('user_roles')
    .values({
      tenant_id: trial,
      user_id: await userIdOf(server.db, trial, 'admin'),
      role: 'ADMIN_ACTIVE_DIRECTORY',
    })
    .execute();
  [admin, trialAdmin] = await Promise.all([server.signIn('demoAdmin'), server.signIn('trialAdmin')]);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await slapd?.close();
});

function settings(overrides: Partial<AdSettingsBody> = {}): AdSettingsBody {
  return {
    servers: [slapd.url],
    security: 'PLAIN',
    bindDn: slapd.bindDn,
    password: slapd.bindPassword,
    baseDn: `ou=People,${slapd.baseDn}`,
    filter: '(&(objectClass=inetOrgPerson)(sAMAccountName=*))',
    mapping: {
      accountId: 'sAMAccountName',
      fullname: 'displayName',
      fullnameKana: 'msDS-PhoneticDisplayName',
      department: 'department',
      title: 'title',
      phoneNum: 'telephoneNumber',
      mobileNum: 'mobile',
      email: 'mail',
      manager: 'manager',
      thumbnailPhoto: 'thumbnailPhoto',
    },
    divisionSource: 'OU',
    keepEdited: [],
    schedule: 'OFF',
    dailyAt: null,
    ...overrides,
  };
}

/** Starts a run and waits for the background job to finish it. */
async function run(client: KizunaClient, dryRun: boolean): Promise<AdRunReport> {
  const queued = await client.activeDirectoryAdmin.startRun({ body: { dryRun } });
  expect(queued.state).toBe('QUEUED');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const report = await client.activeDirectoryAdmin.run({ params: { runId: queued.runId } });
    if (report.run.state === 'FAILED') throw new Error(`run ${queued.runId} failed: ${report.run.problem}`);
    if (report.run.state === 'DONE') return report;
    if (Date.now() > deadline) throw new Error(`run ${queued.runId} did not finish`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function peopleOf(tenantId: number): Promise<number> {
  const row = await server.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function logCount(tenantId: number): Promise<number> {
  const row = await server.db
    .selectFrom('admin_action_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function person(tenantId: number, accountId: string) {
  return server.db
    .selectFrom('users')
    .select(['id', 'fullname', 'fullname_kana', 'position', 'phone_num', 'email', 'enabled', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

async function mainDivisionPath(userId: number): Promise<string[]> {
  const membership = await server.db
    .selectFrom('user_divisions')
    .select('division_id')
    .where('user_id', '=', userId)
    .where('is_primary', '=', true)
    .executeTakeFirstOrThrow();
  const path: string[] = [];
  for (let id: number | null = Number(membership.division_id); id !== null;) {
    const division: { name: string; parent_id: number | null } = await server.db
      .selectFrom('divisions')
      .select(['name', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    path.unshift(division.name);
    id = division.parent_id === null ? null : Number(division.parent_id);
  }
  return path;
}

async function modify(dn: string, attribute: string, value: string) {
  const client = await slapd.admin();
  await client.modify(dn, [
    new Change({ operation: 'replace', modification: new Attribute({ type: attribute, values: [value] }) }),
  ]);
}

describe('the Active Directory settings', () => {
  it('refuse bad settings with field errors and store nothing', async () => {
    const refused = await fieldRefusal(
      admin.activeDirectoryAdmin.saveSettings({
        body: settings({
          servers: ['ldaps://dc1.example.co.jp'],
          filter: '(&(objectClass=user)',
          password: null,
          schedule: 'DAILY',
          dailyAt: null,
        }),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual(
      expect.arrayContaining([
        'body.servers.0:scheme',
        'body.filter:pattern',
        'body.password:required',
        'body.dailyAt:required',
      ]),
    );
    const malformed = await fieldRefusal(
      admin.activeDirectoryAdmin.saveSettings({
        body: settings({
          servers: ['http://dc1'],
          bindDn: '',
          mapping: { ...settings().mapping, accountId: 'sam account' },
        }),
      }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.fields.map((field) => field.slice(0, field.lastIndexOf(':')))).toEqual(
      expect.arrayContaining(['body.servers.0', 'body.bindDn', 'body.mapping.accountId']),
    );
    expect((await admin.activeDirectoryAdmin.settings()).configured).toBe(false);
    expect(await refusal(admin.activeDirectoryAdmin.startRun({ body: { dryRun: true } }))).toMatchObject({
      status: 409,
      code: 'AD_NOT_SET',
    });
  });

  it('test the connection: the people the filter matches, a wrong password, a server that is down', async () => {
    expect(await admin.activeDirectoryAdmin.test()).toEqual({
      ok: false,
      reason: 'NOT_SET',
      server: null,
      matched: null,
    });
    const saved = await admin.activeDirectoryAdmin.saveSettings({
      body: settings({ password: 'wrong-password' }),
    });
    expect(saved).toMatchObject({ configured: true, passwordSet: true, plainAllowed: true });
    expect(JSON.stringify(saved)).not.toContain('wrong-password');
    expect(await admin.activeDirectoryAdmin.test()).toMatchObject({
      ok: false,
      reason: 'INVALID_CREDENTIALS',
    });

    // A closed port on loopback: nothing listens there.
    const closed = slapd.url.replace(/:\d+$/, ':1');
    await admin.activeDirectoryAdmin.saveSettings({ body: settings({ servers: [closed], password: null }) });
    expect(await admin.activeDirectoryAdmin.test()).toMatchObject({ ok: false, reason: 'UNREACHABLE' });

    // The second server answers when the first does not; the stored password is kept (null).
    await admin.activeDirectoryAdmin.saveSettings({
      body: settings({ servers: [closed, slapd.url], password: slapd.bindPassword }),
    });
    expect(await admin.activeDirectoryAdmin.test()).toEqual({
      ok: true,
      reason: null,
      server: slapd.url,
      matched: PEOPLE,
    });
    const log = await server.db
      .selectFrom('admin_action_log')
      .select(['after'])
      .where('tenant_id', '=', demo)
      .where('action', '=', 'activeDirectorySettings.update')
      .execute();
    expect(log.length).toBe(3);
    expect(JSON.stringify(log)).not.toContain(slapd.bindPassword);
    expect(JSON.stringify(log)).not.toContain('wrong-password');
  });
});

describe('a sync', () => {
  beforeAll(async () => {
    await admin.activeDirectoryAdmin.saveSettings({ body: settings() });
  });

  it('previews what it would do and changes nothing', async () => {
    const before = { people: await peopleOf(demo), log: await logCount(demo) };
    const preview = await run(admin, true);
    expect(preview.run).toMatchObject({
      state: 'DONE',
      dryRun: true,
      read: PEOPLE,
      created: PEOPLE,
      updated: 0,
      disabled: 0,
      refused: 0,
    });
    expect(preview.run.divisionsCreated).toBeGreaterThan(0);
    expect(preview.added.length).toBe(100);
    expect(preview.added[0]).toMatchObject({ accountId: expect.stringMatching(/^user\d{5}$/) });
    expect(await peopleOf(demo)).toBe(before.people);
    expect(await logCount(demo)).toBe(before.log);
  });

  it('adds every person page by page, with kana, divisions from the OUs, and the action log by Active Directory', async () => {
    const before = await peopleOf(demo);
    const first = await run(admin, false);
    expect(first.run).toMatchObject({ state: 'DONE', read: PEOPLE, created: PEOPLE, refused: 0 });
    expect(await peopleOf(demo)).toBe(before + PEOPLE);
    const someone = (await person(demo, 'user00007'))!;
    expect(someone).toMatchObject({
      fullname: '鈴木 美咲 00007',
      fullname_kana: 'スズキ ミサキ',
      position: '担当',
      phone_num: '03-5555-0007',
      email: 'user00007@example.co.jp',
      enabled: true,
    });
    expect(await mainDivisionPath(someone.id)).toEqual(['Osaka', 'Support', 'Team 2']);
    const log = await server.db
      .selectFrom('admin_action_log')
      .select(['action', 'actor_label', 'actor_user_id'])
      .where('tenant_id', '=', demo)
      .where('action', 'like', 'activeDirectory.%')
      .where('action', '<>', 'activeDirectory.runRequest')
      .execute();
    expect(log.filter((entry) => entry.action === 'activeDirectory.user.create').length).toBe(PEOPLE);
    expect(
      log.every((entry) => entry.actor_label === 'Active Directory' && entry.actor_user_id === null),
    ).toBe(true);
    // Found by the directory search like anyone else.
    const found = await admin.internalContacts.search({
      query: { page: 1, size: 30 },
      body: { searchType: 'PARTIAL', fullnameKana: 'すずき みさき' },
    });
    expect(found.items.length).toBeGreaterThan(0);
  });

  it('writes nothing on a second run with no change', async () => {
    const log = await logCount(demo);
    const stamp = (await person(demo, 'user00007'))!.updated_at;
    const second = await run(admin, false);
    expect(second.run).toMatchObject({
      state: 'DONE',
      created: 0,
      updated: 0,
      disabled: 0,
      unchanged: PEOPLE,
    });
    // Only the request to run is logged (an administrator's act); the run itself changed nothing.
    expect(await logCount(demo)).toBe(log + 1);
    expect((await person(demo, 'user00007'))!.updated_at).toEqual(stamp);
  });

  it('brings a change made in AD, and keeps a hand edit where the mapping says so', async () => {
    await modify(slapd.personDn(11), 'title', '部長');
    await modify(slapd.personDn(11), 'telephoneNumber', '03-9999-0011');
    await modify(slapd.personDn(12), 'title', '主任');
    const handEdited = (await person(demo, 'user00012'))!;
    await server.db
      .updateTable('users')
      .set({ position: '係長 (手入力)' })
      .where('id', '=', handEdited.id)
      .execute();
    await admin.activeDirectoryAdmin.saveSettings({
      body: settings({ password: null, keepEdited: ['position'] }),
    });

    const report = await run(admin, false);
    expect(report.run).toMatchObject({ state: 'DONE', created: 0, updated: 1, disabled: 0 });
    expect(report.changed).toEqual([
      { accountId: 'user00011', fullname: expect.any(String), fields: ['position', 'phoneNum'] },
    ]);
    expect(await person(demo, 'user00011')).toMatchObject({ position: '部長', phone_num: '03-9999-0011' });
    expect(await person(demo, 'user00012')).toMatchObject({ position: '係長 (手入力)' });
    const entry = await server.db
      .selectFrom('admin_action_log')
      .select(['before', 'after', 'actor_label'])
      .where('tenant_id', '=', demo)
      .where('action', '=', 'activeDirectory.user.update')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_label: 'Active Directory',
      before: { position: '担当', phoneNum: '03-5555-0011' },
      after: { position: '部長', phoneNum: '03-9999-0011' },
    });
  });

  it('disables a person disabled in AD and signs them out at once', async () => {
    const accountId = 'user00021';
    const userId = await userIdOf(server.db, demo, accountId);
    await server.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Kizuna-Ad-User1') })
      .where('id', '=', userId)
      .execute();
    const them = await server.signIn({ tenantCode: 'demo', accountId, password: 'Kizuna-Ad-User1' });
    await them.principal.passwordStatus();

    await modify(slapd.personDn(21), 'userAccountControl', '514');
    const report = await run(admin, false);
    expect(report.run).toMatchObject({ state: 'DONE', disabled: 1, created: 0 });
    expect(report.disabledPeople).toEqual([{ accountId, fullname: expect.any(String), fields: ['enabled'] }]);
    expect(await person(demo, accountId)).toMatchObject({ enabled: false });
    expect(await refusal(them.principal.passwordStatus())).toMatchObject({ status: 401 });
    // Disabled, never deleted: their row and their contacts stay.
    expect(await peopleOf(demo)).toBeGreaterThanOrEqual(PEOPLE);

    await modify(slapd.personDn(21), 'userAccountControl', '512');
    expect((await run(admin, false)).run).toMatchObject({ updated: 1, disabled: 0 });
    expect(await person(demo, accountId)).toMatchObject({ enabled: true });
  });
});

describe('tenants', () => {
  it('see only their own settings and runs, and a sync stops adding at the licence', async () => {
    expect((await trialAdmin.activeDirectoryAdmin.settings()).configured).toBe(false);
    expect((await trialAdmin.activeDirectoryAdmin.runs()).items).toEqual([]);
    const demoRun = (await admin.activeDirectoryAdmin.runs()).items[0]!;
    expect(
      await refusal(trialAdmin.activeDirectoryAdmin.run({ params: { runId: demoRun.runId } })),
    ).toMatchObject({ status: 404, code: 'AD_RUN_NOT_FOUND' });

    const held = await peopleOf(trial);
    await server.db
      .updateTable('tenants')
      .set({ licensed_users: held + 5 })
      .where('id', '=', trial)
      .execute();
    await trialAdmin.activeDirectoryAdmin.saveSettings({ body: settings() });
    const report = await run(trialAdmin, false);
    expect(report.run).toMatchObject({ state: 'DONE', created: 5, refused: PEOPLE - 5 });
    expect(report.refusedEntries[0]).toEqual({
      dn: expect.stringContaining('cn=user'),
      reason: 'LICENSE_LIMIT_EXCEEDED',
    });
    expect(await peopleOf(trial)).toBe(held + 5);
    // The demo tenant's people and runs are untouched by the trial tenant's run.
    expect((await admin.activeDirectoryAdmin.runs()).items[0]).toEqual(demoRun);
  });

  it('without the feature, the entry refuses', async () => {
    await server.db
      .deleteFrom('tenant_features')
      .where('tenant_id', '=', trial)
      .where('feature', '=', 'ACTIVE_DIRECTORY')
      .execute();
    const again = await server.signIn('trialAdmin');
    expect(await refusal(again.activeDirectoryAdmin.settings())).toMatchObject({ status: 403 });
  });
});
