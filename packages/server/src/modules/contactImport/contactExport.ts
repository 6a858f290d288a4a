import Encoding from 'encoding-japanese';
import { sql, type Selectable } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { IMAGE_MAX_PIXELS } from '../faceImages/index.js';
import type { ExternalContactsTable } from '../externalContacts/index.js';
import { contactToVcard } from './contactToVcard.js';
import type { VcardCard, VcardVersion } from './formatVcard.js';
import { CONTACT_TSV_COLUMNS } from './contactTsvColumns.js';
import { IMPORTED_TEXT_FIELDS, type ImportedTextField } from './ImportedContact.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { inBatches, StreamedFile } from '../../http/streamedFile.js';

type ContactRow = Selectable<ExternalContactsTable>;

const COLUMN_OF: Record<ImportedTextField, keyof ContactRow> = {
  fullname: 'fullname',
  fullnameKana: 'fullname_kana',
  fullnameAlphabet: 'fullname_alphabet',
  companyName: 'company_name',
  companyNameKana: 'company_name_kana',
  companyZipcode: 'company_zipcode',
  companyAddress1: 'company_address1',
  companyAddress2: 'company_address2',
  companyUrl: 'company_url',
  companyPhoneNum: 'company_phone_num',
  divisionName: 'division_name',
  divisionNameKana: 'division_name_kana',
  divisionZipcode: 'division_zipcode',
  divisionAddress1: 'division_address1',
  divisionAddress2: 'division_address2',
  divisionUrl: 'division_url',
  divisionPhoneNum: 'division_phone_num',
  position: 'position',
  phoneNum: 'phone_num',
  mobileNum: 'mobile_num',
  companyMobileNum: 'company_mobile_num',
  personalMobileNum: 'personal_mobile_num',
  faxNum: 'fax_num',
  email1: 'email1',
  email2: 'email2',
  webUrl: 'web_url',
  comment: 'comment',
  remarks: 'remarks',
};

function fieldsOf(row: ContactRow): Record<ImportedTextField, string> {
  return Object.fromEntries(
    IMPORTED_TEXT_FIELDS.map((field) => [field, String(row[COLUMN_OF[field]] ?? '')]),
  ) as Record<ImportedTextField, string>;
}

/**
 * The bytes of a TSV: UTF-8 with a BOM (so Excel opens it as UTF-8), or Shift_JIS (Windows-31J)
 * for older tools; a character Shift_JIS cannot hold becomes `?`.
 */
export function encodeTsv(text: string, charset: 'UTF-8' | 'Shift_JIS'): Uint8Array<ArrayBuffer> {
  return encodeText(text, charset, true);
}

/** Text in the export's charset; `bom` puts UTF-8's BOM in front (the first chunk of a file). */
function encodeText(text: string, charset: 'UTF-8' | 'Shift_JIS', bom: boolean): Uint8Array<ArrayBuffer> {
  if (charset === 'Shift_JIS') {
    return Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
  }
  return new TextEncoder().encode(bom ? '\uFEFF' + text : text);
}

/** Rows of an export: in memory, or read in batches while the answer is sent (`inBatches`). */
export type ExportRows<T> = Iterable<T> | AsyncIterable<T>;

/** Lines written per chunk of a streamed export. */
const LINES_PER_CHUNK = 500;

/**
 * Lines (each with its line end) as the bytes of a file, written a chunk of lines at a time as the
 * client reads: the first chunk opens with UTF-8's BOM when `bom` is set.
 */
export function textStream(
  lines: ExportRows<string>,
  charset: 'UTF-8' | 'Shift_JIS',
  bom: boolean,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  let iterator: AsyncIterator<string> | Iterator<string> | undefined;
  let first = true;
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    async pull(controller) {
      iterator ??= Symbol.asyncIterator in lines ? lines[Symbol.asyncIterator]() : lines[Symbol.iterator]();
      let text = '';
      let count = 0;
      let done = false;
      while (count < LINES_PER_CHUNK) {
        const next = await iterator.next();
        if (next.done) {
          done = true;
          break;
        }
        text += next.value;
        count += 1;
      }
      if (text !== '' || (first && bom && charset === 'UTF-8')) {
        controller.enqueue(encodeText(text, charset, first && bom));
      }
      first = false;
      if (done) controller.close();
    },
    async cancel() {
      await iterator?.return?.();
    },
  });
}

