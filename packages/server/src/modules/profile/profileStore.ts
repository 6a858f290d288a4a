import { PROFILE_LIMITS, type PersonalInfoTagType } from '@kizuna/api-client/contract';
import { foldTagName, matchesSearch } from '@kizuna/api-client/search';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { ProfileError } from './ProfileError.js';

type ProfileColumns = Partial<
  Record<
    'one_word' | 'job_description' | 'url1' | 'url1_title' | 'url2' | 'url2_title' | 'url3' | 'url3_title',
    string | null
  >
>;

/** Writes columns of the person's `personal_info` row, making the row on the first save. */
export async function saveProfileColumns(
  db: Db,
  tenantId: number,
  userId: number,
  columns: ProfileColumns,
): Promise<void> {
  await db
    .insertInto('personal_info')
    .values({ tenant_id: tenantId, user_id: userId, ...columns })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ ...columns, updated_at: sql`now()` })
        .where('personal_info.tenant_id', '=', tenantId),
    )
    .execute();
}

/**
 * Makes the person's tags of one kind exactly `names`, in that order. A name kept keeps its row
 * (and id, which the directory's tag filter links to); matching is on the folded name.
 */
export async function replaceTags(
  db: Db,
  tenantId: number,
  userId: number,
  tagType: PersonalInfoTagType,
  names: readonly string[],
): Promise<void> {
  const current = await selectTenantRows(db, 'personal_info_tags', tenantId)
    .select(['id', 'tag_name'])
    .where('user_id', '=', userId)
    .where('tag_type', '=', tagType)
    .execute();
  const byFolded = new Map(current.map((row) => [foldTagName(row.tag_name), Number(row.id)]));
  const kept = new Set<number>();
  for (const [sort, name] of names.entries()) {
    const id = byFolded.get(foldTagName(name));
    if (id === undefined) {
      await db
        .insertInto('personal_info_tags')
        .values({ tenant_id: tenantId, user_id: userId, tag_type: tagType, tag_name: name, sort })
        .execute();
    } else {
      kept.add(id);
      await updateTenantRows(db, 'personal_info_tags', tenantId, id).set({ tag_name: name, sort }).execute();
    }
  }
  const gone = current.map((row) => Number(row.id)).filter((id) => !kept.has(id));
  if (gone.length > 0) {
    await deleteTenantRows(db, 'personal_info_tags', tenantId).where('id', 'in', gone).execute();
  }
}

/**
 * Names of the tenant's tags of one kind that hold `search` (folded as the directory search folds),
 * the person's own left out: what to suggest while typing a tag, at most `tagSuggestions`.
 */
export async function suggestTags(
  db: Db,
  tenantId: number,
  userId: number,
  tagType: PersonalInfoTagType,
  search: string,
): Promise<{ personalInfoTagId: number; tagName: string }[]> {
  // Distinct names, each with its first row; folding happens here, the tenant's tags of a kind are few.
  const rows = await selectTenantRows(db, 'personal_info_tags', tenantId)
    .select([sql<number>`min(id)`.as('id'), 'tag_name'])
    .where('tag_type', '=', tagType)
    .groupBy('tag_name')
    .orderBy('tag_name')
    .execute();
  const own = new Set(
    (
      await selectTenantRows(db, 'personal_info_tags', tenantId)
        .select('tag_name')
        .where('user_id', '=', userId)
        .where('tag_type', '=', tagType)
        .execute()
    ).map((row) => foldTagName(row.tag_name)),
  );
  const seen = new Set<string>();
  const out: { personalInfoTagId: number; tagName: string }[] = [];
  for (const row of rows) {
    const folded = foldTagName(row.tag_name);
    if (own.has(folded) || seen.has(folded) || !matchesSearch(row.tag_name, search)) continue;
    seen.add(folded);
    out.push({ personalInfoTagId: Number(row.id), tagName: row.tag_name });
    if (out.length === PROFILE_LIMITS.tagSuggestions) break;
  }
  return out;
}

