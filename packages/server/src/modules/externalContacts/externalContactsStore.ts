import type { ExternalContactFields } from '@kizuna/api-client/contract';
import { type ExternalContactSearchBody } from '@kizuna/api-client/contract';
import { normalizeForSearch, normalizeRomaji } from '@kizuna/api-client/search';
import type { Insertable, Transaction, Updateable } from 'kysely';
import { sql } from 'kysely';
import { toRomaji } from 'wanakana';
import type { Db } from '../../db/createDatabase.js';
import { bytesBody, copyStoredFile, fileStorage } from '../../db/storedFiles.js';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';
import type {
  ExternalContactPhoneKind,
  ExternalContactPhonesTable,
  ExternalContactsTable,
} from './externalContactTables.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { indexContactPhoneNumbers } from '../phoneLookup/index.js';

type Trx = Transaction<DatabaseSchema>;

/** A contact to store: the fullname, any of the other editable fields. */
export type ExternalContactInput = Partial<ExternalContactFields> & { readonly fullname: string };

/** Where contacts go and who puts them there. */
export interface ContactFolderRef {
  readonly folderId: number;
}

/** Digits a caller's number is compared in: width folded, only 0-9, + , * and # kept. */
export function phoneDigits(number: string): string {
  return number.normalize('NFKC').replace(/[^0-9+*#]/g, '');
}

/**
 * The normalised search text of a contact: each searchable field through normalizeForSearch, and
 * the romaji of the readings, so a free word typed in hiragana, half-width katakana or romaji
 * finds it. Spaces are dropped (佐藤 花子 is found by 佐藤花子); lines keep one field's end from
 * joining the next field's start.
 */
export function contactSearchText(contact: ExternalContactInput): string {
  const fields = [
    contact.fullname,
    contact.fullnameKana,
    contact.fullnameAlphabet,
    contact.companyName,
    contact.companyNameKana,
    contact.divisionName,
    contact.divisionNameKana,
    contact.position,
    contact.email1,
    contact.email2,
    contact.companyAddress1,
    contact.companyAddress2,
    contact.divisionAddress1,
    contact.divisionAddress2,
    contact.comment,
    contact.remarks,
  ];
  const lines = fields.filter((value): value is string => !!value).map(searchKey);
  for (const reading of [contact.fullnameKana, contact.companyNameKana, contact.fullnameAlphabet]) {
    if (reading) lines.push(normalizeRomaji(toRomaji(reading)));
  }
  const phones = phoneColumns(contact).map(([, number]) => phoneDigits(number));
  return [...lines, ...phones].filter((line) => line !== '').join('\n');
}

function phoneColumns(contact: ExternalContactInput): [ExternalContactPhoneKind, string][] {
  const pairs: [ExternalContactPhoneKind, string | undefined][] = [
    ['PHONE', contact.phoneNum],
    ['MOBILE', contact.mobileNum],
    ['COMPANY_MOBILE', contact.companyMobileNum],
    ['PERSONAL_MOBILE', contact.personalMobileNum],
    ['COMPANY_PHONE', contact.companyPhoneNum],
    ['DIVISION_PHONE', contact.divisionPhoneNum],
    ['FAX', contact.faxNum],
  ];
  return pairs.filter((pair): pair is [ExternalContactPhoneKind, string] => !!pair[1]);
}

/** A text as the search compares it: normalised, without white space. */
export function searchKey(text: string): string {
  return normalizeForSearch(text).replace(/\s+/gu, '');
}

/** The contact's field columns and the keys derived from them, for an insert or an update. */
export function contactColumns(contact: ExternalContactInput) {
  const columns = {
    fullname: contact.fullname,
    fullname_kana: contact.fullnameKana ?? '',
    fullname_alphabet: contact.fullnameAlphabet ?? '',
    company_name: contact.companyName ?? '',
    company_name_kana: contact.companyNameKana ?? '',
    company_zipcode: contact.companyZipcode ?? '',
    company_address1: contact.companyAddress1 ?? '',
    company_address2: contact.companyAddress2 ?? '',
    company_url: contact.companyUrl ?? '',
    company_phone_num: contact.companyPhoneNum ?? '',
    division_name: contact.divisionName ?? '',
    division_name_kana: contact.divisionNameKana ?? '',
    division_zipcode: contact.divisionZipcode ?? '',
    division_address1: contact.divisionAddress1 ?? '',
    division_address2: contact.divisionAddress2 ?? '',
    division_url: contact.divisionUrl ?? '',
    division_phone_num: contact.divisionPhoneNum ?? '',
    position: contact.position ?? '',
    phone_num: contact.phoneNum ?? '',
    mobile_num: contact.mobileNum ?? '',
    company_mobile_num: contact.companyMobileNum ?? '',
    personal_mobile_num: contact.personalMobileNum ?? '',
    fax_num: contact.faxNum ?? '',
    email1: contact.email1 ?? '',
    email2: contact.email2 ?? '',
    web_url: contact.webUrl ?? '',
    comment: contact.comment ?? '',
    remarks: contact.remarks ?? '',
    sort_score: contact.sortScore ?? 0,
    show_company: contact.showCompany ?? true,
    show_division: contact.showDivision ?? true,
    search_text: contactSearchText(contact),
    // Names sort by reading when there is one (as a Japanese address book does), else by the name.
    fullname_sort_key: normalizeForSearch(contact.fullnameKana || contact.fullname),
    company_sort_key: normalizeForSearch(contact.companyNameKana || contact.companyName || ''),
  } satisfies Updateable<ExternalContactsTable>;
  return columns;
}

function phoneRows(tenantId: number, contactId: number, contact: ExternalContactInput) {
  return phoneColumns(contact)
    .map(([kind, number]): ExternalContactPhonesTable => ({
      tenant_id: tenantId,
      contact_id: contactId,
      kind,
      digits: phoneDigits(number),
    }))
    .filter((row) => row.digits !== '');
}

/**
 * Inserts contacts into a folder inside the caller's transaction (the add page, imports, copies).
 * The caller has checked that the user may edit the folder. Returns the new ids in input order.
 */
export async function insertExternalContacts(
  trx: Trx,
  tenantId: number,
  folder: ContactFolderRef,
  contacts: readonly ExternalContactInput[],
  registeredUserId: number | null = null,
): Promise<number[]> {
  if (contacts.length === 0) return [];
  const now = new Date();
  const ids: number[] = [];
  // Chunks keep each statement well under PostgreSQL's 65 535 bind parameters.
  for (let start = 0; start < contacts.length; start += 500) {
    const chunk = contacts.slice(start, start + 500);
    const rows = chunk.map((contact): Insertable<ExternalContactsTable> => ({
      tenant_id: tenantId,
      folder_id: folder.folderId,
      ...contactColumns(contact),
      registered_user_id: registeredUserId,
      registered_at: now,
      updated_user_id: registeredUserId,
      updated_at: now,
    }));
    const inserted = await trx.insertInto('external_contacts').values(rows).returning('id').execute();
    const chunkIds = inserted.map((row) => Number(row.id));
    const phones = chunk.flatMap((contact, index) => phoneRows(tenantId, chunkIds[index]!, contact));
    if (phones.length > 0) await trx.insertInto('external_contact_phones').values(phones).execute();
    ids.push(...chunkIds);
  }
  await indexContactPhoneNumbers(trx, tenantId, ids);
  return ids;
}

/** Rewrites one contact's fields, derived keys and phone digits. */
export async function updateExternalContact(
  trx: Trx,
  tenantId: number,
  contactId: number,
  contact: ExternalContactInput,
  updatedUserId: number | null,
): Promise<void> {
  await updateTenantRows(trx, 'external_contacts', tenantId, contactId)
    .set({ ...contactColumns(contact), updated_user_id: updatedUserId, updated_at: new Date() })
    .execute();
  await deleteTenantRows(trx, 'external_contact_phones', tenantId)
    .where('contact_id', '=', contactId)
    .execute();
  const phones = phoneRows(tenantId, contactId, contact);
  if (phones.length > 0) await trx.insertInto('external_contact_phones').values(phones).execute();
  await indexContactPhoneNumbers(trx, tenantId, [contactId]);
}

/**
 * Copies contacts of one folder into another (every field, phones and images; the copy is
 * registered by the user now), or moves them (same rows, new folder). Ids outside the source
 * folder are skipped; returns how many were copied or moved.
 */
export async function copyExternalContacts(
  trx: Trx,
  tenantId: number,
  sourceFolderId: number,
  destFolderId: number,
  contactIds: readonly number[],
  options: { move: boolean; userId: number },
): Promise<number> {
  if (contactIds.length === 0) return 0;
  if (options.move) {
    const result = await updateTenantRows(trx, 'external_contacts', tenantId)
      .set({ folder_id: destFolderId, updated_user_id: options.userId, updated_at: new Date() })
      .where('folder_id', '=', sourceFolderId)
      .where('id', 'in', [...contactIds])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
  const sources = await selectTenantRows(trx, 'external_contacts', tenantId)
    .selectAll()
    .where('folder_id', '=', sourceFolderId)
    .where('id', 'in', [...contactIds])
    .orderBy('id')
    .execute();
  const now = new Date();
  const copies: number[] = [];
  for (const source of sources) {
    const { id, folder_id: _folder, registered_at: _at, registered_user_id: _by, ...fields } = source;
    const copy = await trx
      .insertInto('external_contacts')
      .values({
        ...fields,
        folder_id: destFolderId,
        registered_user_id: options.userId,
        registered_at: now,
        updated_user_id: options.userId,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copyId = Number(copy.id);
    copies.push(copyId);
    await trx
      .insertInto('external_contact_phones')
      .columns(['tenant_id', 'contact_id', 'kind', 'digits'])
      .expression((eb) =>
        eb
          .selectFrom('external_contact_phones')
          .select(['tenant_id', eb.val(copyId).as('contact_id'), 'kind', 'digits'])
          .where('tenant_id', '=', tenantId)
          .where('contact_id', '=', Number(id)),
      )
      .execute();
    const images = await selectTenantRows(trx, 'external_contact_images', tenantId)
      .select(['kind', 'original_file_id', 'original_type', 'thumbnail', 'thumbnail_type', 'updated_at'])
      .where('contact_id', '=', Number(id))
      .execute();
    for (const { original_file_id: originalFileId, ...image } of images) {
      // Each owner row has its own file: deleting one contact removes its file only.
      const copiedFileId = await copyStoredFile(trx, tenantId, originalFileId);
      if (copiedFileId === null) continue;
      await trx
        .insertInto('external_contact_images')
        .values({ ...image, tenant_id: tenantId, contact_id: copyId, original_file_id: copiedFileId })
        .execute();
    }
  }
  await indexContactPhoneNumbers(trx, tenantId, copies);
  return sources.length;
}

const SORT_EXPRESSIONS = {
  fullname: 'c.fullname_sort_key',
  companyName: 'c.company_sort_key',
  divisionName: 'c.division_name',
  position: 'c.position',
  registeredAt: 'c.registered_at',
  sortScore: 'c.sort_score',
} as const;

/** `%` and `_` typed by the user match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The free word split at spaces; each term must occur in the contact's normalised search text
 * (contactSearchText). A term in Latin letters also matches the romaji of the readings.
 */
export function searchTerms(freeWord: string): { key: string; romaji: string | null }[] {
  return freeWord
    .split(/[\s\u3000]+/u)
    .map((term) => term.trim())
    .filter((term) => term !== '')
    .map((term) => {
      const key = searchKey(term);
      const romaji = /^[A-Za-z\s'-]+$/.test(term) ? normalizeRomaji(term) : null;
      return { key, romaji: romaji && romaji !== key ? romaji : null };
    })
    .filter((term) => term.key !== '');
}

/** The contacts of one folder, or of several, that match the free word. */
function searchQuery(
  db: Db,
  tenantId: number,
  folderIds: number | readonly number[],
  body: ExternalContactSearchBody,
) {
  let query = db
    .selectFrom('external_contacts as c')
    .where('c.tenant_id', '=', tenantId)
    .where('c.folder_id', 'in', typeof folderIds === 'number' ? [folderIds] : [...folderIds]);
  for (const term of searchTerms(body.freeWord)) {
    query = query.where((eb) =>
      eb.or([
        eb(sql`c.search_text`, 'like', likePattern(term.key)),
        ...(term.romaji ? [eb(sql`c.search_text`, 'like', likePattern(term.romaji))] : []),
      ]),
    );
  }
  return query;
}

export async function userName(db: Db, tenantId: number, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await selectTenantRows(db, 'users', tenantId, userId).select('fullname').executeTakeFirst();
  return user?.fullname ?? null;
}

export async function deleteContactsOf(
  db: Db,
  tenantId: number,
  folderId: number,
  contactIds: readonly number[],
) {
  const result = await deleteTenantRows(db, 'external_contacts', tenantId)
    .where('folder_id', '=', folderId)
    .where('id', 'in', [...contactIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A page of the contacts of a folder (or folders) that match the search, in its order, and how many match. */
export async function searchContactPage(
  db: Db,
  tenantId: number,
  folderId: number | readonly number[],
  body: ExternalContactSearchBody,
  size: number,
) {
  if (typeof folderId !== 'number' && folderId.length === 0) return { count: 0, rows: [] };
  const base = searchQuery(db, tenantId, folderId, body);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    base
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'c.registered_user_id').on('u.tenant_id', '=', tenantId),
      )
      .leftJoin('external_contact_images as p', (join) =>
        join.onRef('p.contact_id', '=', 'c.id').on('p.tenant_id', '=', tenantId).on('p.kind', '=', 'PHOTO'),
      )
      .selectAll('c')
      .select(['u.fullname as registered_user_fullname', 'p.updated_at as photo_updated_at'])
      .orderBy(sql.ref(SORT_EXPRESSIONS[body.sortColumn]), body.sortOrder === 'DESC' ? 'desc' : 'asc')
      .orderBy('c.id', body.sortOrder === 'DESC' ? 'desc' : 'asc')
      .limit(size)
      .offset((body.page - 1) * size)
      .execute(),
  ]);
  return { count: Number(count), rows };
}

/** How many of a folder's contacts match the search. */
export async function countContacts(
  db: Db,
  tenantId: number,
  folderId: number,
  body: ExternalContactSearchBody,
): Promise<number> {
  const { count } = await searchQuery(db, tenantId, folderId, body)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findContact(db: Db, tenantId: number, contactId: number) {
  return selectTenantRows(db, 'external_contacts', tenantId, contactId).selectAll().executeTakeFirst();
}

/** The type of the folder a contact lies in. */
export async function contactFolderType(db: Db, tenantId: number, contactId: number) {
  return db
    .selectFrom('external_contacts as c')
    .innerJoin('contact_folders as f', (join) =>
      join.onRef('f.id', '=', 'c.folder_id').on('f.tenant_id', '=', tenantId),
    )
    .select('f.folder_type')
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', contactId)
    .executeTakeFirst();
}

/** Which images (photo, business card) a contact has, and when each changed. */
export async function contactImages(db: Db, tenantId: number, contactId: number) {
  return selectTenantRows(db, 'external_contact_images', tenantId)
    .select(['kind', 'updated_at'])
    .where('contact_id', '=', contactId)
    .execute();
}

/** The person who registered a contact, as the registration info shows them. */
export async function findRegistrant(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'users', tenantId, userId)
    .select(['id', 'fullname', 'is_admin', 'enabled', 'user_type'])
    .executeTakeFirst();
}

/** The names of a person's divisions, the primary one first. */
export async function divisionNamesOf(db: Db, tenantId: number, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_divisions as ud')
    .innerJoin('divisions as d', 'd.id', 'ud.division_id')
    .select('d.name')
    .where('ud.tenant_id', '=', tenantId)
    .where('ud.user_id', '=', userId)
    .orderBy('ud.is_primary', 'desc')
    .orderBy('ud.sort')
    .execute();
  return rows.map((row) => row.name);
}

export async function savePhoto(
  db: Db,
  tenantId: number,
  contactId: number,
  {
    original,
    ...rest
  }: {
    original: Uint8Array;
    original_type: string;
    thumbnail: Uint8Array;
    thumbnail_type: string;
    updated_at: Date;
  },
) {
  // The original goes to the file storage piece by piece first; the row names it.
  const files = fileStorage(db);
  const originalFileId = await files.put(tenantId, original);
  const values = { ...rest, original_file_id: originalFileId };
  try {
    await db
      .insertInto('external_contact_images')
      .values({ tenant_id: tenantId, contact_id: contactId, kind: 'PHOTO', ...values })
      .onConflict((oc) => oc.columns(['contact_id', 'kind']).doUpdateSet(values))
      .execute();
  } catch (error) {
    await files.discard(tenantId, originalFileId);
    throw error;
  }
}

/** Deletes a contact's photo; answers how many rows went (0 or 1). */
export async function deletePhoto(db: Db, tenantId: number, contactId: number): Promise<number> {
  const result = await deleteTenantRows(db, 'external_contact_images', tenantId)
    .where('contact_id', '=', contactId)
    .where('kind', '=', 'PHOTO')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A contact's photo or business card image at one size, or undefined. Only the bytes asked for
 * are read: an original may be tens of megabytes.
 */
export async function readContactImage(
  db: Db,
  tenantId: number,
  contactId: number,
  kind: 'PHOTO' | 'BIZCARD',
  size: 'thumbnail' | 'original',
) {
  const images = selectTenantRows(db, 'external_contact_images', tenantId)
    .where('contact_id', '=', contactId)
    .where('kind', '=', kind);
  if (size === 'thumbnail') {
    const row = await images.select(['thumbnail', 'thumbnail_type as type', 'updated_at']).executeTakeFirst();
    return row && { body: bytesBody(row.thumbnail), type: row.type, updated_at: row.updated_at };
  }
  const row = await images
    .select(['original_file_id', 'original_type as type', 'updated_at'])
    .executeTakeFirst();
  // Read piece by piece as it is sent (db/storedFiles.ts).
  const body = row ? await fileStorage(db).open(tenantId, row.original_file_id) : null;
  return row && body ? { body, type: row.type, updated_at: row.updated_at } : undefined;
}

/** Every contact folder of the tenant that is common or owned by the user, for a search across folders. */
export async function foldersOfUser(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('contact_folders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('folder_type', '=', 'COMMON'), eb('owner_user_id', '=', userId)]))
    .execute();
}
