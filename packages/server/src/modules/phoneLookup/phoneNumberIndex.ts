import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { phoneNumberKey } from './phoneNumberKey.js';

/** The phone field of a person or an external contact a number was found in. */
export type PhoneField =
  | 'EXTENSION'
  | 'OFFICE_LINK_EXTENSION'
  | 'PHONE'
  | 'MOBILE'
  | 'COMPANY_MOBILE'
  | 'PERSONAL_MOBILE'
  | 'COMPANY_PHONE'
  | 'DIVISION_PHONE'
  | 'FAX';

/**
 * The version of the rules the index rows are written by (phoneNumberKey and the fields below).
 * Raise it when they change: the server rewrites every tenant's rows at start.
 */
export const PHONE_NUMBER_INDEX_FORMAT = 1;

/** A person's phone fields, in the order a lookup prefers them for one person (as phone_number_owner). */
export const PERSON_PHONE_FIELDS = [
  ['EXTENSION', 'extension_num'],
  ['OFFICE_LINK_EXTENSION', 'office_link_extension_num'],
  ['PHONE', 'phone_num'],
  ['MOBILE', 'mobile_num'],
  ['COMPANY_MOBILE', 'company_mobile_num'],
  ['PERSONAL_MOBILE', 'personal_mobile_num'],
] as const satisfies readonly (readonly [PhoneField, string])[];

/** An external contact's phone fields, in the order a lookup prefers them for one contact (as phone_number_owner). */
export const CONTACT_PHONE_FIELDS = [
  ['PHONE', 'phone_num'],
  ['MOBILE', 'mobile_num'],
  ['COMPANY_MOBILE', 'company_mobile_num'],
  ['PERSONAL_MOBILE', 'personal_mobile_num'],
  ['DIVISION_PHONE', 'division_phone_num'],
  ['COMPANY_PHONE', 'company_phone_num'],
  ['FAX', 'fax_num'],
] as const satisfies readonly (readonly [PhoneField, string])[];

type Owner = 'INTERNAL' | 'EXTERNAL';

const OWNERS = {
  INTERNAL: { table: 'users', idColumn: 'user_id', fields: PERSON_PHONE_FIELDS },
  EXTERNAL: { table: 'external_contacts', idColumn: 'external_contact_id', fields: CONTACT_PHONE_FIELDS },
} as const;

/** Owners read per statement, and index rows written per statement. */
const READ_CHUNK = 20_000;
const WRITE_CHUNK = 20_000;

/**
 * Rewrites the phone-number index rows of some of a tenant's people (all of them without
 * `userIds`) from their phone fields as stored now. Call it in the transaction that wrote them;
 * `reindexPeople` does, so every path that changes a person keeps the index with the search.
 */
export function indexPeoplePhoneNumbers(
  db: Db,
  tenantId: number,
  userIds?: readonly number[],
): Promise<void> {
  return writeOwners(db, 'INTERNAL', tenantId, userIds);
}

/**
 * Rewrites the phone-number index rows of some of a tenant's external contacts (all of them
 * without `contactIds`) from their phone fields as stored now, in the writing transaction.
 */
export function indexContactPhoneNumbers(
  db: Db,
  tenantId: number,
  contactIds?: readonly number[],
): Promise<void> {
  return writeOwners(db, 'EXTERNAL', tenantId, contactIds);
}

async function writeOwners(db: Db, owner: Owner, tenantId: number, ids?: readonly number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  // A lookup never sees the owners' rows deleted and not yet written again.
  if (!db.isTransaction) return db.transaction().execute((trx) => writeOwners(trx, owner, tenantId, ids));
  const { table, idColumn, fields } = OWNERS[owner];
  const scope = (id: RawBuilder<unknown>) => (ids ? sql`and ${id} = any(${[...ids]}::bigint[])` : sql``);
  await sql`delete from phone_number_index where tenant_id = ${tenantId} and owner_kind = ${owner}
    ${scope(sql.ref(idColumn))}`.execute(db);
  const columns = sql.join(fields.map(([, column]) => sql.ref(column)));
  // Shared numbers (a company's main line on every card) are keyed once per call.
  const keys = new Map<string, string | null>();
  const keyOf = (source: string) => {
    let key = keys.get(source);
    if (key === undefined) {
      key = phoneNumberKey(source);
      keys.set(source, key);
    }
    return key;
  };
  let after = 0;
  for (;;) {
    const { rows } = await sql<Record<string, string | number | null>>`
      select id, ${columns} from ${sql.table(table)}
      where tenant_id = ${tenantId} and id > ${after} ${scope(sql.ref('id'))}
      order by id limit ${READ_CHUNK}`.execute(db);
    if (rows.length === 0) return;
    after = Number(rows.at(-1)!.id);
    const entries: { id: number; field: string; number: string; source: string }[] = [];
    for (const row of rows) {
      for (const [field, column] of fields) {
        const source = row[column];
        if (typeof source !== 'string') continue;
        const number = keyOf(source);
        if (number !== null) entries.push({ id: Number(row.id), field, number, source });
      }
    }
    for (let start = 0; start < entries.length; start += WRITE_CHUNK) {
      const part = entries.slice(start, start + WRITE_CHUNK);
      await sql`insert into phone_number_index (tenant_id, number, owner_kind, ${sql.ref(idColumn)}, field, source)
        select ${tenantId}, e.number, ${owner}, e.id, e.field, e.source
        from unnest(${part.map((e) => e.number)}::text[], ${part.map((e) => e.id)}::bigint[],
          ${part.map((e) => e.field)}::text[], ${part.map((e) => e.source)}::text[]) as e(number, id, field, source)`.execute(
        db,
      );
    }
    if (rows.length < READ_CHUNK) return;
  }
}

const formatChecks = new WeakMap<Db, Promise<void>>();

/**
 * Writes every tenant's index rows again when they were written by other rules than
 * PHONE_NUMBER_INDEX_FORMAT (the first start after migration 0020: the backfill); once per
 * database handle. Two nodes starting at once write it once: the second waits on the row lock.
 */
export function ensurePhoneNumberIndex(db: Db): Promise<void> {
  let check = formatChecks.get(db);
  if (!check) {
    check = rebuildIfStale(db);
    formatChecks.set(db, check);
    check.catch(() => formatChecks.delete(db));
  }
  return check;
}

async function storedFormat(db: Db, lock: boolean): Promise<number> {
  const { rows } = await sql<{ version: number }>`
    select version from phone_number_index_format ${lock ? sql`for update` : sql``}`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

async function rebuildIfStale(db: Db): Promise<void> {
  if ((await storedFormat(db, false)) === PHONE_NUMBER_INDEX_FORMAT) return;
  const rebuild = async (trx: Db) => {
    if ((await storedFormat(trx, true)) === PHONE_NUMBER_INDEX_FORMAT) return;
    await sql`truncate phone_number_index`.execute(trx);
    const tenants = await trx.selectFrom('tenants').select('id').orderBy('id').execute();
    for (const tenant of tenants) {
      await indexPeoplePhoneNumbers(trx, Number(tenant.id));
      await indexContactPhoneNumbers(trx, Number(tenant.id));
    }
    await sql`update phone_number_index_format set version = ${PHONE_NUMBER_INDEX_FORMAT}`.execute(trx);
    await sql`analyze phone_number_index`.execute(trx);
  };
  if (db.isTransaction) await rebuild(db);
  else await db.transaction().execute(rebuild);
}
