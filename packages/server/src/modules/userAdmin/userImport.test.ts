import type { KizunaClient } from '@kizuna/api-client';
import Encoding from 'encoding-japanese';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let trialAdmin: KizunaClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('demoAdmin');
  yamada = await server.signIn('demoUser');
  trialAdmin = await server.signIn('trialAdmin');
  for (const [code, name] of [
    ['IMP-SALES', '営業推進部'],
    ['IMP-DEV', '開発部'],
  ] as const) {
    await admin.divisionAdmin.save({
      body: {
        divisionName: name,
        divisionNameKana: '',
        divisionCode: code,
        divisionPhoneNum: '',
        divisionUrl: '',
        comment: '',
      },
    });
  }
});
afterAll(async () => {
  await server?.close();
});

const HEADER =
  'アカウントID,氏名,氏名カナ,氏名ローマ字,ユーザー種別,主所属部署コード,兼務部署コード,役職,内線番号,電話番号,携帯電話番号,メールアドレス,メールアドレス2,社員番号,管理権限,有効';

function file(text: string, charset: 'UTF-8' | 'Shift_JIS' = 'UTF-8', name = 'users.csv'): File {
  const bytes =
    charset === 'UTF-8'
      ? new TextEncoder().encode(text)
      : Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
  return new File([bytes], name);
}

async function decoded(download: Blob, charset: 'UTF-8' | 'Shift_JIS' = 'UTF-8'): Promise<string> {
  const bytes = Buffer.from(await download.arrayBuffer());
  return charset === 'UTF-8'
    ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    : Encoding.convert(Uint8Array.from(bytes), { to: 'UNICODE', from: 'SJIS', type: 'string' });
}

async function findUser(accountId: string) {
  const page = await admin.userAdmin.list({ query: { freeWord: accountId } });
  const found = page.items.find((item) => item.accountId === accountId);
  return found ? admin.userAdmin.get({ params: { userId: found.userId } }) : undefined;
}

