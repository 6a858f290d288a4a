import type { KizunaClient } from '@kizuna/api-client';
import Encoding from 'encoding-japanese';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { tenantIdOf, userIdOf } from '../../../test/seededIds.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';
import { selectTenantRows } from '../../db/tenantRows.js';

const PASSWORD = 'Kizuna-Anpi1';
const ORIGIN = 'https://kizuna.example.co.jp';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let manager: KizunaClient;
let demoId: number;
let yamadaId: number;
let managerId: number;
let salesOneId: number;
let salesTwoId: number;

/** A person of the demo tenant in one division, who signs in with PASSWORD. */
async function addPerson(accountId: string, fullname: string, divisionId: number): Promise<number> {
  const { userId } = await admin.userAdmin.save({
    body: {
      accountId,
      fullname,
      fullnameKana: '',
      fullnameAlphabet: '',
      userType: 'REGULAR_USER',
      divisions: [{ divisionId, main: true }],
      position: '',
      extensionNum: '',
      phoneNum: '',
      mobileNum: '090-1111-2222',
      email: `${accountId}@demo.example.co.jp`,
      email2: '',
      employeeNum: '',
      roles: [],
      virtualRoles: [],
      enabled: true,
      initialPassword: PASSWORD,
    },
  });
  // As if the person had already chosen their own password at first sign-in.
  await server.db
    .updateTable('users')
    .set({ password_change_reason: null })
    .where('id', '=', userId)
    .execute();
  return userId;
}