/** The two history tables, told apart by their column names. */
export const HISTORY_TABLES = {
  brief: { table: 'personal_info_brief_histories', date: 'history_date', text: 'history_text' },
  achievement: { table: 'personal_info_achievements', date: 'achievement_date', text: 'achievement_text' },
} as const;

export type HistoryKind = keyof typeof HISTORY_TABLES;

export interface HistoryRow {
  readonly id: number | null;
  readonly date: string;
  readonly text: string;
}

/**
 * Makes the person's history exactly `rows`: rows with an id are updated, rows without one added,
 * the person's other rows removed. An id that is not one of the person's rows is refused (404)
 * before anything is written.
 */
export async function replaceHistory(
  db: Db,
  tenantId: number,
  userId: number,
  kind: HistoryKind,
  rows: readonly HistoryRow[],
): Promise<void> {
  const { table, date, text } = HISTORY_TABLES[kind];
  const ownIds = (
    await sql<{ id: number }>`select id from ${sql.table(table)}
      where tenant_id = ${tenantId} and user_id = ${userId}`.execute(db)
  ).rows.map((row) => Number(row.id));
  const own = new Set(ownIds);
  const foreign = rows.find((row) => row.id !== null && !own.has(row.id));
  if (foreign) throw new ProfileError('HISTORY_NOT_FOUND', `no history row ${foreign.id} of the user`);
  const kept = new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
  const gone = ownIds.filter((id) => !kept.has(id));
  if (gone.length > 0) {
    await sql`delete from ${sql.table(table)}
      where tenant_id = ${tenantId} and user_id = ${userId} and id = any(${gone}::bigint[])`.execute(db);
  }
  for (const row of rows) {
    if (row.id === null) {
      await sql`insert into ${sql.table(table)} (tenant_id, user_id, ${sql.ref(date)}, ${sql.ref(text)})
        values (${tenantId}, ${userId}, ${row.date}, ${row.text})`.execute(db);
    } else {
      await sql`update ${sql.table(table)} set ${sql.ref(date)} = ${row.date}, ${sql.ref(text)} = ${row.text}
        where tenant_id = ${tenantId} and user_id = ${userId} and id = ${row.id}`.execute(db);
    }
  }
}

/** Sets the value of one of the person's custom columns; another's column is none (404). */
export async function saveCustomColValue(
  db: Db,
  tenantId: number,
  userId: number,
  colId: number,
  value: string | null,
): Promise<void> {
  const result = await updateTenantRows(db, 'personal_info_custom_cols', tenantId, colId)
    .set({ value })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new ProfileError('CUSTOM_COL_NOT_FOUND', `no custom column ${colId} of the user`);
  }
}

/** The fields of the user edit as the `users` columns that hold them. */
export const USER_EDIT_COLUMNS = {
  position: 'position',
  phoneNum: 'phone_num',
  mobileNum: 'mobile_num',
  companyMobileNum: 'company_mobile_num',
  personalMobileNum: 'personal_mobile_num',
  email2: 'email2',
  webUrl: 'web_url',
  comment: 'comment',
  remarks: 'remarks',
} as const;

type UserEditColumn = (typeof USER_EDIT_COLUMNS)[keyof typeof USER_EDIT_COLUMNS];

/** A person's name and user edit columns; undefined when they are not of the tenant. */
export function readUserEditRow(db: Db, tenantId: number, userId: number) {
  return selectTenantRows(db, 'users', tenantId, userId)
    .select(['fullname', 'fullname_kana', ...Object.values(USER_EDIT_COLUMNS)])
    .executeTakeFirst();
}

/** The company's choice of fields people may change themselves, as stored; null follows the view columns. */
export async function readSelfEditableFields(db: Db, tenantId: number): Promise<string[] | null> {
  const tenant = await db
    .selectFrom('tenants')
    .select('self_editable_fields')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return tenant.self_editable_fields;
}

/** Stores a person's user edit columns. */
export async function saveUserEditColumns(
  db: Db,
  tenantId: number,
  userId: number,
  values: Record<UserEditColumn, string | null>,
  at: Date,
): Promise<void> {
  await updateTenantRows(db, 'users', tenantId, userId)
    .set({ ...values, updated_at: at })
    .execute();
}