/** Imports through the job the import answers with, and waits for the job to end. */
async function importedJob(client: KizunaClient, upload: File) {
  const { jobId } = await client.userAdmin.import({ body: { file: upload } });
  for (let round = 0; round < 400; round += 1) {
    const job = await client.userAdmin.importJob({ params: { jobId } });
    if (job.state === 'DONE' || job.state === 'FAILED') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import job ${jobId} did not end`);
}

/** What an import did, line by line, once its job has ended. */
async function imported(client: KizunaClient, upload: File) {
  const job = await importedJob(client, upload);
  if (!job.result) throw new Error(`import job ${job.jobId} read no lines: ${job.problem}`);
  return job.result;
}

async function importLogCount(): Promise<number> {
  const rows = await server.db
    .selectFrom('admin_action_log')
    .select('after')
    .where('action', '=', 'user.import')
    .execute();
  return rows.length;
}

describe('user CSV import and export', () => {
  it('refuses a plain user', async () => {
    expect(await refusal(yamada.userAdmin.export({ query: {} }))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(
      await refusal(yamada.userAdmin.previewImport({ body: { file: file(`${HEADER}\r\n`) } })),
    ).toMatchObject({ status: 403 });
    expect(await refusal(yamada.userAdmin.import({ body: { file: file(`${HEADER}\r\n`) } }))).toMatchObject({
      status: 403,
    });
  });

  it('imports a Shift_JIS file as Excel writes it, logs it once, and creates people with no password', async () => {
    const text =
      `${HEADER}\r\n` +
      'imp.sato,佐藤 一郎,サトウ イチロウ,Ichiro Sato,REGULAR_USER,IMP-SALES,IMP-DEV,課長,3001,03-1111-2222,,sato@example.jp,,E-100,ADMIN_USER;ADMIN_DIVISION,1\r\n' +
      'imp.kato,加藤 ～ 花子,カトウ ハナコ,,FACILITY,,,,,,,,,,,0\r\n';
    const logged = await importLogCount();
    const preview = await admin.userAdmin.previewImport({ body: { file: file(text, 'Shift_JIS') } });
    expect(preview).toMatchObject({ applied: false, created: 2, failed: 0 });
    expect(await findUser('imp.sato')).toBeUndefined();

    const job = await importedJob(admin, file(text, 'Shift_JIS', 'people.csv'));
    expect(job).toMatchObject({ state: 'DONE', fileName: 'people.csv', lineCount: 2, problem: null });
    expect(job.result).toMatchObject({ applied: true, created: 2, updated: 0, failed: 0 });
    expect(await importLogCount()).toBe(logged + 1);
    const sato = await findUser('imp.sato');
    expect(sato).toMatchObject({
      fullname: '佐藤 一郎',
      fullnameKana: 'サトウ イチロウ',
      position: '課長',
      roles: ['ADMIN_DIVISION', 'ADMIN_USER'],
      enabled: true,
      invited: true,
    });
    expect(sato!.divisions.map((d) => [d.name, d.main])).toEqual([
      ['営業推進部', true],
      ['開発部', false],
    ]);
    expect(await findUser('imp.kato')).toMatchObject({
      fullname: '加藤 ～ 花子',
      userType: 'FACILITY',
      enabled: false,
    });
    // No password anyone knows: the imported person cannot sign in until invited or reset.
    expect(
      await refusal(server.signIn({ tenantCode: 'demo', accountId: 'imp.sato', password: 'imp.sato' })),
    ).toMatchObject({ status: 401 });
  });

  it('exports what the filters show and reads its own export back unchanged, in CSV and TSV', async () => {
    const csv = await admin.userAdmin.export({ query: { freeWord: 'imp.' } });
    expect((csv as File).name).toMatch(/^users-\d{8}\.csv$/);
    const text = await decoded(csv);
    expect(text.startsWith('\uFEFF' + HEADER + '\r\n')).toBe(true);
    expect(text).toContain(
      'imp.sato,佐藤 一郎,サトウ イチロウ,Ichiro Sato,REGULAR_USER,IMP-SALES,IMP-DEV,課長,3001,03-1111-2222,,sato@example.jp,,E-100,ADMIN_DIVISION;ADMIN_USER,1\r\n',
    );
    expect(text.split('\r\n').filter((line) => line !== '')).toHaveLength(3);
    const again = await imported(admin, file(text));
    expect(again).toMatchObject({ applied: false, created: 0, updated: 0, unchanged: 2, failed: 0 });

    const sjisTsv = await admin.userAdmin.export({
      query: { freeWord: 'imp.', format: 'tsv', charset: 'Shift_JIS' },
    });
    const tsv = await decoded(sjisTsv, 'Shift_JIS');
    expect(tsv.split('\r\n')[0]).toBe(HEADER.replace(/,/g, '\t'));
    const back = await admin.userAdmin.previewImport({
      body: { file: new File([Buffer.from(await sjisTsv.arrayBuffer())], 'users.tsv') },
    });
    expect(back).toMatchObject({ unchanged: 2, failed: 0 });
  });

  it('changes nothing when one line fails, and says which field and why', async () => {
    const text =
      'accountId,fullname,mainDivision,position\r\n' +
      'imp.sato,佐藤 一郎,IMP-DEV,部長\r\n' +
      'imp.new,新人 太郎,NO-SUCH,\r\n' +
      'IMP.SATO,重複 太郎,IMP-SALES,\r\n' +
      'imp.bad!,,,\r\n';
    const before = await findUser('imp.sato');
    const logged = await importLogCount();
    const job = await importedJob(admin, file(text));
    expect(job.state).toBe('FAILED');
    const result = job.result!;
    expect(result).toMatchObject({ applied: false, updated: 1, created: 0, failed: 3 });
    expect(result.lines.map((line) => [line.lineNumber, line.outcome, line.issues])).toEqual([
      [2, 'update', []],
      [3, 'error', [{ column: 'mainDivision', key: 'divisionNotFound', values: { code: 'NO-SUCH' } }]],
      [4, 'error', [{ column: 'accountId', key: 'duplicate', values: { line: 2 } }]],
      [
        5,
        'error',
        [
          { column: 'accountId', key: 'pattern' },
          { column: 'fullname', key: 'required' },
        ],
      ],
    ]);
    expect(await findUser('imp.sato')).toEqual(before);
    expect(await findUser('imp.new')).toBeUndefined();
    expect(await importLogCount()).toBe(logged);
  });

  it('updates by account id, keeping what the file does not name', async () => {
    const text = 'accountId,fullname,position\r\nimp.sato,佐藤 一郎,部長\r\n';
    expect(await imported(admin, file(text))).toMatchObject({
      applied: true,
      updated: 1,
    });
    const sato = await findUser('imp.sato');
    expect(sato).toMatchObject({
      position: '部長',
      extensionNum: '3001',
      roles: ['ADMIN_DIVISION', 'ADMIN_USER'],
    });
    expect(sato!.divisions).toHaveLength(2);
  });

  it('refuses an administrator disabling themselves through a file', async () => {
    const result = await admin.userAdmin.previewImport({
      body: { file: file('accountId,fullname,enabled\r\nadmin,管理者,0\r\n') },
    });
    expect(result.lines[0]!.issues).toEqual([{ column: 'enabled', key: 'selfDisable' }]);
  });

  it('refuses a file as a whole: a 400 on the file, or a job that read nothing', async () => {
    expect(await fieldRefusal(admin.userAdmin.previewImport({ body: { file: file('') } }))).toEqual({
      status: 400,
      fields: ['body.file:FILE_EMPTY'],
    });
    expect(await fieldRefusal(admin.userAdmin.import({ body: { file: file('') } }))).toEqual({
      status: 400,
      fields: ['body.file:FILE_EMPTY'],
    });
    const logged = await importLogCount();
    expect(await importedJob(admin, file('名前,電話\r\nA,1\r\n'))).toMatchObject({
      state: 'FAILED',
      problem: 'HEADER_INVALID',
      result: null,
    });
    const many = `accountId,fullname\r\n${'a,b\r\n'.repeat(5001)}`;
    expect(await importedJob(admin, file(many))).toMatchObject({
      state: 'FAILED',
      problem: 'FILE_TOO_MANY_LINES',
      result: null,
    });
    expect(await importLogCount()).toBe(logged);
    const big = `accountId,fullname\r\n${'x'.repeat(2_100_000)}\r\n`;
    expect(await fieldRefusal(admin.userAdmin.import({ body: { file: file(big) } }))).toEqual({
      status: 400,
      fields: ['body.file:FILE_TOO_LARGE'],
    });
  });

  it('never exports or updates another tenant’s people', async () => {
    const trialJob = await importedJob(trialAdmin, file('accountId,fullname\r\ntrial.only,試用 花子\r\n'));
    expect(trialJob.state).toBe('DONE');
    // Another tenant's import job is one that does not exist.
    expect(await refusal(admin.userAdmin.importJob({ params: { jobId: trialJob.jobId } }))).toEqual({
      status: 404,
      code: 'IMPORT_JOB_NOT_FOUND',
    });
    expect(await decoded(await trialAdmin.userAdmin.export({ query: {} }))).toContain(
      '\r\ntrial.only,試用 花子,',
    );
    const ours = await decoded(await admin.userAdmin.export({ query: {} }));
    expect(ours).toContain('\r\nimp.sato,');
    expect(ours).not.toContain('trial.only');
    // The same account id in another tenant is a new person there, not ours changed.
    const result = await trialAdmin.userAdmin.previewImport({
      body: { file: file('accountId,fullname\r\nimp.sato,別人\r\n') },
    });
    expect(result.lines[0]!.outcome).toBe('create');
  });
});