/** The header line, then one line per row, mapped as each row comes. */
export async function* exportRows<T>(
  header: readonly string[],
  rows: ExportRows<T>,
  line: (row: T) => readonly (string | number)[],
): AsyncGenerator<readonly (string | number)[]> {
  yield header;
  for await (const row of rows) yield line(row);
}

async function* mapRows<T, U>(rows: ExportRows<T>, map: (row: T) => U): AsyncGenerator<U> {
  for await (const row of rows) yield map(row);
}

/** A cell as Excel writes it: quoted when it holds the separator, a quote or a line break. */
export function delimitedCell(value: string, delimiter: ',' | '\t'): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The media type of a delimited export, with its charset. */
export function delimitedType(delimiter: ',' | '\t', charset: 'UTF-8' | 'Shift_JIS'): string {
  const type = delimiter === '\t' ? 'text/tab-separated-values' : 'text/csv';
  return `${type}; charset=${charset === 'Shift_JIS' ? 'shift_jis' : 'utf-8'}`;
}

/**
 * Rows of cells as a file to download, written as it is sent: quoted cells, CRLF line ends, UTF-8
 * with BOM or Shift_JIS (every CSV and TSV export; the imports read them back).
 */
export function delimitedFile(
  fileName: string,
  rows: ExportRows<readonly (string | number)[]>,
  delimiter: ',' | '\t',
  charset: 'UTF-8' | 'Shift_JIS',
): StreamedFile {
  const line = (row: readonly (string | number)[]) =>
    row.map((cell) => delimitedCell(String(cell), delimiter)).join(delimiter) + '\r\n';
  return new StreamedFile(fileName, delimitedType(delimiter, charset), () =>
    textStream(mapRows(rows, line), charset, true),
  );
}

/** Rows of cells as a TSV file to download (the thanks logs, notice reads, safety checks, action log). */
export function tsvFile(
  fileName: string,
  rows: ExportRows<readonly (string | number)[]>,
  charset: 'UTF-8' | 'Shift_JIS',
): StreamedFile {
  return delimitedFile(fileName, rows, '\t', charset);
}

function stamp(now: Date): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

/** A photo larger than this goes into a vCard re-encoded, at most 1024 px on its longer side. */
const PHOTO_EXPORT_MAX_BYTES = 1024 * 1024;
const PHOTO_TYPES: Record<string, 'JPEG' | 'PNG' | 'GIF'> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
};

/**
 * The photo as a vCard carries it: the original as uploaded or imported, or, when that is over
 * 1 MB, a JPEG of at most 1024 px (phones keep contact photos far smaller; the export stays a
 * size a phone and an e-mail take). Null when the stored image cannot be read.
 */
