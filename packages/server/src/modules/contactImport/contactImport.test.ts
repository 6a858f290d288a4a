import { readFileSync } from 'node:fs';
import type { KizunaClient } from '@kizuna/api-client';
import type { ImportVcfResult } from '@kizuna/api-client/contract';
import { strToU8, zipSync } from 'fflate';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { fileStorage } from '../../db/storedFiles.js';
import { tenantIdOf } from '../../../test/seededIds.js';

let server: TestServer;
let user: KizunaClient;
let admin: KizunaClient;

const fixture = (name: string) =>
  new File([readFileSync(new URL(`../../../test/fixtures/vcard/${name}`, import.meta.url))], name);

async function newPersonalFolder(name: string): Promise<number> {
  const created = await user.contactFolders.personalCreate({ body: { folderName: name } });
  return created.folderId;
}

async function contactsOf(folderId: number) {
  return server.db
    .selectFrom('external_contacts')
    .selectAll()
    .where('folder_id', '=', folderId)
    .orderBy('id')
    .execute();
}

/** Polls the result list as the app does until every file of the upload is processed. */
async function waitForFiles(
  client: KizunaClient,
  folderId: number,
  fileIds: readonly number[],
): Promise<ImportVcfResult[]> {
  for (let round = 0; round < 200; round += 1) {
    const page = await client.contactImport.importVcfResult({ params: { folderType: 'personal', folderId } });
    const files = page.items.filter((item) => fileIds.includes(item.fileId));
    if (files.length === fileIds.length && files.every((file) => file.processed)) return files;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

async function importInto(folderId: number, files: File[], kind: 'importVcf' | 'importTsv' = 'importVcf') {
  const accepted = await user.contactImport[kind]({
    params: { folderType: 'personal', folderId },
    body: { 'files[]': files },
  });
  return { accepted, files: await waitForFiles(user, folderId, accepted.fileIds) };
}

/** Made before the server starts: compressing 101 MB blocks the process the server shares. */
let bomb: Uint8Array;

beforeAll(async () => {
  bomb = zipSync({ 'big.vcf': new Uint8Array(101 * 1024 * 1024) }, { level: 9 });
  server = await startTestServer();
  [user, admin] = await Promise.all([server.signIn('demoUser'), server.signIn('demoAdmin')]);
});
afterAll(async () => {
  await server?.close();
});

describe('importing vCards and TSV in the background', () => {
  it('imports what iPhone, Google Contacts, Outlook and a Japanese phone write: names, readings, phones, e-mails, photo', async () => {
    const folderId = await newPersonalFolder('取り込み');
    const { files } = await importInto(folderId, [
      fixture('iphone.vcf'),
      fixture('google-contacts.vcf'),
      fixture('outlook.vcf'),
      fixture('feature-phone-sjis.vcf'),
    ]);
    expect(
      files.map((file) => [file.fileName, file.messageCode, file.addCount, file.failureCount]).sort(),
    ).toEqual([
      ['feature-phone-sjis.vcf', 'RESULT', 2, 0],
      ['google-contacts.vcf', 'RESULT', 1, 0],
      ['iphone.vcf', 'RESULT', 2, 0],
      ['outlook.vcf', 'RESULT', 1, 0],
    ]);
    const rows = await contactsOf(folderId);
    const byName = new Map(rows.map((row) => [row.fullname, row]));
    // iPhone: hiragana readings, grouped TEL with a label, pref e-mail.
    expect(byName.get('山田 太郎')).toMatchObject({
      fullname_kana: 'やまだ たろう',
      mobile_num: '090-1234-5678',
      phone_num: '03-1234-5678',
      email1: 'taro.yamada@example.co.jp',
      company_name: '株式会社サンプル',
      division_name: '営業部',
      position: '課長',
    });
    expect(byName.get('John Smith')).toMatchObject({
      mobile_num: '+1-415-555-0100',
      email1: 'john@example.com',
    });
    // Google Contacts: katakana readings, work and home e-mails, cell and work phones.
    expect(byName.get('佐藤 花子')).toMatchObject({
      fullname_kana: 'サトウ ハナコ',
      mobile_num: '080-2222-3333',
      phone_num: '06-1111-2222',
      email1: 'hanako.sato@example.com',
      email2: 'hanako@example.net',
      company_name: 'サンプル商事',
    });
    // Outlook: 2.1, quoted-printable UTF-8, X-MS-N-YOMI.
    expect(byName.get('鈴木 一郎')).toMatchObject({
      fullname_kana: 'スズキ イチロウ',
      phone_num: '011-222-3333',
      mobile_num: '070-4444-5555',
      fax_num: '011-222-3334',
      email1: 'ichiro.suzuki@example.jp',
      position: '部長',
    });
    // A Japanese phone: 2.1 in Shift_JIS, CHARSET, SOUND;X-IRMC-N in half-width kana, QP note.
    expect(byName.get('田中 次郎')).toMatchObject({
      fullname_kana: 'タナカ ジロウ',
      mobile_num: '09012345678',
      email1: 'jiro.tanaka@docomo.ne.jp',
    });
    expect(byName.get('田中 次郎')?.remarks).toContain('高校の同級生');
    expect(byName.get('高橋 美咲')).toMatchObject({
      fullname_kana: 'タカハシ ミサキ',
      mobile_num: '08098765432',
      email1: 'misaki@ezweb.ne.jp',
    });
    const photos = await server.db
      .selectFrom('external_contact_images')
      .select('contact_id')
      .where('contact_id', '=', byName.get('山田 太郎')!.id)
      .execute();
    expect(photos).toHaveLength(1);
    // The imported people are found by a kana search, as any contact is.
    const found = await user.externalContacts.search({
      params: { folderType: 'personal', folderId },
      body: { page: 1, freeWord: 'たなか' },
    });
    expect(found.items.map((item) => item.fullname)).toEqual(['田中 次郎']);
  });

  it('imports a TSV Excel saved in Shift_JIS; a row without a name fails alone and is listed in the details and history', async () => {
    const folderId = await newPersonalFolder('Excel');
    const { accepted, files } = await importInto(folderId, [fixture('excel-sjis.tsv')], 'importTsv');
    expect(files[0]).toMatchObject({ messageCode: 'RESULT', addCount: 2, failureCount: 1 });
    expect((await contactsOf(folderId)).map((row) => row.fullname)).toEqual(['伊藤 健太', '渡辺 由美']);
    const details = await user.contactImport.importVcfResultDetails({ query: { fileId: files[0]!.fileId } });
    expect(details.items.map((item) => [item.messageCode, item.messageParams.fileName])).toEqual([
      ['RESULT', 'excel-sjis.tsv'],
      ['FAILURE', 'excel-sjis.tsv'],
    ]);
    // The second row's remark spans two lines, so the row without a name starts on line 5.
    expect(details.items[1]?.messageParams.line).toBe(5);
    const history = await user.contactImport.uploadHistory();
    expect(history.items[0]).toMatchObject({
      uploadHistoryId: accepted.uploadHistoryId,
      status: 1,
      statusStr: 'COMPLETED',
      addCount: 2,
      failureCount: 1,
      folderName: 'Excel',
    });
    const lines = await user.contactImport.uploadHistoryDetail({ params: { id: accepted.uploadHistoryId } });
    expect(lines.items.map((line) => [line.name, line.result])).toEqual([
      ['伊藤 健太', 'REGISTERED'],
      ['渡辺 由美', 'REGISTERED'],
      ['', 'FAILED'],
    ]);
    expect(lines.items[2]?.reason).toContain('fullname');
  });

  it('says per failed card its line, its name when known and a reason code, never the validator text', async () => {
    const folderId = await newPersonalFolder('理由');
    const vcards = [
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:登録 一郎\r\nEND:VCARD\r\n',
      'BEGIN:VCARD\r\nVERSION:3.0\r\nORG:名無し商事\r\nEND:VCARD\r\n',
      `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:長井 会社\r\nORG:${'長'.repeat(300)}\r\nEND:VCARD\r\n`,
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:電話 誤り\r\nTEL:call me\r\nEND:VCARD\r\n',
    ].join('');
    const { accepted, files } = await importInto(folderId, [new File([vcards], 'reasons.vcf')]);
    expect(files[0]).toMatchObject({ messageCode: 'RESULT', addCount: 1, failureCount: 3 });
    const details = await user.contactImport.importVcfResultDetails({ query: { fileId: files[0]!.fileId } });
    expect(details.items.slice(1).map((item) => item.messageParams)).toEqual([
      { fileName: 'reasons.vcf', line: 5, name: '', reasonCode: 'NAME_REQUIRED', field: 'fullname' },
      { fileName: 'reasons.vcf', line: 9, name: '長井 会社', reasonCode: 'TOO_LONG', field: 'companyName' },
      {
        fileName: 'reasons.vcf',
        line: 14,
        name: '電話 誤り',
        reasonCode: 'INVALID_PHONE',
        field: 'phoneNum',
      },
    ]);
    const lines = await user.contactImport.uploadHistoryDetail({ params: { id: accepted.uploadHistoryId } });
    expect(lines.items.map((line) => [line.result, line.reasonCode, line.reasonField])).toEqual([
      ['REGISTERED', null, ''],
      ['FAILED', 'NAME_REQUIRED', 'fullname'],
      ['FAILED', 'TOO_LONG', 'companyName'],
      ['FAILED', 'INVALID_PHONE', 'phoneNum'],
    ]);
    // A line recorded before reason codes existed still reads, with its text and no code.
    await server.db
      .updateTable('contact_import_rows')
      .set({ reason_code: null, reason_field: '', reason: 'fullname: required' })
      .where('file_id', '=', files[0]!.fileId)
      .where('line', '=', 5)
      .execute();
    const old = await user.contactImport.importVcfResultDetails({ query: { fileId: files[0]!.fileId } });
    expect(old.items[1]?.messageParams).toEqual({
      fileName: 'reasons.vcf',
      line: 5,
      name: '',
      reason: 'fullname: required',
    });
  });

  it('gives each malformed file its code and imports nothing from it, while a good file of the same upload imports', async () => {
    const many = Array.from(
      { length: 101 },
      (_, i) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:人${i}\r\nEND:VCARD\r\n`,
    ).join('');
    const good = zipSync({ 'a.vcf': strToU8('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:圧縮 一郎\r\nEND:VCARD\r\n') });
    const corrupt = good.slice();
    corrupt[corrupt.length - 30] = (corrupt[corrupt.length - 30] ?? 0) ^ 0xff;
    const folderId = await newPersonalFolder('壊れたファイル');
    const { accepted, files } = await importInto(folderId, [
      fixture('truncated.vcf'),
      fixture('wrong-charset.vcf'),
      fixture('binary.vcf'),
      new File([many], '101.vcf'),
      new File([Buffer.from(bomb)], 'bomb.zip'),
      new File([Buffer.from(corrupt)], 'corrupt.zip'),
      new File(['x'], 'contacts.csv'),
      new File([Buffer.from(good)], 'good.zip'),
    ]);
    expect(Object.fromEntries(files.map((file) => [file.fileName, file.messageCode]))).toEqual({
      'truncated.vcf': 'VCF_INVALID_FORMAT',
      'wrong-charset.vcf': 'VCF_UNAVAILABLE_CHARSETS',
      'binary.vcf': 'VCF_INVALID_FORMAT',
      '101.vcf': 'TIMEOUT',
      'bomb.zip': 'TIMEOUT',
      'corrupt.zip': 'CRC_ERROR',
      'contacts.csv': 'UNSUPPORTED_FILE_EXTENSION',
      'good.zip': 'RESULT',
    });
    expect((await contactsOf(folderId)).map((row) => row.fullname)).toEqual(['圧縮 一郎']);
    const history = await user.contactImport.uploadHistoryItem({ params: { id: accepted.uploadHistoryId } });
    expect(history).toMatchObject({ status: 2, statusStr: 'FAILED', addCount: 1 });
    const details = await user.contactImport.importVcfResultDetails({
      query: { fileId: files.find((f) => f.fileName === 'binary.vcf')!.fileId },
    });
    expect(details.items).toEqual([
      expect.objectContaining({
        messageCode: 'VCF_INVALID_FORMAT',
        messageParams: { fileName: 'binary.vcf' },
      }),
    ]);
  }, 60_000);

  it('refuses too many files at once, changing nothing', async () => {
    const folderId = await newPersonalFolder('多すぎ');
    const files = Array.from(
      { length: 11 },
      (_, i) => new File(['BEGIN:VCARD\r\nFN:a\r\nEND:VCARD\r\n'], `${i}.vcf`),
    );
    await expect(
      user.contactImport.importVcf({
        params: { folderType: 'personal', folderId },
        body: { 'files[]': files },
      }),
    ).rejects.toMatchObject({ statusCode: 400, errorCode: 'TOO_MANY_FILES' });
    expect((await user.contactImport.uploadHistory()).items.every((item) => item.folderId !== folderId)).toBe(
      true,
    );
  });

  it('gives FOLDER_ACCESSIBLE_ERROR for a common folder the user may read but not edit, and 404 for a folder of someone else', async () => {
    const common = await user.contactFolders.commonList();
    const readOnly = common.items.find((folder) => !folder.editable);
    expect(readOnly).toBeDefined();
    const accepted = await user.contactImport.importVcf({
      params: { folderType: 'common', folderId: readOnly!.folderId },
      body: { 'files[]': [fixture('google-contacts.vcf')] },
    });
    const page = await user.contactImport.importVcfResult({
      params: { folderType: 'common', folderId: readOnly!.folderId },
    });
    expect(page.items.find((item) => item.fileId === accepted.fileIds[0])).toMatchObject({
      processed: true,
      messageCode: 'FOLDER_ACCESSIBLE_ERROR',
    });
    const adminFolder = await admin.contactFolders.personalCreate({ body: { folderName: '管理者の' } });
    await expect(
      user.contactImport.importVcf({
        params: { folderType: 'personal', folderId: adminFolder.folderId },
        body: { 'files[]': [fixture('iphone.vcf')] },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses a file beyond the tenant licence with LICENSE_LIMIT_EXCEEDED', async () => {
    const folderId = await newPersonalFolder('ライセンス');
    const tenantId = await tenantIdOf(server.db, 'demo');
    const count = await selectTenantRows(server.db, 'external_contacts', tenantId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('tenants')
      .set({ external_contact_limit: Number(count.n) + 1 } as never)
      .where('id', '=', tenantId)
      .execute();
    try {
      const { files } = await importInto(folderId, [fixture('iphone.vcf')]);
      expect(files[0]?.messageCode).toBe('LICENSE_LIMIT_EXCEEDED');
      expect(await contactsOf(folderId)).toEqual([]);
    } finally {
      await server.db
        .updateTable('tenants')
        .set({ external_contact_limit: null } as never)
        .where('id', '=', tenantId)
        .execute();
    }
  });

  it('picks up an accepted file that no worker finished (a server stopped mid-import)', async () => {
    const folderId = await newPersonalFolder('再開');
    const tenant = await server.db
      .selectFrom('users')
      .select(['tenant_id', 'id'])
      .where('account_id', '=', 'yamada.taro')
      .executeTakeFirstOrThrow();
    const job = await server.db
      .insertInto('contact_import_jobs')
      .values({
        tenant_id: tenant.tenant_id,
        user_id: tenant.id,
        folder_id: folderId,
        folder_type: 'PERSONAL',
        kind: 'VCF',
        upload_file: 'left.vcf',
        device_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = await server.db
      .insertInto('contact_import_files')
      .values({
        tenant_id: tenant.tenant_id,
        job_id: job.id,
        file_name: 'left.vcf',
        content: strToU8('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:残った 人\r\nEND:VCARD\r\n'),
        message_code: null,
        lease_until: new Date(Date.now() - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [done] = await waitForFiles(user, folderId, [Number(file.id)]);
    expect(done).toMatchObject({ messageCode: 'RESULT', addCount: 1 });
  });
});

describe('export', () => {
  it('exports vCard 3.0 and 4.0 that ical.js reads, photos inline, and that import again as the same contacts', async () => {
    const source = await newPersonalFolder('書き出し元');
    await importInto(source, [fixture('outlook.vcf'), fixture('google-contacts.vcf'), fixture('iphone.vcf')]);
    const sourceRows = await contactsOf(source);
    const photoOf = async (rows: Awaited<ReturnType<typeof contactsOf>>, fullname: string) => {
      const id = rows.find((row) => row.fullname === fullname)!.id;
      const image = await server.db
        .selectFrom('external_contact_images')
        .select(['tenant_id', 'original_file_id', 'original_type'])
        .where('contact_id', '=', id)
        .where('kind', '=', 'PHOTO')
        .executeTakeFirst();
      const original = image
        ? await fileStorage(server.db).read(image.tenant_id, image.original_file_id)
        : null;
      return image && original
        ? { type: image.original_type, bytes: Buffer.from(original).toString('base64') }
        : null;
    };
    const sourcePhoto = await photoOf(sourceRows, '山田 太郎');
    expect(sourcePhoto?.type).toBe('image/jpeg');
    const fields = (rows: Awaited<ReturnType<typeof contactsOf>>) =>
      rows
        .map(({ id: _id, folder_id: _f, registered_at: _r, updated_at: _u, ...rest }) => rest)
        .sort((a, b) => a.fullname.localeCompare(b.fullname));

    for (const version of ['3.0', '4.0'] as const) {
      const file = await user.contactImport.export({
        params: { folderType: 'personal', folderId: source },
        query: { format: 'vcf', version },
      });
      expect(file.type).toMatch(/^text\/vcard/);
      const text = Buffer.from(await file.arrayBuffer()).toString('utf8');
      const cards = text.split(/(?<=END:VCARD\r\n)/).filter(Boolean);
      expect(cards).toHaveLength(4);
      const parsed = cards.map((card) => new ICAL.Component(ICAL.parse(card)));
      for (const card of parsed) {
        expect(card.getFirstPropertyValue('version')).toBe(version);
        expect(card.getFirstPropertyValue('fn')).toBeTruthy();
      }
      const taro = parsed.find((card) => card.getFirstPropertyValue('fn') === '山田 太郎')!;
      const photo = taro.getFirstProperty('photo')!;
      if (version === '3.0') {
        expect(photo.getParameter('encoding')).toBe('b');
        expect(photo.getParameter('type')).toBe('JPEG');
        expect(String(photo.getFirstValue())).toBe(sourcePhoto!.bytes);
      } else {
        expect(String(photo.getFirstValue())).toBe(`data:image/jpeg;base64,${sourcePhoto!.bytes}`);
      }
      expect(parsed.filter((card) => card.getFirstProperty('photo')).length).toBe(1);

      const target = await newPersonalFolder(`書き出し先 ${version}`);
      await importInto(target, [new File([Buffer.from(await file.arrayBuffer())], (file as File).name)]);
      const targetRows = await contactsOf(target);
      expect(fields(targetRows)).toEqual(fields(sourceRows));
      expect(await photoOf(targetRows, '山田 太郎')).toEqual(sourcePhoto);
    }
  });

  it('exports TSV in UTF-8 with BOM or Shift_JIS that imports again; the sample has the header the import reads', async () => {
    const source = await newPersonalFolder('TSV元');
    await importInto(source, [fixture('excel-sjis.tsv')], 'importTsv');
    for (const charset of ['UTF-8', 'Shift_JIS'] as const) {
      const file = await user.contactImport.export({
        params: { folderType: 'personal', folderId: source },
        query: { format: 'tsv', charset },
      });
      const target = await newPersonalFolder(`TSV先 ${charset}`);
      const { files } = await importInto(
        target,
        [new File([Buffer.from(await file.arrayBuffer())], (file as File).name)],
        'importTsv',
      );
      expect(files[0]).toMatchObject({ messageCode: 'RESULT', addCount: 2, failureCount: 0 });
      expect((await contactsOf(target)).map((row) => [row.fullname, row.remarks])).toEqual(
        (await contactsOf(source)).map((row) => [row.fullname, row.remarks]),
      );
    }
    const sample = await user.contactImport.exportSample();
    const text = Buffer.from(await sample.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF氏名\t氏名（カナ）')).toBe(true);
    const target = await newPersonalFolder('見本');
    const { files } = await importInto(
      target,
      [new File([Buffer.from(await sample.arrayBuffer())], 'sample.tsv')],
      'importTsv',
    );
    expect(files[0]).toMatchObject({ messageCode: 'RESULT', addCount: 1 });
  });
});
