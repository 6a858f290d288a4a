import type { KizunaClient } from '@kizuna/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { expandDivisions } from '../directorySearch/index.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
const ids = { demo: 0, trial: 0, yamada: 0, salesOne: 0, trialDivision: 0 };

/** The tokens of the answer links in the check's mails, by address. */
async function linkTokensOf(title: string): Promise<Map<string, string>> {
  const rows = await server.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'text_body'])
    .where('tenant_id', '=', ids.demo)
    .where('kind', '=', 'ANPI_CHECK')
    .where('subject', 'like', `%${title}`)
    .execute();
  return new Map(
    rows.map((row) => [
      row.to_address,
      /\/front\/anpi\/answer\/([A-Za-z0-9_-]{43})/.exec(row.text_body)?.[1] ?? '',
    ]),
  );
}

beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://kizuna.example.co.jp' });
  const tenants = await server.db.selectFrom('tenants').select(['id', 'code']).execute();
  ids.demo = Number(tenants.find((t) => t.code === 'demo')!.id);
  ids.trial = Number(tenants.find((t) => t.code === 'trial')!.id);
  await server.db
    .insertInto('tenant_features')
    .values({ tenant_id: ids.demo, feature: 'ANPI' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await sql`delete from tenant_view_columns where tenant_id = ${ids.demo} and column_type = 'ANPI'`.execute(
    server.db,
  );
  await server.db
    .insertInto('tenant_view_columns')
    .values({ tenant_id: ids.demo, column_type: 'ANPI', sort: 99 })
    .execute();
  const yamadaRow = await server.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', ids.demo)
    .where('account_id', '=', 'yamada.taro')
    .executeTakeFirstOrThrow();
  ids.yamada = Number(yamadaRow.id);
  const division = await server.db
    .selectFrom('divisions')
    .select('id')
    .where('tenant_id', '=', ids.demo)
    .where('name', '=', '第一営業部')
    .executeTakeFirstOrThrow();
  ids.salesOne = Number(division.id);
  const trialDivision = await server.db
    .selectFrom('divisions')
    .select('id')
    .where('tenant_id', '=', ids.trial)
    .executeTakeFirstOrThrow();
  ids.trialDivision = Number(trialDivision.id);
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
});
afterAll(async () => {
  await server?.close();
});

describe('company-level permissions', () => {
  it('lists the holders with registrationMax, 30 unless the tenant has its own', async () => {
    expect(await admin.anpiAdmin.registrationMax()).toEqual({ registrationMax: 30 });
    const list = await admin.anpiAdmin.companyLevelPermissions();
    expect(list).toEqual({ items: [], registrationMax: 30 });
  });

  it('adds a person by account id (SUCCESS), once however often it is asked', async () => {
    const added = await admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: ' yamada.taro ' } });
    expect(added).toEqual({
      result: 'SUCCESS',
      user: expect.objectContaining({ accountId: 'yamada.taro', userId: ids.yamada, contactId: ids.yamada }),
    });
    await admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: 'yamada.taro' } });
    const list = await admin.anpiAdmin.companyLevelPermissions();
    expect(list.items.map((item) => item.accountId)).toEqual(['yamada.taro']);
    const logged = await server.db
      .selectFrom('admin_action_log')
      .select('action')
      .where('tenant_id', '=', ids.demo)
      .where('action', '=', 'anpi.permission.add')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('refuses an unknown account id (USER_NOT_FOUND) and one outside safety checks (ANPI_USER_NOT_FOUND)', async () => {
    expect(
      await fieldRefusal(admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: 'nobody' } })),
    ).toEqual({
      status: 400,
      fields: ['body.accountId:notFound'],
    });
    expect(
      await refusal(admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: 'nobody' } })),
    ).toEqual({
      status: 400,
      code: 'USER_NOT_FOUND',
    });
    const facility = await server.db
      .selectFrom('users')
      .select('account_id')
      .where('tenant_id', '=', ids.demo)
      .where('user_type', '=', 'FACILITY')
      .executeTakeFirstOrThrow();
    expect(
      await refusal(admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: facility.account_id } })),
    ).toEqual({ status: 400, code: 'ANPI_USER_NOT_FOUND' });
    expect(await refusal(admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: '' } }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect((await admin.anpiAdmin.companyLevelPermissions()).items).toHaveLength(1);
  });

  it('refuses a holder beyond registrationMax and keeps the list as it was', async () => {
    await server.db
      .insertInto('anpi_settings')
      .values({ tenant_id: ids.demo, registration_max: 2 })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ registration_max: 2 }))
      .execute();
    const others = await server.db
      .selectFrom('users')
      .select('account_id')
      .where('tenant_id', '=', ids.demo)
      .where('user_type', '=', 'REGULAR_USER')
      .where('enabled', '=', true)
      .where('account_id', 'not in', ['yamada.taro', 'admin'])
      .orderBy('id')
      .limit(2)
      .execute();
    await admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: others[0]!.account_id } });
    expect(
      await refusal(
        admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: others[1]!.account_id } }),
      ),
    ).toEqual({ status: 409, code: 'ANPI_REGISTRATION_MAX_EXCEEDED' });
    const list = await admin.anpiAdmin.companyLevelPermissions();
    expect(list.registrationMax).toBe(2);
    expect(list.items).toHaveLength(2);
    expect(await admin.anpiAdmin.registrationMax()).toEqual({ registrationMax: 2 });
  });

  it('removes the holders of userIds joined by commas; one who holds none refuses them all', async () => {
    const list = await admin.anpiAdmin.companyLevelPermissions();
    const other = list.items.find((item) => item.userId !== ids.yamada)!;
    expect(
      await refusal(
        admin.anpiAdmin.removeCompanyLevelPermissions({ query: { userIds: `${other.userId},999999` } }),
      ),
    ).toEqual({ status: 404, code: 'ANPI_PERMISSION_NOT_FOUND' });
    expect((await admin.anpiAdmin.companyLevelPermissions()).items).toHaveLength(2);
    expect(
      await admin.anpiAdmin.removeCompanyLevelPermissions({ query: { userIds: `${other.userId}` } }),
    ).toEqual({
      count: 1,
    });
    expect((await admin.anpiAdmin.companyLevelPermissions()).items.map((item) => item.userId)).toEqual([
      ids.yamada,
    ]);
  });

  it('is refused to a plain user (403)', async () => {
    expect(await refusal(yamada.anpiAdmin.companyLevelPermissions())).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(
      await refusal(yamada.anpiAdmin.addCompanyLevelPermission({ body: { accountId: 'admin' } })),
    ).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});

