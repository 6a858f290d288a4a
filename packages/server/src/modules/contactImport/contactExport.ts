import type { FileDownload } from '@kizuna/api-client/contract';
import Encoding from 'encoding-japanese';
import type { Selectable } from 'kysely';
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

/** A TSV cell as Excel writes it: quoted when it holds a tab, a line break or a quote. */
export function tsvCell(value: string): string {
  return /[\t\r\n"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Header row and one row per contact, CRLF line ends (what Excel writes and reads). */
export function contactsTsv(contacts: readonly Record<ImportedTextField, string>[]): string {
  const lines = [CONTACT_TSV_COLUMNS.map((column) => column.label).join('\t')];
  for (const contact of contacts)
    lines.push(CONTACT_TSV_COLUMNS.map((column) => tsvCell(contact[column.field])).join('\t'));
  return lines.join('\r\n') + '\r\n';
}

/**
 * The bytes of a TSV: UTF-8 with a BOM (so Excel opens it as UTF-8), or Shift_JIS (Windows-31J)
 * for older tools; a character Shift_JIS cannot hold becomes `?`.
 */
export function encodeTsv(text: string, charset: 'UTF-8' | 'Shift_JIS'): Uint8Array {
  if (charset === 'Shift_JIS') {
    return Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));
  }
  return new TextEncoder().encode('\uFEFF' + text);
}

/**
 * Rows of cells as a TSV file to download: quoted cells, CRLF line ends, UTF-8 with BOM or
 * Shift_JIS (the thanks logs and the notice read lists).
 */
export function tsvFile(
  fileName: string,
  rows: readonly (readonly (string | number)[])[],
  charset: 'UTF-8' | 'Shift_JIS',
): FileDownload {
  const text = rows.map((row) => row.map((cell) => tsvCell(String(cell))).join('\t')).join('\r\n') + '\r\n';
  const type = `text/tab-separated-values; charset=${charset === 'Shift_JIS' ? 'shift_jis' : 'utf-8'}`;
  return download(fileName, type, encodeTsv(text, charset));
}

function download(fileName: string, contentType: string, bytes: Uint8Array): FileDownload {
  return { fileName, contentType, base64: Buffer.from(bytes).toString('base64') };
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

/** A folder's contacts, in the list's default order, as TSV or vCard (3.0 or 4.0, with photos). */
export async function exportFolder(
  db: Db,
  tenantId: number,
  folderId: number,
  format: 'tsv' | 'vcf',
  charset: 'UTF-8' | 'Shift_JIS',
  now: Date,
  version: VcardVersion = '3.0',
): Promise<FileDownload> {
  const rows = await selectTenantRows(db, 'external_contacts', tenantId)
    .selectAll()
    .where('folder_id', '=', folderId)
    .orderBy('fullname_sort_key')
    .orderBy('id')
    .execute();
  const contacts = rows.map(fieldsOf);
  const base = `contacts-${folderId}-${stamp(now)}`;
  if (format === 'vcf') {
    const photos = await photosOf(db, tenantId, folderId);
    const cards: string[] = [];
    for (const [index, contact] of contacts.entries()) {
      const stored = photos.get(Number(rows[index]!.id));
      const photo = stored ? await vcardPhoto(stored.original, stored.original_type) : null;
      cards.push(contactToVcard(contact, { version, ...(photo ? { photo } : {}) }));
    }
    return download(`${base}.vcf`, 'text/vcard; charset=utf-8', new TextEncoder().encode(cards.join('')));
  }
  const type = `text/tab-separated-values; charset=${charset === 'UTF-8' ? 'utf-8' : 'shift_jis'}`;
  return download(`${base}.tsv`, type, encodeTsv(contactsTsv(contacts), charset));
}

async function photosOf(db: Db, tenantId: number, folderId: number) {
  const rows = await db
    .selectFrom('external_contact_images as i')
    .innerJoin('external_contacts as c', (join) =>
      join.onRef('c.id', '=', 'i.contact_id').on('c.tenant_id', '=', tenantId),
    )
    .select(['i.contact_id', 'i.original_file_id', 'i.original_type'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.kind', '=', 'PHOTO')
    .where('c.folder_id', '=', folderId)
    .execute();
  const files = fileStorage(db);
  const photos = new Map<number, { original: Uint8Array; original_type: string }>();
  for (const row of rows) {
    const original = await files.read(tenantId, row.original_file_id);
    if (original) photos.set(Number(row.contact_id), { original, original_type: row.original_type });
  }
  return photos;
}

/** The sample: the header and one example row, in the asked charset. */
export function exportSample(charset: 'UTF-8' | 'Shift_JIS'): FileDownload {
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
  const type = `text/tab-separated-values; charset=${charset === 'UTF-8' ? 'utf-8' : 'shift_jis'}`;
  return download('contacts-sample.tsv', type, encodeTsv(contactsTsv([example]), charset));
}