async function divisionIdOf(name: string): Promise<number> {
  return (
    await selectTenantRows(server.db, 'divisions', demoId)
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
}

async function emailOf(userId: number): Promise<string> {
  const row = await selectTenantRows(server.db, 'users', demoId, userId)
    .select('email')
    .executeTakeFirstOrThrow();
  return row.email!;
}

const LINK = /\/front\/anpi\/answer\/([A-Za-z0-9_-]{43})/;

/** The token of the newest safety check mail to the person. */
async function linkTokenOf(userId: number): Promise<string> {
  const mail = await server.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', await emailOf(userId))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = LINK.exec(mail.text_body);
  expect(match, mail.text_body).not.toBeNull();
  return match![1]!;
}

async function mailsTo(userId: number): Promise<number> {
  const rows = await server.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', await emailOf(userId))
    .where('text_body', 'like', '%/front/anpi/answer/%')
    .execute();
  return rows.length;
}

async function publicClient() {
  const client = server.client();
  await client.auth.xsrf();
  return client;
}

async function startDrill(title: string, divisionIds: number[]) {
  return admin.anpiAdmin.startCheck({
    body: { kind: 'DRILL', title, message: '訓練です。', wholeCompany: false, divisionIds },
  });
}

async function storedAnswer(checkId: number, userId: number) {
  return selectTenantRows(server.db, 'anpi_answers', demoId)
    .select(['safety', 'can_work', 'comment', 'entered_by'])
    .where('check_id', '=', checkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

beforeAll(async () => {
  server = await startTestServer({ publicUrl: ORIGIN });
  await turnOnTenantFeatures(server.db, 'demo', ['ANPI']);
  demoId = await tenantIdOf(server.db, 'demo');
  yamadaId = await userIdOf(server.db, demoId, 'yamada.taro');
  salesOneId = await divisionIdOf('営業一課');
  salesTwoId = await divisionIdOf('営業二課');
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  // A manager (課長, level 3) of 営業一課: follows its people, not the rest of the company.
  managerId = await addPerson('anpi.kacho', '安否 課長', salesOneId);
  await server.db.updateTable('users').set({ level: 3 }).where('id', '=', managerId).execute();
  manager = await server.signIn({ tenantCode: 'demo', accountId: 'anpi.kacho', password: PASSWORD });
});
afterAll(async () => {
  await server?.close();
});

describe('answering a safety check by the mailed link', () => {
  it('answers once without a session; the link cannot answer again, a forged one never', async () => {
    const check = await startDrill('リンク回答の訓練', [salesOneId]);
    const token = await linkTokenOf(yamadaId);
    const phone = await publicClient();

    expect(await phone.anpiLink.target({ body: { token } })).toMatchObject({
      fullname: '山田 太郎',
      check: { checkId: check.checkId, kind: 'DRILL', message: '訓練です。', closedAt: null },
      answer: null,
    });
    const answer = await phone.anpiLink.answer({
      body: { token, safety: 'MINOR_INJURY', canWork: false, comment: ' 足を痛めました ' },
    });
    expect(answer).toMatchObject({
      safety: 'MINOR_INJURY',
      canWork: false,
      comment: '足を痛めました',
      enteredBy: null,
    });
    expect(await storedAnswer(check.checkId, yamadaId)).toMatchObject({
      safety: 'MINOR_INJURY',
      can_work: false,
    });

    // Used: neither a view nor a second answer; the answer stays as it was.
    expect(await refusal(phone.anpiLink.target({ body: { token } }))).toEqual({
      status: 409,
      code: 'ANPI_LINK_USED',
    });
    expect(await refusal(phone.anpiLink.answer({ body: { token, safety: 'SAFE', canWork: true } }))).toEqual({
      status: 409,
      code: 'ANPI_LINK_USED',
    });
    expect(await storedAnswer(check.checkId, yamadaId)).toMatchObject({ safety: 'MINOR_INJURY' });

    // The app is where an answer changes.
    await yamada.anpi.answer({ params: { checkId: check.checkId }, body: { safety: 'SAFE', canWork: true } });
    expect(await storedAnswer(check.checkId, yamadaId)).toMatchObject({ safety: 'SAFE', can_work: true });

    const forged = 'x'.repeat(43);
    expect(await refusal(phone.anpiLink.target({ body: { token: forged } }))).toEqual({
      status: 404,
      code: 'ANPI_LINK_INVALID',
    });
    expect(
      await refusal(phone.anpiLink.answer({ body: { token: forged, safety: 'SAFE', canWork: true } })),
    ).toEqual({ status: 404, code: 'ANPI_LINK_INVALID' });
    expect(await fieldRefusal(phone.anpiLink.target({ body: { token: 'short' } }))).toEqual({
      status: 400,
      fields: ['body.token:pattern'],
    });
  });

  it('takes one answer when the same link is sent several times at once', async () => {
    const check = await startDrill('同時送信の訓練', [salesOneId]);
    const token = await linkTokenOf(yamadaId);
    const phone = await publicClient();
    const outcomes = await Promise.all(
      (['SAFE', 'MINOR_INJURY', 'SERIOUS_INJURY'] as const).map((safety) =>
        phone.anpiLink.answer({ body: { token, safety, canWork: true } }).then(
          (answer) => answer.safety,
          async (error: unknown) => (await refusal(Promise.reject(error))).code,
        ),
      ),
    );
    const taken = outcomes.filter((outcome) => outcome !== 'ANPI_LINK_USED');
    expect(taken).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'ANPI_LINK_USED')).toHaveLength(2);
    expect(await storedAnswer(check.checkId, yamadaId)).toMatchObject({
      safety: taken[0],
      entered_by: yamadaId,
    });
    await admin.anpiAdmin.closeCheck({ params: { checkId: check.checkId } });
  });

  it('refuses the link of a closed check, which still shows', async () => {
    const check = await startDrill('終了した訓練', [salesOneId]);
    const token = await linkTokenOf(yamadaId);
    await admin.anpiAdmin.closeCheck({ params: { checkId: check.checkId } });
    const phone = await publicClient();
    expect((await phone.anpiLink.target({ body: { token } })).check.closedAt).not.toBeNull();
    expect(await refusal(phone.anpiLink.answer({ body: { token, safety: 'SAFE', canWork: true } }))).toEqual({
      status: 409,
      code: 'ANPI_CHECK_CLOSED',
    });
    expect(
      await refusal(
        yamada.anpi.answer({ params: { checkId: check.checkId }, body: { safety: 'SAFE', canWork: true } }),
      ),
    ).toEqual({ status: 409, code: 'ANPI_CHECK_CLOSED' });
    expect(await storedAnswer(check.checkId, yamadaId)).toBeUndefined();
    // The link was not used up by the refusal.
    expect((await phone.anpiLink.target({ body: { token } })).fullname).toBe('山田 太郎');
  });

  it('refuses an answer outside the choices with field errors, and changes nothing', async () => {
    const check = await startDrill('選択肢の確認', [salesOneId]);
    const token = await linkTokenOf(yamadaId);
    const phone = await publicClient();
    const outside = { safety: 'FINE', canWork: 'yes' } as unknown as { safety: 'SAFE'; canWork: boolean };
    expect(await fieldRefusal(phone.anpiLink.answer({ body: { ...outside, token } }))).toEqual({
      status: 400,
      fields: ['body.safety:invalid', 'body.canWork:invalid'],
    });
    expect(
      await fieldRefusal(yamada.anpi.answer({ params: { checkId: check.checkId }, body: outside })),
    ).toMatchObject({ status: 400 });
    expect(
      await fieldRefusal(
        yamada.anpi.answer({
          params: { checkId: check.checkId },
          body: { safety: 'SAFE', canWork: true, comment: 'あ'.repeat(1001) },
        }),
      ),
    ).toMatchObject({ status: 400, fields: [expect.stringMatching(/^body\.comment:/)] });
    expect(await storedAnswer(check.checkId, yamadaId)).toBeUndefined();
    // The refused answers did not use the link up.
    await phone.anpiLink.answer({ body: { token, safety: 'SAFE', canWork: true } });
  });
});

describe('who sees what', () => {
  it('a division manager follows their divisions and enters answers reached by phone; others see their own', async () => {
    const colleagueId = await addPerson('anpi.buka', '安否 部下', salesOneId);
    const outsiderId = await addPerson('anpi.tanin', '安否 他課', salesTwoId);
    const check = await admin.anpiAdmin.startCheck({
      body: { kind: 'REAL', title: '地震 安否確認', wholeCompany: true },
    });

    // The manager enters the answer of a colleague reached by phone: recorded as theirs.
    const entered = await manager.anpi.answerFor({
      params: { checkId: check.checkId },
      body: { userId: colleagueId, safety: 'SAFE', canWork: false, comment: '電話で確認' },
    });
    expect(entered.enteredBy).toEqual({ userId: managerId, fullname: '安否 課長' });
    expect(await storedAnswer(check.checkId, colleagueId)).toMatchObject({ entered_by: managerId });
    // …but not for someone outside their divisions, and a plain person for no one.
    expect(
      await refusal(
        manager.anpi.answerFor({
          params: { checkId: check.checkId },
          body: { userId: outsiderId, safety: 'SAFE', canWork: true },
        }),
      ),
    ).toEqual({ status: 403, code: 'ANPI_NO_PERMISSION' });
    expect(
      await refusal(
        yamada.anpi.answerFor({
          params: { checkId: check.checkId },
          body: { userId: colleagueId, safety: 'SERIOUS_INJURY', canWork: false },
        }),
      ),
    ).toEqual({ status: 403, code: 'ANPI_NO_PERMISSION' });
    expect(await storedAnswer(check.checkId, outsiderId)).toBeUndefined();
    expect(await storedAnswer(check.checkId, colleagueId)).toMatchObject({ safety: 'SAFE' });

    // The person sees who entered their answer.
    const colleague = await server.signIn({ tenantCode: 'demo', accountId: 'anpi.buka', password: PASSWORD });
    const mine = (await colleague.anpi.myChecks()).items.find((item) => item.check.checkId === check.checkId);
    expect(mine?.answer).toMatchObject({ safety: 'SAFE', enteredBy: { fullname: '安否 課長' } });

    const everyone = await admin.anpi.results({ params: { checkId: check.checkId } });
    expect(everyone.scope).toBe('COMPANY');
    const divisions = await manager.anpi.results({ params: { checkId: check.checkId } });
    expect(divisions.scope).toBe('DIVISIONS');
    expect(divisions.divisions.map((d) => d.name)).toEqual(['営業一課']);
    expect(divisions.totals.targets).toBeLessThan(everyone.totals.targets);
    expect(divisions.totals.answered).toBe(1);
    const waiting = await manager.anpi.nonResponders({ params: { checkId: check.checkId }, query: {} });
    expect(waiting.items.map((p) => p.userId)).not.toContain(outsiderId);
    expect(waiting.items.map((p) => p.userId)).toContain(yamadaId);
    expect((await manager.anpi.checks()).items.map((c) => c.checkId)).toContain(check.checkId);

    expect(await refusal(yamada.anpi.results({ params: { checkId: check.checkId } }))).toEqual({
      status: 403,
      code: 'ANPI_NO_PERMISSION',
    });
    expect(
      await refusal(yamada.anpi.nonResponders({ params: { checkId: check.checkId }, query: {} })),
    ).toEqual({ status: 403, code: 'ANPI_NO_PERMISSION' });
    expect(
      await refusal(yamada.anpi.exportResults({ params: { checkId: check.checkId }, query: {} })),
    ).toEqual({ status: 403, code: 'ANPI_NO_PERMISSION' });
    expect((await yamada.anpi.checks()).items).toEqual([]);

    // The export of the manager holds their divisions' people, with who entered an answer.
    const file = await manager.anpi.exportResults({ params: { checkId: check.checkId }, query: {} });
    const text = new TextDecoder().decode(Buffer.from(await file.arrayBuffer())).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('アカウントID\t氏名\t所属\t安否\t出社\tコメント\t回答日時\t代理入力者');
    expect(lines.find((line) => line.startsWith('anpi.buka\t'))).toMatch(
      /^anpi\.buka\t安否 部下\t営業一課\t無事\t不可\t電話で確認\t\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}\t安否 課長$/,
    );
    expect(lines.find((line) => line.startsWith('yamada.taro\t'))).toBe(
      'yamada.taro\t山田 太郎\t営業一課\t未回答\t\t\t\t',
    );
    expect(lines.some((line) => line.startsWith('anpi.tanin\t'))).toBe(false);
    expect((file as File).name).toMatch(/\.tsv$/);

    const sjis = await admin.anpi.exportResults({
      params: { checkId: check.checkId },
      query: { charset: 'Shift_JIS' },
    });
    const decoded = Encoding.convert(Buffer.from(await sjis.arrayBuffer()), {
      to: 'UNICODE',
      from: 'SJIS',
      type: 'string',
    });
    expect(decoded).toContain('anpi.tanin\t安否 他課\t営業二課\t未回答');
    await admin.anpiAdmin.closeCheck({ params: { checkId: check.checkId } });
  });
});

