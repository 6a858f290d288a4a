import type { KizunaClient } from '@kizuna/api-client';
import type { AdminDivision, SaveDivisionBody } from '@kizuna/api-client/contract';
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
});
afterAll(async () => {
  await server?.close();
});

async function divisions(): Promise<AdminDivision[]> {
  return (await admin.divisionAdmin.list()).items;
}

async function named(name: string): Promise<AdminDivision> {
  const found = (await divisions()).find((d) => d.divisionName === name);
  if (!found) throw new Error(`no division ${name}`);
  return found;
}

function draft(overrides: Partial<SaveDivisionBody> = {}): SaveDivisionBody {
  return {
    divisionName: '広報室',
    divisionNameKana: 'コウホウシツ',
    divisionCode: 'PR01',
    divisionPhoneNum: '03-1234-5678',
    divisionUrl: 'https://example.co.jp/pr',
    comment: '',
    ...overrides,
  };
}

async function refusedFields(call: Promise<unknown>) {
  const error = (await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e,
  )) as {
    statusCode: number;
    data: { code: string; fieldErrors?: { path: string; key: string; values?: object }[] };
  };
  return { status: error.statusCode, code: error.data.code, fields: error.data.fieldErrors ?? [] };
}

function csvFile(text: string, charset: 'UTF-8' | 'Shift_JIS' = 'UTF-8'): File {
  const bytes =
    charset === 'UTF-8'
      ? new TextEncoder().encode(text)
      : Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
  return new File([bytes], 'divisions.csv');
}

