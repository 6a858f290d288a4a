import type { KizunaClient } from '@kizuna/api-client';
import contentDisposition from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from './refusal.js';
import { startTestServer, type TestServer } from './startTestServer.js';

/**
 * Every download answers the file itself, as a browser link and `curl -OJ` take it: its media
 * type, a Content-Disposition `attachment` naming it (RFC 6266, the UTF-8 name in `filename*` and
 * an ASCII `filename` beside it), and the bytes as they are saved — not JSON with base64 in it.
 */

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
const sessions: Record<'admin' | 'yamada', { cookie: string }> = {
  admin: { cookie: '' },
  yamada: { cookie: '' },
};

const DAY = 86_400_000;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BOM = [0xef, 0xbb, 0xbf];

interface Download {
  status: number;
  type: string;
  disposition: string;
  /** The name a browser or `curl -OJ` saves the file under (`filename*` decoded). */
  name: string;
  /** The ASCII `filename` parameter beside it, for agents without RFC 5987. */
  asciiName: string | undefined;
  length: string | null;
  bytes: Buffer;
}

/** GETs a download as a link does: the session cookie, no XSRF header, any media type. */
async function download(
  who: keyof typeof sessions,
  path: string,
  query: Record<string, string> = {},
): Promise<Download> {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${server.url}/api/browser${path}${search ? `?${search}` : ''}`, {
    headers: { Cookie: sessions[who].cookie, Accept: '*/*' },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const disposition = response.headers.get('content-disposition') ?? '';
  const parsed = disposition ? contentDisposition.parse(disposition) : undefined;
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition,
    name: parsed?.parameters.filename ?? '',
    asciiName: /filename="([^"]*)"/.exec(disposition)?.[1],
    length: response.headers.get('content-length'),
    bytes,
  };
}

/** A saved download: 200, attachment, the name and the media type. */
function expectFile(file: Download, type: RegExp, name: string | RegExp) {
  expect(file.status, file.bytes.toString('utf8').slice(0, 300)).toBe(200);
  expect(file.type).toMatch(type);
  // An image stays drawable in an <img> (inline); everything else downloads from a link.
  expect(file.disposition).toMatch(type.source.startsWith('^image') ? /^inline;/ : /^attachment;/);
  if (typeof name === 'string') expect(file.name).toBe(name);
  else expect(file.name).toMatch(name);
  expect(file.asciiName).toBeDefined();
  expect(file.asciiName).toMatch(/^[\x20-\x7e]+$/);
}

/** The lines of a UTF-8 (with BOM) delimited export, split into cells. */
function utf8Rows(file: Download, delimiter: ',' | '\t'): string[][] {
  expect([...file.bytes.subarray(0, 3)]).toEqual(BOM);
  const text = file.bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(delimiter));
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada] = await Promise.all([server.signIn('demoAdmin'), server.signIn('demoUser')]);
  const [adminSession, yamadaSession] = await Promise.all([
    server.rawSession('demoAdmin'),
    server.rawSession('demoUser'),
  ]);
  sessions.admin = adminSession;
  sessions.yamada = yamadaSession;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the digital card', () => {
  it('answers the vCard and the QR code as files named after the person, in Japanese', async () => {
    const { fullname } = await yamada.digitalCard.contactInfo();
    expect(fullname).toMatch(/[\u3040-\u9fff]/);
    const vcard = await download('yamada', '/principal/contactInfo/vcard');
    expectFile(vcard, /^text\/vcard/, `${fullname}.vcf`);
    expect(vcard.disposition).toContain(`filename*=UTF-8''${encodeURIComponent(`${fullname}.vcf`)}`);
    expect(vcard.bytes.toString('utf8')).toMatch(/^BEGIN:VCARD\r\n[\s\S]*END:VCARD\r\n$/);
    expect(vcard.bytes.toString('utf8')).toContain(`FN:${fullname}`);
    expect(vcard.length).toBe(String(vcard.bytes.length));

    const qr = await download('yamada', '/principal/contactInfo/qrcode');
    expectFile(qr, /^image\/png$/, `${fullname}.png`);
    expect([...qr.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });
});

describe('external contacts', () => {
  let folderId: number;

  beforeAll(async () => {
    ({ folderId } = await yamada.contactFolders.personalCreate({ body: { folderName: '書き出し' } }));
    for (const fullname of ['山田 花子', '佐藤 "次郎"', '鈴木\t三郎']) {
      await yamada.externalContacts.add({ params: { folderType: 'personal', folderId }, body: { fullname } });
    }
  });

  it('exports a folder as TSV (UTF-8 with BOM, or Shift_JIS) and as vCard', async () => {
    const path = `/externalContacts/personal/${folderId}/export`;
    const tsv = await download('yamada', path);
    expectFile(tsv, /^text\/tab-separated-values; charset=utf-8$/, /^contacts-\d+-\d{8}\.tsv$/);
    expect(tsv.length).toBeNull();
    const rows = utf8Rows(tsv, '\t');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain('氏名');
    expect(tsv.bytes.toString('utf8')).toContain('"佐藤 ""次郎"""');
    expect(tsv.bytes.toString('utf8')).toContain('"鈴木\t三郎"');

    const sjis = await download('yamada', path, { charset: 'Shift_JIS' });
    expectFile(sjis, /^text\/tab-separated-values; charset=shift_jis$/, /\.tsv$/);
    expect(new TextDecoder('shift_jis').decode(sjis.bytes)).toContain('山田 花子');

    const vcf = await download('yamada', path, { format: 'vcf', version: '4.0' });
    expectFile(vcf, /^text\/vcard/, /^contacts-\d+-\d{8}\.vcf$/);
    const cards = vcf.bytes.toString('utf8').split(/(?<=END:VCARD\r\n)/);
    expect(cards).toHaveLength(3);
    expect(cards.every((card) => card.startsWith('BEGIN:VCARD\r\nVERSION:4.0'))).toBe(true);
  });

  it('answers the sample import file', async () => {
    const sample = await download('yamada', '/externalContacts/exportSample');
    expectFile(sample, /^text\/tab-separated-values/, 'contacts-sample.tsv');
    expect(utf8Rows(sample, '\t')[1]).toContain('山田 太郎');
  });

  it('answers a business card image as the stored file, with its length', async () => {
    const { contactId } = await yamada.externalContacts.add({
      params: { folderType: 'personal', folderId },
      body: { fullname: '名刺 太郎' },
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const sharp = (await import('sharp')).default;
    const card = await sharp(png).resize(600, 360).png().toBuffer();
    await yamada.businessCards.upload({
      params: { contactId },
      body: { file: new File([new Uint8Array(card)], 'card.png') },
    });
    const original = await download('yamada', `/bizcardImage/original/${contactId}`);
    expectFile(original, /^image\/png$/, `bizcard-${contactId}.png`);
    expect([...original.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(original.length).toBe(String(original.bytes.length));
  });
});

describe('administration exports', () => {
  it('exports the divisions and the people as CSV (or TSV) the imports read back', async () => {
    const divisions = await download('admin', '/admin/division/export');
    expectFile(divisions, /^text\/csv; charset=utf-8$/, /^divisions-\d{8}\.csv$/);
    expect(utf8Rows(divisions, ',').length).toBeGreaterThan(2);

    const users = await download('admin', '/admin/users/export');
    expectFile(users, /^text\/csv; charset=utf-8$/, /^users-\d{8}\.csv$/);
    const people = users.bytes.subarray(3).toString('utf8');
    expect(people).toContain('yamada.taro');

    const usersTsv = await download('admin', '/admin/users/export', { format: 'tsv', charset: 'Shift_JIS' });
    expectFile(usersTsv, /^text\/tab-separated-values; charset=shift_jis$/, /^users-\d{8}\.tsv$/);
    expect(new TextDecoder('shift_jis').decode(usersTsv.bytes)).toContain('yamada.taro');
  });

  it('exports the action log as TSV with Japanese headers', async () => {
    const log = await download('admin', '/admin/actionLog/export');
    expectFile(log, /^text\/tab-separated-values; charset=utf-8$/, 'action_log.tsv');
    expect(utf8Rows(log, '\t')[0]).toEqual([
      '日時',
      'アカウントID',
      '氏名',
      'IPアドレス',
      '操作',
      '対象',
      '変更内容',
    ]);
  });

  it('exports who has read a notice', async () => {
    const { informationId } = await admin.informationAdmin.save({
      body: {
        title: '防災訓練のお知らせ',
        memo: '来週実施します。',
        important: 1,
        startDatetime: new Date(Date.now() - DAY).toISOString(),
        endDatetime: new Date(Date.now() + 7 * DAY).toISOString(),
        indefinitePeriod: false,
        enabled: true,
        mustRead: false,
      },
    });
    const reads = await download('admin', `/admin/information/${informationId}/reads/export`);
    expectFile(reads, /^text\/tab-separated-values/, `notice_${informationId}_reads.tsv`);
    const rows = utf8Rows(reads, '\t');
    expect(rows[0]).toEqual(['状態', 'アカウントID', '氏名', '所属', '既読日時']);
    expect(rows.some((row) => row[1] === 'yamada.taro' && row[0] === '未読')).toBe(true);
  });

  it('exports the answers of a safety check', async () => {
    const check = await admin.anpiAdmin.startCheck({
      body: { kind: 'DRILL', title: '訓練', message: '訓練です。', wholeCompany: true },
    });
    const file = await download('admin', `/anpi/checks/${check.checkId}/results/export`);
    expectFile(file, /^text\/tab-separated-values/, `anpi_${check.checkId}_results.tsv`);
    const rows = utf8Rows(file, '\t');
    expect(rows[0]?.[0]).toBe('アカウントID');
    expect(rows.some((row) => row[0] === 'yamada.taro' && row[3] === '未回答')).toBe(true);
  });

  it('exports the five thanks logs as TSV', async () => {
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const range = { dateFrom: new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10), dateTo: today };
    const days = `${range.dateFrom.replace(/-/g, '')}_${range.dateTo.replace(/-/g, '')}`;
    for (const [name, file] of [
      ['exportUsageStatistics', 'thanks_usage_statistics'],
      ['exportCardInfo', 'thanks_cards'],
      ['exportLikeInfo', 'thanks_likes'],
      ['exportAccess', 'thanks_access'],
      ['exportCardStamp', 'thanks_card_stamps'],
    ] as const) {
      const log = await download('admin', `/admin/thanks/logs/${name}`, range);
      expectFile(log, /^text\/tab-separated-values/, `${file}_${days}.tsv`);
      expect(utf8Rows(log, '\t')[0]?.length).toBeGreaterThan(1);
    }
  });
});

describe('call rejections', () => {
  it('exports the list and the sample as TSV files', async () => {
    await yamada.callSettings.insertRejection({ body: { fromNumber: '0312340000', remarks: '迷惑電話' } });
    const list = await download('yamada', '/settings/cucmSettingsApi/cucmCallRejectionSettings/export');
    expectFile(list, /^text\/tab-separated-values/, /^call_rejections_\d{8}\.tsv$/);
    expect(list.bytes.toString('utf8')).toContain('0312340000\t迷惑電話');
    const sample = await download(
      'yamada',
      '/settings/cucmSettingsApi/cucmCallRejectionSettings/exportSample',
    );
    expectFile(sample, /^text\/tab-separated-values/, 'call_rejections_sample.tsv');
    expect(sample.bytes.toString('utf8')).toContain('営業電話');
  });
});

describe('refusals of a download', () => {
  it('come before the file, as JSON with the code and field errors, through the client too', async () => {
    const raw = await download('admin', '/admin/thanks/logs/exportCardInfo', {
      dateFrom: '2026-12-07',
      dateTo: '2026-01-01',
    });
    expect(raw.status).toBe(400);
    expect(raw.type).toMatch(/^application\/json/);
    expect(raw.disposition).toBe('');
    expect(
      await fieldRefusal(
        admin.thanksAdmin.exportCardInfo({ query: { dateFrom: '2026-12-07', dateTo: 'someday' } }),
      ),
    ).toMatchObject({
      status: 400,
      fields: expect.arrayContaining([expect.stringMatching(/^query\.dateTo:/)]),
    });
    expect(await refusal(yamada.actionLogAdmin.export())).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(
      await refusal(
        yamada.contactImport.export({ params: { folderType: 'personal', folderId: 999_999_999 } }),
      ),
    ).toMatchObject({ status: 404 });
  });
});

describe('the typed client', () => {
  it('hands back a File named as the answer says', async () => {
    const file = await yamada.digitalCard.vcard();
    const { fullname } = await yamada.digitalCard.contactInfo();
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe(`${fullname}.vcf`);
    const log = await admin.actionLogAdmin.export();
    expect((log as File).name).toBe('action_log.tsv');
    expect(new Uint8Array(await log.arrayBuffer()).subarray(0, 3)).toEqual(new Uint8Array(BOM));
  });
});