describe('the directory’s ANPI column and the person’s page', () => {
  it('shows a division manager the answers of their divisions, a holder everyone’s, others their own', async () => {
    // 営業一課 and its sub-division: the manager's reach; 営業二課 is not.
    const subDivision = await admin.divisionAdmin.save({
      body: {
        parentDivisionId: salesOneId,
        divisionName: '営業一課 第一係',
        divisionNameKana: '',
        divisionCode: 'ANPI-SUB',
        divisionPhoneNum: '',
        divisionUrl: '',
        comment: '',
      },
    });
    const underId = await addPerson('anpi.kakari', '安否 係員', subDivision.divisionId);
    const sameId = await addPerson('anpi.doryo', '安否 同僚', salesOneId);
    const farId = await addPerson('anpi.enpo', '安否 遠方', salesTwoId);
    const holderId = await addPerson('anpi.hoji', '安否 保持者', salesTwoId);
    await admin.anpiAdmin.addCompanyLevelPermission({ body: { accountId: 'anpi.hoji' } });
    const holder = await server.signIn({ tenantCode: 'demo', accountId: 'anpi.hoji', password: PASSWORD });
    const check = await admin.anpiAdmin.startCheck({
      body: { kind: 'DRILL', title: '一覧の安否', wholeCompany: true },
    });
    for (const [userId, comment] of [
      [underId, '係で無事'],
      [sameId, '課で無事'],
      [farId, '他課で無事'],
      [managerId, '課長も無事'],
    ] as const) {
      await admin.anpi.answerFor({
        params: { checkId: check.checkId },
        body: { userId, safety: 'SAFE', canWork: true, comment },
      });
    }
    const people = [underId, sameId, farId, managerId];
    /** The comment each person's ANPI cell shows the viewer, 'restricted' where it is hidden. */
    const column = async (viewer: KizunaClient) => {
      const page = await viewer.internalContacts.searchByFreeWord({
        query: { page: 1, size: 100 },
        body: { freeWord: '安否' },
      });
      return people.map((id) => {
        const cell = page.items.find((item) => item.userId === id)?.dynamicColumns.ANPI;
        return cell?.restricted ? 'restricted' : (cell?.comment ?? null);
      });
    };
    const detail = async (viewer: KizunaClient, contactId: number) =>
      (await viewer.internalContacts.detail({ params: { contactId } })).anpi?.comment ?? 'hidden';

    const everyone = ['係で無事', '課で無事', '他課で無事', '課長も無事'];
    expect(await column(admin)).toEqual(everyone);
    expect(await column(holder)).toEqual(everyone);
    expect(await column(manager)).toEqual(['係で無事', '課で無事', 'restricted', '課長も無事']);
    const colleague = await server.signIn({
      tenantCode: 'demo',
      accountId: 'anpi.doryo',
      password: PASSWORD,
    });
    expect(await column(colleague)).toEqual(['restricted', '課で無事', 'restricted', 'restricted']);

    expect(await detail(manager, underId)).toBe('係で無事');
    expect(await detail(manager, farId)).toBe('hidden');
    expect(await detail(holder, farId)).toBe('他課で無事');
    expect(await detail(colleague, sameId)).toBe('課で無事');
    expect(await detail(colleague, underId)).toBe('hidden');
    // Below 課長, the same divisions reach no one else's answer.
    await server.db.updateTable('users').set({ level: 2 }).where('id', '=', managerId).execute();
    expect(await column(manager)).toEqual(['restricted', 'restricted', 'restricted', '課長も無事']);
    await server.db.updateTable('users').set({ level: 3 }).where('id', '=', managerId).execute();
    await admin.anpiAdmin.removeCompanyLevelPermissions({ query: { userIds: `${holderId}` } });
    await admin.anpiAdmin.closeCheck({ params: { checkId: check.checkId } });
  });
});