export async function vcardPhoto(bytes: Uint8Array, contentType: string): Promise<VcardCard['photo'] | null> {
  const type = PHOTO_TYPES[contentType];
  if (type && bytes.length <= PHOTO_EXPORT_MAX_BYTES) return { bytes, type };
  try {
    const smaller = await sharp(bytes, { animated: false, limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { bytes: new Uint8Array(smaller), type: 'JPEG' };
  } catch {
    return null;
  }
}

/** Contacts read per statement of an export. */
const EXPORT_BATCH = 1000;

/**
 * A folder's contacts, in the list's default order, as TSV or vCard (3.0 or 4.0, with photos),
 * written while it is sent: the contacts are read a batch at a time, after the last one sent
 * (the folder index's order, name key then id), each batch with its photos.
 */
export function exportFolder(
  db: Db,
  tenantId: number,
  folderId: number,
  format: 'tsv' | 'vcf',
  charset: 'UTF-8' | 'Shift_JIS',
  now: Date,
  version: VcardVersion = '3.0',
): StreamedFile {
  const rows = () => folderRows(db, tenantId, folderId);
  const base = `contacts-${folderId}-${stamp(now)}`;
  if (format === 'vcf') {
    return new StreamedFile(`${base}.vcf`, 'text/vcard; charset=utf-8', () =>
      textStream(vcards(db, tenantId, rows(), version), 'UTF-8', false),
    );
  }
  return tsvFile(`${base}.tsv`, contactTsvRows(rows()), charset);
}

/** The header, then one line per contact: the cells of a TSV the contact import reads back. */
async function* contactTsvRows(rows: AsyncIterable<ContactRow>): AsyncGenerator<readonly string[]> {
  yield CONTACT_TSV_COLUMNS.map((column) => column.label);
  for await (const row of rows) {
    const contact = fieldsOf(row);
    yield CONTACT_TSV_COLUMNS.map((column) => contact[column.field]);
  }
}

/** A folder's contacts as the cells of its TSV export, read a batch at a time (the tenant export). */
export function folderTsvRows(db: Db, tenantId: number, folderId: number): AsyncGenerator<readonly string[]> {
  return contactTsvRows(folderRows(db, tenantId, folderId));
}

function folderRows(db: Db, tenantId: number, folderId: number): AsyncGenerator<ContactRow> {
  return inBatches<ContactRow>(async (after, limit) => {
    let query = selectTenantRows(db, 'external_contacts', tenantId)
      .selectAll()
      .where('folder_id', '=', folderId);
    if (after) {
      // A row comparison, which the folder index (tenant, folder, name key, id) answers.
      query = query.where(sql<boolean>`(fullname_sort_key, id) > (${after.fullname_sort_key}, ${after.id})`);
    }
    return query.orderBy('fullname_sort_key').orderBy('id').limit(limit).execute();
  }, EXPORT_BATCH);
}

/** One vCard per contact, each batch of contacts with its photos read together. */
async function* vcards(
  db: Db,
  tenantId: number,
  rows: AsyncIterable<ContactRow>,
  version: VcardVersion,
): AsyncGenerator<string> {
  let batch: ContactRow[] = [];
  const flush = async function* () {
    const photos = await photosOf(
      db,
      tenantId,
      batch.map((row) => Number(row.id)),
    );
    for (const row of batch) {
      const stored = photos.get(Number(row.id));
      const photo = stored ? await vcardPhoto(stored.original, stored.original_type) : null;
      yield contactToVcard(fieldsOf(row), { version, ...(photo ? { photo } : {}) });
    }
    batch = [];
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === EXPORT_BATCH) yield* flush();
  }
  if (batch.length > 0) yield* flush();
}

async function photosOf(db: Db, tenantId: number, contactIds: readonly number[]) {
  const photos = new Map<number, { original: Uint8Array; original_type: string }>();
  if (contactIds.length === 0) return photos;
  const rows = await db
    .selectFrom('external_contact_images as i')
    .select(['i.contact_id', 'i.original_file_id', 'i.original_type'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.kind', '=', 'PHOTO')
    .where('i.contact_id', 'in', contactIds)
    .execute();
  const files = fileStorage(db);
  for (const row of rows) {
    const original = await files.read(tenantId, row.original_file_id);
    if (original) photos.set(Number(row.contact_id), { original, original_type: row.original_type });
  }
  return photos;
}

/** The sample: the header and one example row, in the asked charset. */
export function exportSample(charset: 'UTF-8' | 'Shift_JIS'): StreamedFile {
  const example = Object.fromEntries(IMPORTED_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    ImportedTextField,
    string
  >;
  Object.assign(example, {
    fullname: '山田 太郎',
    fullnameKana: 'ヤマダ タロウ',
    fullnameAlphabet: 'Taro Yamada',
    companyName: '株式会社サンプル',
    companyNameKana: 'カブシキガイシャサンプル',
    companyZipcode: '100-0005',
    companyAddress1: '東京都千代田区丸の内1-1-1',
    divisionName: '営業部',
    position: '課長',
    phoneNum: '03-1234-5678',
    mobileNum: '090-1234-5678',
    email1: 'taro.yamada@example.co.jp',
    webUrl: 'https://example.co.jp/',
  });
  return tsvFile(
    'contacts-sample.tsv',
    [
      CONTACT_TSV_COLUMNS.map((column) => column.label),
      CONTACT_TSV_COLUMNS.map((column) => example[column.field]),
    ],
    charset,
  );
}