describe('a check', () => {
  let checkId = 0;
  let expected: number[] = [];

  it('started for a division asks exactly its people and those of its sub-divisions', async () => {
    const divisionIds = await expandDivisions(server.db, ids.demo, [ids.salesOne]);
    const people = await server.db
      .selectFrom('users')
      .select('id')
      .distinct()
      .innerJoin('user_divisions', 'user_divisions.user_id', 'users.id')
      .where('users.tenant_id', '=', ids.demo)
      .where('users.enabled', '=', true)
      .where('users.user_type', '=', 'REGULAR_USER')
      .where('user_divisions.division_id', 'in', divisionIds)
      .execute();
    expected = people.map((row) => Number(row.id)).sort((a, b) => a - b);
    expect(expected).toContain(ids.yamada);

    const check = await admin.anpiAdmin.startCheck({
      body: {
        kind: 'DRILL',
        title: '地震訓練',
        message: '回答してください',
        wholeCompany: false,
        divisionIds: [ids.salesOne],
      },
    });
    checkId = check.checkId;
    expect(check).toMatchObject({
      kind: 'DRILL',
      title: '地震訓練',
      wholeCompany: false,
      divisions: [{ divisionId: ids.salesOne, name: '第一営業部' }],
      closedAt: null,
      targetCount: expected.length,
      answeredCount: 0,
    });
    const targets = await server.db
      .selectFrom('anpi_check_targets')
      .select('user_id')
      .where('check_id', '=', checkId)
      .orderBy('user_id')
      .execute();
    expect(targets.map((row) => Number(row.user_id))).toEqual(expected);
  });

  it('mails everyone asked their own link and shows on their badge', async () => {
    const withMail = await server.db
      .selectFrom('users')
      .select('email')
      .where('tenant_id', '=', ids.demo)
      .where('id', 'in', expected)
      .where('email', 'is not', null)
      .execute();
    const tokens = await linkTokensOf('地震訓練');
    expect([...tokens.keys()].sort()).toEqual(withMail.map((row) => row.email!).sort());
    expect(new Set(tokens.values()).size).toBe(tokens.size);
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('kind', '=', 'ANPI_CHECK')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('【訓練】地震訓練');
    expect(mail.text_body).toContain('https://kizuna.example.co.jp/front/anpi/answer/');

    expect((await yamada.information.badge()).anpi).toBe(1);
    const mine = await yamada.anpi.myChecks();
    expect(mine.items).toEqual([{ check: expect.objectContaining({ checkId }), answer: null }]);
    // The administrator is in another division: not asked.
    expect((await admin.information.badge()).anpi).toBe(0);
  });

  it('takes the person’s answer in the app, which the directory and their page then show', async () => {
    const answer = await yamada.anpi.answer({
      params: { checkId },
      body: { safety: 'MINOR_INJURY', canWork: false, comment: '足を痛めました' },
    });
    expect(answer).toMatchObject({
      safety: 'MINOR_INJURY',
      canWork: false,
      comment: '足を痛めました',
      enteredBy: null,
    });
    expect((await yamada.information.badge()).anpi).toBe(0);
    const detail = await yamada.internalContacts.detail({ params: { contactId: ids.yamada } });
    expect(detail.anpi).toEqual({
      answer: 'MINOR_INJURY',
      comment: '足を痛めました',
      answeredAt: answer.answeredAt,
    });
    const page = await admin.internalContacts.searchByFreeWord({
      query: { page: 1, size: 30 },
      body: { freeWord: '山田 太郎' },
    });
    const row = page.items.find((item) => item.userId === ids.yamada)!;
    expect(row.dynamicColumns.ANPI).toEqual({
      answer: 'MINOR_INJURY',
      comment: '足を痛めました',
      answeredAt: answer.answeredAt,
    });
  });

  it('refuses an answer outside the choices, and one to a check that does not ask the person', async () => {
    expect(
      await refusal(
        yamada.anpi.answer({
          params: { checkId },
          body: { safety: 'FINE' as 'SAFE', canWork: true, comment: '' },
        }),
      ),
    ).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(
      await refusal(
        admin.anpi.answer({ params: { checkId }, body: { safety: 'SAFE', canWork: true, comment: '' } }),
      ),
    ).toEqual({ status: 404, code: 'ANPI_CHECK_NOT_FOUND' });
  });

  it('takes one answer per link: the link is used up, a forged one is unknown', async () => {
    const tokens = await linkTokensOf('地震訓練');
    const yamadaMail = await server.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', ids.yamada)
      .executeTakeFirstOrThrow();
    const token = tokens.get(yamadaMail.email!)!;
    const link = server.client();
    const view = await link.anpiLink.target({ body: { token } });
    expect(view).toMatchObject({
      fullname: '山田 太郎',
      check: { checkId, kind: 'DRILL' },
      answer: { safety: 'MINOR_INJURY' },
    });
    const answer = await link.anpiLink.answer({
      body: { token, safety: 'SAFE', canWork: true, comment: '' },
    });
    expect(answer.safety).toBe('SAFE');
    expect(
      await refusal(link.anpiLink.answer({ body: { token, safety: 'SAFE', canWork: true, comment: '' } })),
    ).toEqual({ status: 409, code: 'ANPI_LINK_USED' });
    expect(await refusal(link.anpiLink.target({ body: { token: 'A'.repeat(43) } }))).toEqual({
      status: 404,
      code: 'ANPI_LINK_INVALID',
    });
  });

  it('is listed open, then closed; a closed check takes no answers and stays readable', async () => {
    // Newest first; the seeded drill of a month ago follows, closed.
    expect((await admin.anpiAdmin.checks()).items.map((c) => [c.checkId, c.closedAt === null])).toEqual([
      [checkId, true],
      [expect.any(Number), false],
    ]);
    const closed = await admin.anpiAdmin.closeCheck({ params: { checkId } });
    expect(closed.closedAt).not.toBeNull();
    expect(closed.closedBy?.fullname).toBe('管理 花子');
    expect(closed.answeredCount).toBe(1);
    expect(
      await refusal(
        yamada.anpi.answer({ params: { checkId }, body: { safety: 'SAFE', canWork: true, comment: '' } }),
      ),
    ).toEqual({ status: 409, code: 'ANPI_CHECK_CLOSED' });
    expect((await admin.anpiAdmin.check({ params: { checkId } })).closedAt).toBe(closed.closedAt);
    expect((await yamada.anpi.myChecks()).items).toEqual([]);
    const actions = await server.db
      .selectFrom('admin_action_log')
      .select('action')
      .where('tenant_id', '=', ids.demo)
      .where('target', '=', `anpiCheck:${checkId}`)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['anpi.check.start', 'anpi.check.close']);
  });

  it('refuses a division of another tenant, and another tenant’s check is none at all', async () => {
    expect(
      await refusal(
        admin.anpiAdmin.startCheck({
          body: {
            kind: 'REAL',
            title: 'x',
            message: '',
            wholeCompany: false,
            divisionIds: [ids.trialDivision],
          },
        }),
      ),
    ).toEqual({ status: 404, code: 'DIVISION_NOT_FOUND' });
    const trialCheck = await server.db
      .insertInto('anpi_checks')
      .values({ tenant_id: ids.trial, kind: 'REAL', title: 'trial', whole_company: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await refusal(admin.anpiAdmin.check({ params: { checkId: Number(trialCheck.id) } }))).toEqual({
      status: 404,
      code: 'ANPI_CHECK_NOT_FOUND',
    });
    expect(await refusal(admin.anpiAdmin.closeCheck({ params: { checkId: Number(trialCheck.id) } }))).toEqual(
      {
        status: 404,
        code: 'ANPI_CHECK_NOT_FOUND',
      },
    );
    expect((await admin.anpiAdmin.checks()).items.map((c) => c.checkId)).not.toContain(Number(trialCheck.id));
  });

  it('refuses divisions left out of a check for part of the company (400, nothing started)', async () => {
    expect(
      await fieldRefusal(
        admin.anpiAdmin.startCheck({ body: { kind: 'REAL', title: 'x', message: '', wholeCompany: false } }),
      ),
    ).toEqual({ status: 400, fields: ['body.divisionIds:required'] });
    expect((await admin.anpiAdmin.checks()).items).toHaveLength(2);
  });

  it('is not started by a plain user (403)', async () => {
    expect(
      await refusal(
        yamada.anpiAdmin.startCheck({ body: { kind: 'REAL', title: 'x', message: '', wholeCompany: true } }),
      ),
    ).toEqual({ status: 403, code: 'FORBIDDEN' });
  });
});