describe('notifying the non-responders again', () => {
  it('mails a new link to each person who has not answered, and to no one else', async () => {
    const answeredId = await addPerson('anpi.kaitou', '安否 回答済', salesTwoId);
    const waitingId = await addPerson('anpi.mikaitou', '安否 未回答', salesTwoId);
    const check = await startDrill('再通知の訓練', [salesTwoId]);
    const answeredBy = await server.signIn({
      tenantCode: 'demo',
      accountId: 'anpi.kaitou',
      password: PASSWORD,
    });
    await answeredBy.anpi.answer({
      params: { checkId: check.checkId },
      body: { safety: 'SAFE', canWork: true },
    });
    const oldToken = await linkTokenOf(waitingId);
    const before = {
      answered: await mailsTo(answeredId),
      waiting: await mailsTo(waitingId),
      yamada: await mailsTo(yamadaId),
    };
    const outbox = await server.db.selectFrom('mail_outbox').select('id').execute();

    const { count } = await admin.anpi.notifyNonResponders({ params: { checkId: check.checkId } });
    const results = await admin.anpi.results({ params: { checkId: check.checkId } });
    expect(count).toBe(results.totals.unanswered);
    const added = await server.db
      .selectFrom('mail_outbox')
      .select('id')
      .where(
        'id',
        'not in',
        outbox.map((r) => r.id),
      )
      .execute();
    expect(added).toHaveLength(count);
    expect(await mailsTo(waitingId)).toBe(before.waiting + 1);
    expect(await mailsTo(answeredId)).toBe(before.answered);
    // Not asked by this check: not notified.
    expect(await mailsTo(yamadaId)).toBe(before.yamada);

    const newToken = await linkTokenOf(waitingId);
    expect(newToken).not.toBe(oldToken);
    const phone = await publicClient();
    expect(await refusal(phone.anpiLink.target({ body: { token: oldToken } }))).toEqual({
      status: 404,
      code: 'ANPI_LINK_INVALID',
    });
    await phone.anpiLink.answer({ body: { token: newToken, safety: 'SAFE', canWork: true } });

    // A plain person cannot, and a closed check is not asked again.
    expect(await refusal(yamada.anpi.notifyNonResponders({ params: { checkId: check.checkId } }))).toEqual({
      status: 403,
      code: 'ANPI_NO_PERMISSION',
    });
    await admin.anpiAdmin.closeCheck({ params: { checkId: check.checkId } });
    expect(await refusal(admin.anpi.notifyNonResponders({ params: { checkId: check.checkId } }))).toEqual({
      status: 409,
      code: 'ANPI_CHECK_CLOSED',
    });
  });
});
