import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEvents } from '../../../test/connectEvents.js';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { OperatorError } from '../auth/index.js';
import { createTenant } from './createTenant.js';
import { runTenantPlanCommand, type TenantPlanCommand } from './tenantCommands.js';
import { DEFAULT_TENANT_FEATURES, startTrial, tablesWithTenantId } from './tenantOperator.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const OPERATOR = 'ops-tester';

/** `kizuna tenant <sub> …` as the CLI runs it, against the running server's database. */
function kizunaTenant(sub: TenantPlanCommand, ...args: string[]): Promise<string> {
  return runTenantPlanCommand(server.db, sub, args, OPERATOR, new Date());
}

async function operatorRefusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => {
      throw new Error('the command succeeded');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OperatorError);
  return (error as Error).message;
}

/** Everything the operator commands may change of a tenant, to compare before and after. */
async function tenantState(code: string) {
  const tenant = await server.db
    .selectFrom('tenants')
    .select(['id', 'provide_type', 'trial_ends_at', 'licensed_users', 'service_type', 'suspended_at'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const features = await server.db
    .selectFrom('tenant_features')
    .select('feature')
    .where('tenant_id', '=', tenant.id)
    .orderBy('feature')
    .execute();
  const audit = await server.db
    .selectFrom('operator_audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_code', '=', code)
    .executeTakeFirstOrThrow();
  return { tenant, features: features.map((row) => row.feature), audits: Number(audit.n) };
}

/** Tomorrow in Japan, as YYYY-MM-DD. */
function tomorrowInJapan(): string {
  return new Date(Date.now() + 9 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
}

describe('kizuna tenant features', () => {
  it('hides a feature at once for signed-in people, tells open apps, and keeps its data', async () => {
    const yamada = await server.signIn('demoUser');
    expect((await yamada.principal.tenantInfo()).tenantFeatures).toContain('TALK');
    await yamada.principal.talkRoomSettings();
    const { cookie } = await server.rawSession('demoUser');
    const events = await connectEvents(server.url, cookie);
    const closed = new Promise<number>((resolve) => events.socket.once('close', resolve));
    const talkRows = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from talk_rooms
            where tenant_id = (select id from tenants where code = 'demo')`.execute(server.db)
        ).rows[0]!.n,
      );
    const roomsBefore = await talkRows();

    const shown = await kizunaTenant('features', '--tenant', 'demo', '--off', 'talk');
    expect(shown).toMatch(/features: .*THANKS/);
    expect(shown).not.toMatch(/\bTALK\b/);

    expect((await events.next('principalChanged')).type).toBe('principalChanged');
    expect(await closed).toBe(4205);
    expect((await yamada.principal.tenantInfo()).tenantFeatures).not.toContain('TALK');
    expect(await refusal(yamada.principal.talkRoomSettings())).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await talkRows()).toBe(roomsBefore);

    await kizunaTenant('features', '--tenant', 'demo', '--on', 'TALK');
    expect((await yamada.principal.tenantInfo()).tenantFeatures).toContain('TALK');
    await yamada.principal.talkRoomSettings();
  });

  it('writes who changed what, before and after, to the operator audit log', async () => {
    await kizunaTenant('features', '--tenant', 'demo', '--off', 'cmx');
    const row = await server.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('tenant_code', '=', 'demo')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ operator: OPERATOR, action: 'features' });
    expect(row.before).toContain('CMX');
    expect(row.after).not.toContain('CMX');
    expect(Date.now() - new Date(row.at).getTime()).toBeLessThan(60_000);
    await kizunaTenant('features', '--tenant', 'demo', '--on', 'cmx');
  });

  it('refuses unknown feature names and changes nothing', async () => {
    const before = await tenantState('demo');
    expect(
      await operatorRefusal(kizunaTenant('features', '--tenant', 'demo', '--on', 'talk,telepathy')),
    ).toMatch(/unknown feature: telepathy/);
    expect(await operatorRefusal(kizunaTenant('features', '--tenant', 'nosuch', '--on', 'talk'))).toMatch(
      /no tenant "nosuch"/,
    );
    expect(await tenantState('demo')).toEqual(before);
  });
});

describe('kizuna tenant plan', () => {
  it('refuses a trial end in the past, a bad date, and licences below the people held; nothing changes', async () => {
    const before = await tenantState('trial');
    const used = Number(
      (
        await server.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenant_id', '=', before.tenant.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(
      await operatorRefusal(kizunaTenant('plan', '--tenant', 'trial', '--trial-until', '2020-01-31')),
    ).toMatch(/in the past/);
    expect(
      await operatorRefusal(kizunaTenant('plan', '--tenant', 'trial', '--trial-until', '2027-02-30')),
    ).toMatch(/no day 2027-02-30/);
    expect(
      await operatorRefusal(kizunaTenant('plan', '--tenant', 'trial', '--licences', String(used - 1))),
    ).toMatch(new RegExp(`below the ${used} people`));
    expect(
      await operatorRefusal(kizunaTenant('plan', '--tenant', 'trial', '--service-type', 'CARRIER_PIGEON')),
    ).toMatch(/--service-type is one of/);
    expect(await tenantState('trial')).toEqual(before);
  });

  it('sets a commercial plan, its licences and its service type, which the principal reads', async () => {
    const shown = await kizunaTenant(
      'plan',
      '--tenant',
      'kizuna-logistics',
      '--commercial',
      '--licences',
      '300',
      '--service-type',
      'RENRAKU',
    );
    expect(shown).toMatch(/plan: +COMMERCIAL/);
    expect(shown).toMatch(/licences: +\d+ used of 300/);
    const admin = await server.signIn('logisticsAdmin');
    expect((await admin.principal.serverInfo()).serviceType).toBe('RENRAKU');
    expect(await admin.principal.tenantInfo()).toMatchObject({
      tenantProvideType: 'COMMERCIAL',
      trialExpired: false,
    });
  });
});

describe('licences', () => {
  it('refuses a person beyond the licence however they come, in the admin’s list used / licensed', async () => {
    const admin = await server.signIn('trialAdmin');
    const before = await tenantState('trial');
    const { licences } = await admin.userAdmin.list({ query: {} });
    expect(licences).toEqual({ used: expect.any(Number), licensed: null });
    await kizunaTenant('plan', '--tenant', 'trial', '--licences', String(licences!.used));
    expect((await admin.userAdmin.list({ query: {} })).licences).toEqual({
      used: licences!.used,
      licensed: licences!.used,
    });
    const person = {
      accountId: 'one.more',
      fullname: '追加 一郎',
      fullnameKana: 'ツイカ イチロウ',
      fullnameAlphabet: 'Ichiro Tsuika',
      userType: 'REGULAR_USER' as const,
      divisions: [],
      position: '',
      extensionNum: '',
      phoneNum: '',
      mobileNum: '',
      email: 'one.more@example.jp',
      email2: '',
      employeeNum: '',
      roles: [],
      virtualRoles: [],
      enabled: true,
      initialPassword: 'Kizuna-Extra1',
    };
    expect(await refusal(admin.userAdmin.save({ body: person }))).toEqual({
      status: 409,
      code: 'LICENSE_LIMIT_EXCEEDED',
    });
    expect(
      await refusal(
        admin.userInvitations.invite({
          body: { accountId: 'invited.one', fullname: '招待 一郎', email: 'invited.one@example.jp' },
        }),
      ),
    ).toEqual({ status: 409, code: 'LICENSE_LIMIT_EXCEEDED' });
    const csv = new File(
      [new TextEncoder().encode('アカウントID,氏名\r\nimport.one,取込 一郎\r\nimport.two,取込 二郎\r\n')],
      'users.csv',
    );
    expect(await refusal(admin.userAdmin.previewImport({ body: { file: csv } }))).toEqual({
      status: 409,
      code: 'LICENSE_LIMIT_EXCEEDED',
    });
    const { jobId } = await admin.userAdmin.import({ body: { file: csv } });
    let job = await admin.userAdmin.importJob({ params: { jobId } });
    for (let round = 0; round < 400 && (job.state === 'QUEUED' || job.state === 'RUNNING'); round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = await admin.userAdmin.importJob({ params: { jobId } });
    }
    expect(job).toMatchObject({ problem: 'LICENSE_LIMIT_EXCEEDED' });
    await kizunaTenant('features', '--tenant', 'trial', '--on', 'azure-active-directory');
    // The identity provider's token, made by an administrator who may (the role is granted here).
    const trialAdminId = Number((await admin.principal.userInfo()).userId);
    await server.db
      .insertInto('user_roles')
      .values({ tenant_id: before.tenant.id, user_id: trialAdminId, role: 'ADMIN_AZURE_ACTIVE_DIRECTORY' })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const { token } = await (
      await server.signIn('trialAdmin')
    ).scimAdmin.createToken({
      body: { name: 'IdP' },
    });
    const scim = await fetch(`${server.url}/scim/v2/Users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/scim+json' },
      body: JSON.stringify({
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
        userName: 'scim.one@example.jp',
        name: { formatted: 'SCIM One' },
        active: true,
      }),
    });
    expect(scim.status).toBe(403);
    expect(await scim.text()).toContain('LICENSE_LIMIT_EXCEEDED');
    expect((await admin.userAdmin.list({ query: {} })).licences).toEqual({
      used: licences!.used,
      licensed: licences!.used,
    });

    // One licence more: one person fits, the import of two still does not.
    await kizunaTenant('plan', '--tenant', 'trial', '--licences', String(licences!.used + 1));
    expect(await refusal(admin.userAdmin.previewImport({ body: { file: csv } }))).toMatchObject({
      code: 'LICENSE_LIMIT_EXCEEDED',
    });
    await admin.userAdmin.save({ body: person });
    expect((await admin.userAdmin.list({ query: {} })).licences?.used).toBe(licences!.used + 1);
  });
});

describe('suspend, resume and delete', () => {
  let tenantId: number;

  beforeAll(async () => {
    const created = await createTenant(server.db, { code: 'doomed-co', name: 'Doomed Co.' });
    tenantId = created.tenantId;
    await startTrial(server.db, tenantId, {
      licences: 10,
      features: DEFAULT_TENANT_FEATURES,
      at: new Date(),
      operator: OPERATOR,
    });
    await server.db
      .updateTable('users')
      .set({ password_change_reason: null })
      .where('tenant_id', '=', tenantId)
      .execute();
    await server.db
      .updateTable('tenants')
      .set({ provide_type: 'COMMERCIAL', trial_ends_at: null })
      .where('id', '=', tenantId)
      .execute();
    // The admin's password is set by the test: the one createTenant printed is not kept.
    const { hashPassword } = await import('../auth/index.js');
    await server.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('Doomed-Admin1') })
      .where('tenant_id', '=', tenantId)
      .execute();
  });

  const account = { tenantCode: 'doomed-co', accountId: 'admin', password: 'Doomed-Admin1' };

  it('ends the sessions of a suspended tenant and refuses its sign-in until it is resumed', async () => {
    const admin = await server.signIn(account);
    await admin.userAdmin.list({ query: {} });
    await kizunaTenant('suspend', '--tenant', 'doomed-co');
    expect(await refusal(admin.userAdmin.list({ query: {} }))).toEqual({ status: 401, code: 'UNAUTHORIZED' });
    expect(await refusal(server.signIn(account))).toEqual({ status: 403, code: 'TENANT_SUSPENDED' });
    // A wrong password still says only that: the suspension is told to those who know a password.
    expect(await refusal(server.signIn({ ...account, password: 'Wrong-Pass1' }))).toMatchObject({
      status: 401,
    });
    await kizunaTenant('resume', '--tenant', 'doomed-co');
    await (await server.signIn(account)).userAdmin.list({ query: {} });
  });

  it('deletes only a suspended tenant, every row of it, and nothing of any other tenant', async () => {
    const admin = await server.signIn(account);
    await admin.userAdmin.save({
      body: {
        accountId: 'staff.one',
        fullname: '社員 一郎',
        fullnameKana: 'シャイン イチロウ',
        fullnameAlphabet: 'Ichiro Shain',
        userType: 'REGULAR_USER',
        divisions: [],
        position: '',
        extensionNum: '',
        phoneNum: '',
        mobileNum: '',
        email: '',
        email2: '',
        employeeNum: '',
        roles: [],
        virtualRoles: [],
        enabled: true,
        initialPassword: 'Kizuna-Staff1',
      },
    });
    expect(await operatorRefusal(kizunaTenant('delete', '--tenant', 'doomed-co'))).toMatch(/suspended first/);
    expect(await admin.userAdmin.list({ query: {} })).toMatchObject({ totalCount: 2 });

    const tables = await tablesWithTenantId(server.db);
    expect(tables.length).toBeGreaterThan(50);
    const counts = async (whose: 'this' | 'others') => {
      const answer: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}
          where ${whose === 'this' ? sql`tenant_id = ${tenantId}` : sql`tenant_id <> ${tenantId}`}`.execute(
          server.db,
        );
        answer[table] = Number(rows[0]!.n);
      }
      return answer;
    };
    const ownBefore = await counts('this');
    expect(Object.values(ownBefore).reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
    const othersBefore = await counts('others');

    await kizunaTenant('suspend', '--tenant', 'doomed-co');
    expect(await kizunaTenant('delete', '--tenant', 'doomed-co', '--without-export')).toMatch(
      /deleted tenant doomed-co .*2 people/,
    );

    const left = Object.entries(await counts('this')).filter(([, n]) => n > 0);
    expect(left).toEqual([]);
    expect(await counts('others')).toEqual(othersBefore);
    expect(
      await server.db.selectFrom('tenants').select('id').where('code', '=', 'doomed-co').executeTakeFirst(),
    ).toBeUndefined();
    const audit = await server.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('tenant_code', '=', 'doomed-co')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'suspend', 'resume', 'suspend', 'delete']);
  });
});

describe('only the operator changes plans', () => {
  it('takes nothing of the plan from the company settings an administrator saves', async () => {
    const admin = await server.signIn('demoAdmin');
    const before = await tenantState('demo');
    const settings = await admin.companyAdmin.get();
    const body = {
      ...settings,
      tenantProvideType: 'COMMERCIAL',
      provideType: 'TRIAL',
      licensedUsers: 100000,
      serviceType: 'KDDI',
      tenantFeatures: ['SANSAN', 'SFDC'],
      features: ['SANSAN', 'SFDC'],
      trialEndsAt: null,
      suspended: true,
    } as unknown as Parameters<typeof admin.companyAdmin.save>[0]['body'];
    await admin.companyAdmin.save({ body }).catch(() => undefined);
    const after = await tenantState('demo');
    expect(after).toEqual(before);
  });

  it('has no code outside the tenants module and the seed that writes plans, features or suspension', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .filter((name) => !name.startsWith(`modules${path.sep}tenants${path.sep}`))
      .filter((name) => !name.startsWith(`seed${path.sep}`) && !name.startsWith(`db${path.sep}`));
    const writes =
      /(insertInto|deleteFrom|updateTable)\('tenant_features'\)|\b(provide_type|service_type|licensed_users|trial_ends_at|suspended_at)\s*:|update\s+tenants\b[^;]*\bset\b[^;]*\b(provide_type|service_type|licensed_users|trial_ends_at|suspended_at)\b|tenant_features\s*\(/i;
    const offending = files.filter((name) => writes.test(readFileSync(path.join(src, name), 'utf8')));
    expect(offending).toEqual([]);
  });
});

describe('a trial past its end', () => {
  it('still signs in, answers TRIAL_EXPIRED to everything but the principal and sign-out', async () => {
    await kizunaTenant('plan', '--tenant', 'trial', '--trial-until', tomorrowInJapan());
    const admin = await server.signIn('trialAdmin');
    await admin.information.badge();
    const { trialEndsAt } = await admin.principal.tenantInfo();
    expect(trialEndsAt).not.toBeNull();
    const endsAt = new Date(trialEndsAt!);
    expect(endsAt.getTime()).toBeGreaterThan(Date.now());

    const threeDays = 3 * 24 * 3_600_000;
    server.advanceClock(threeDays);
    try {
      const late = await server.signIn('trialAdmin');
      expect(await late.principal.tenantInfo()).toMatchObject({
        tenantProvideType: 'TRIAL',
        trialExpired: true,
        trialEndsAt: endsAt.toISOString(),
      });
      await late.principal.userInfo();
      await late.principal.userRoles();
      await late.principal.serverInfo();
      expect(await refusal(late.information.badge())).toEqual({ status: 403, code: 'TRIAL_EXPIRED' });
      expect(await refusal(late.userAdmin.list({ query: {} }))).toEqual({
        status: 403,
        code: 'TRIAL_EXPIRED',
      });
      const { cookie } = await server.rawSession('trialAdmin');
      const image = await fetch(`${server.url}/front/tenantLogo`, { headers: { Cookie: cookie } });
      expect(image.status).toBe(403);
      await late.auth.logout();
      expect(await refusal(late.principal.userInfo())).toMatchObject({ status: 401 });

      // A commercial plan opens everything again.
      await kizunaTenant('plan', '--tenant', 'trial', '--commercial');
      const again = await server.signIn('trialAdmin');
      await again.information.badge();
      expect(await again.principal.tenantInfo()).toMatchObject({ trialExpired: false, trialEndsAt: null });
    } finally {
      server.advanceClock(-threeDays);
    }
  });
});