/** The names of the people a field search by division finds. */
/** Imports through the job the import answers with, and waits for the job to end. */
async function importedJob(client: KizunaClient, upload: File) {
  const { jobId } = await client.divisionAdmin.import({ body: { file: upload } });
  for (let round = 0; round < 400; round += 1) {
    const job = await client.divisionAdmin.importJob({ params: { jobId } });
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

async function peopleUnder(divisionId: number): Promise<string[]> {
  const page = await yamada.internalContacts.search({
    query: { page: 1, size: 100 },
    body: { divisionIds: [divisionId], searchType: 'PARTIAL' },
  });
  return page.items.map((item) => item.fullname);
}

describe('division administration', () => {
  it('refuses a plain user and hides another tenant’s divisions', async () => {
    expect(await refusal(yamada.divisionAdmin.list())).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await refusal(yamada.divisionAdmin.save({ body: draft() }))).toMatchObject({ status: 403 });
    const theirs = (await trialAdmin.divisionAdmin.list()).items[0]!;
    expect(
      await refusal(
        admin.divisionAdmin.move({
          params: { divisionId: theirs.divisionId },
          body: { parentDivisionId: null },
        }),
      ),
    ).toEqual({
      status: 404,
      code: 'DIVISION_NOT_FOUND',
    });
    expect(
      await refusal(admin.divisionAdmin.remove({ query: { divisionId: theirs.divisionId } })),
    ).toMatchObject({ status: 404 });
    const ours = await named('経理部');
    expect(
      await refusal(
        admin.divisionAdmin.move({
          params: { divisionId: ours.divisionId },
          body: { parentDivisionId: theirs.divisionId },
        }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('creates, renames and deletes an empty division, each in the action log', async () => {
    const head = await named('本社');
    const created = await admin.divisionAdmin.save({ body: draft({ parentDivisionId: head.divisionId }) });
    expect(created).toMatchObject({
      parentDivisionId: head.divisionId,
      divisionCode: 'PR01',
      comment: null,
      memberCount: 0,
    });
    const siblings = (await divisions()).filter((d) => d.parentDivisionId === head.divisionId);
    expect(siblings.at(-1)?.divisionId).toBe(created.divisionId);

    const renamed = await admin.divisionAdmin.save({
      body: draft({ divisionId: created.divisionId, divisionName: '広報部', divisionPhoneNum: '' }),
    });
    expect(renamed).toMatchObject({ divisionName: '広報部', divisionPhoneNum: null });
    expect(
      (await yamada.divisions.children({ params: { divisionId: head.divisionId } })).items.map(
        (d) => d.divisionName,
      ),
    ).toContain('広報部');

    expect(await admin.divisionAdmin.remove({ query: { divisionId: created.divisionId } })).toEqual({
      count: 1,
    });
    const log = await server.db
      .selectFrom('admin_action_log')
      .select(['action', 'target'])
      .where('target', '=', `division:${created.divisionId}`)
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual(['division.create', 'division.update', 'division.delete']);
  });

  it('says which field is wrong: a blank name, a bad code, a code another division has', async () => {
    const blank = await refusedFields(
      admin.divisionAdmin.save({ body: draft({ divisionName: ' ', divisionCode: 'a b' }) }),
    );
    expect(blank.status).toBe(400);
    expect(blank.fields.map((f) => `${f.path}:${f.key}`).sort()).toEqual([
      'body.divisionCode:pattern',
      'body.divisionName:required',
    ]);
    const accounting = await named('経理部');
    const taken = await refusedFields(
      admin.divisionAdmin.save({ body: draft({ divisionCode: accounting.divisionCode! }) }),
    );
    expect(taken).toMatchObject({ status: 400, code: 'DIVISION_CODE_TAKEN' });
    expect(taken.fields).toEqual([{ path: 'body.divisionCode', key: 'taken', values: { name: '経理部' } }]);
  });

  it('refuses to delete a division that holds people or sub-divisions, and says what it holds', async () => {
    const sales = await named('第一営業部');
    const refused = await refusedFields(
      admin.divisionAdmin.remove({ query: { divisionId: sales.divisionId } }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'DIVISION_NOT_EMPTY' });
    expect(refused.fields[0]).toMatchObject({
      key: 'notEmpty',
      values: { divisions: 2, people: sales.memberCount },
    });
    expect((await named('第一営業部')).divisionId).toBe(sales.divisionId);
  });

  it('moves a division with its people under another parent, and search follows at once', async () => {
    const team = await named('営業一課');
    const osaka = await named('大阪支社');
    const before = await peopleUnder(osaka.divisionId);
    expect(before).not.toContain('山田 太郎');
    const moved = await admin.divisionAdmin.move({
      params: { divisionId: team.divisionId },
      body: { parentDivisionId: osaka.divisionId, position: 0 },
    });
    expect(moved).toMatchObject({ parentDivisionId: osaka.divisionId, sort: 0 });
    expect(await peopleUnder(osaka.divisionId)).toContain('山田 太郎');
    expect(await peopleUnder((await named('第一営業部')).divisionId)).not.toContain('山田 太郎');
    const children = (await yamada.divisions.children({ params: { divisionId: osaka.divisionId } })).items;
    expect(children.map((d) => d.divisionName)).toEqual(['営業一課', '大阪営業部']);

    // Down one place among its new siblings.
    await admin.divisionAdmin.move({
      params: { divisionId: team.divisionId },
      body: { parentDivisionId: osaka.divisionId, position: 1 },
    });
    const reordered = (await yamada.divisions.children({ params: { divisionId: osaka.divisionId } })).items;
    expect(reordered.map((d) => d.divisionName)).toEqual(['大阪営業部', '営業一課']);
  });

  it('refuses a move under the division itself or its descendant, and changes nothing', async () => {
    const branch = await named('営業本部');
    const team = await named('営業二課');
    const tree = await divisions();
    for (const [parent, key] of [
      [branch.divisionId, 'self'],
      [team.divisionId, 'descendant'],
    ] as const) {
      const refused = await refusedFields(
        admin.divisionAdmin.move({
          params: { divisionId: branch.divisionId },
          body: { parentDivisionId: parent },
        }),
      );
      expect(refused).toMatchObject({ status: 400, code: 'DIVISION_MOVE_INVALID' });
      expect(refused.fields).toEqual([{ path: 'body.parentDivisionId', key }]);
    }
    expect(await divisions()).toEqual(tree);
  });
});

describe('division CSV import and export', () => {
  const header = '部署コード,部署名,部署名カナ,親部署コード,電話番号,URL,コメント,表示順';

  it('previews line by line and changes nothing; a file with an error line imports nothing', async () => {
    const head = await named('本社');
    const text = [
      header,
      `NEW1,新規事業室,シンキジギョウシツ,${head.divisionCode},03-0000-0001,,"新設、2026年",`,
      `NEW2,新規事業二課,,NEW1,,,,`,
      `${head.divisionCode},本社,ホンシャ,,${head.divisionPhoneNum},${head.divisionUrl},,0`,
    ].join('\r\n');
    const tree = await divisions();
    const preview = await admin.divisionAdmin.previewImport({ body: { file: csvFile(text) } });
    expect(preview).toMatchObject({ applied: false, problem: null, created: 2, unchanged: 1, failed: 0 });
    expect(await divisions()).toEqual(tree);

    const broken = [
      header,
      `NEW1,新規事業室,,${head.divisionCode},,,,`,
      `NEW2,新規事業二課,,NEW2,,,,`,
      `NEW3,"閉じない引用符,,,,,,`,
    ].join('\r\n');
    const refusedJob = await importedJob(admin, csvFile(broken));
    expect(refusedJob).toMatchObject({ state: 'FAILED', lineCount: 3, problem: null });
    const refused = refusedJob.result!;
    expect(refused).toMatchObject({ applied: false, created: 1, failed: 2 });
    expect(
      refused.lines.map((l) => [l.lineNumber, l.outcome, l.issues.map((i) => `${i.column}:${i.key}`)]),
    ).toEqual([
      [2, 'create', []],
      [3, 'error', ['parentCode:self']],
      [4, 'error', ['line:quote']],
    ]);
    const cycle = await imported(
      admin,
      csvFile(
        [header, `${head.divisionCode},本社,,NEW9,,,,`, `NEW9,子,,${head.divisionCode},,,,`].join('\n'),
      ),
    );
    expect(cycle.lines.map((l) => l.issues.map((i) => `${i.column}:${i.key}`))).toEqual([
      ['parentCode:descendant'],
      ['parentCode:descendant'],
    ]);
    const columns = await imported(admin, csvFile(`${header}\r\nX1,名前,,,,\r\n`));
    expect(columns.lines[0]?.issues).toEqual([
      { column: 'line', key: 'columns', values: { found: 6, expected: 8 } },
    ]);
    expect(await divisions()).toEqual(tree);
  });

  it('imports a Shift_JIS file by code, all of it, and exports what it imported', async () => {
    const finance = await named('経理部');
    const legal = await named('法務課');
    const text = [
      'code,name,ふりがな,parentCode,comment',
      `NEWA,監査室,カンサシツ,,"監査、内部統制"`,
      `${finance.divisionCode},経理財務部,ケイリブ,NEWA,`,
      `${legal.divisionCode},法務課,ホウムカ,,`,
      '',
    ].join('\r\n');
    const job = await importedJob(admin, csvFile(text, 'Shift_JIS'));
    expect(job).toMatchObject({ state: 'DONE', lineCount: 3, problem: null });
    const result = job.result!;
    expect(result).toMatchObject({ applied: true, created: 1, updated: 2, failed: 0 });
    const audit = await named('監査室');
    expect(audit).toMatchObject({
      parentDivisionId: null,
      divisionNameKana: 'カンサシツ',
      comment: '監査、内部統制',
    });
    expect(await named('経理財務部')).toMatchObject({
      parentDivisionId: audit.divisionId,
      divisionNameKana: 'ケイリブ',
    });
    expect(await named('法務課')).toMatchObject({ parentDivisionId: null });
    expect(await refusal(yamada.divisionAdmin.export({ query: {} }))).toMatchObject({ status: 403 });

    const file = await admin.divisionAdmin.export({ query: { charset: 'Shift_JIS' } });
    expect(file.type).toMatch(/^text\/csv; ?charset=shift_jis$/);
    const bytes = Buffer.from(await file.arrayBuffer());
    const exported = Encoding.convert(bytes, { to: 'UNICODE', from: 'SJIS', type: 'string' });
    expect(exported.split('\r\n')[0]).toBe(header);
    expect(exported).toContain(`NEWA,監査室,カンサシツ,,,,監査、内部統制,2\r\n`);
    // Read back, the export changes nothing.
    const again = await admin.divisionAdmin.previewImport({
      body: { file: new File([bytes], 'divisions.csv') },
    });
    expect(again).toMatchObject({ failed: 0, created: 0, updated: 0 });
  });

  it('refuses a file that is no CSV of divisions as a whole', async () => {
    expect((await admin.divisionAdmin.previewImport({ body: { file: csvFile('') } })).problem).toBe(
      'FILE_EMPTY',
    );
    expect(
      (await admin.divisionAdmin.previewImport({ body: { file: csvFile('名前,電話\r\nA,1\r\n') } })).problem,
    ).toBe('HEADER_INVALID');
    // The import says so in its job, and changes nothing; a file too large is refused at once.
    const tree = await divisions();
    expect(await importedJob(admin, csvFile('名前,電話\r\nA,1\r\n'))).toMatchObject({
      state: 'FAILED',
      problem: 'HEADER_INVALID',
      result: null,
    });
    expect(await fieldRefusal(admin.divisionAdmin.import({ body: { file: csvFile('') } }))).toEqual({
      status: 400,
      fields: ['body.file:FILE_EMPTY'],
    });
    const big = `${header}\r\n${'x'.repeat(1_100_000)}\r\n`;
    expect(await fieldRefusal(admin.divisionAdmin.import({ body: { file: csvFile(big) } }))).toEqual({
      status: 400,
      fields: ['body.file:FILE_TOO_LARGE'],
    });
    expect(await divisions()).toEqual(tree);
  });

  it('keeps another tenant’s import jobs out of reach', async () => {
    const { jobId } = await trialAdmin.divisionAdmin.import({
      body: { file: csvFile('code,name\r\nTRIAL-X,試用部\r\n') },
    });
    expect(await refusal(admin.divisionAdmin.importJob({ params: { jobId } }))).toEqual({
      status: 404,
      code: 'IMPORT_JOB_NOT_FOUND',
    });
    expect(await refusal(yamada.divisionAdmin.importJob({ params: { jobId } }))).toMatchObject({
      status: 403,
    });
  });
});
