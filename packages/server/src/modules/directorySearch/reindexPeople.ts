import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { EVERYONE, personSearchKeys, type SearchablePerson } from './personSearchKeys.js';

const CHUNK = 20_000;

type Row = Record<string, unknown>;

function text(row: Row, key: string): string | null {
  const value = row[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

async function loadPeople(
  db: Db,
  tenantId: number,
  userIds?: readonly number[],
): Promise<SearchablePerson[]> {
  // Whole rows as JSON: the index reads profile columns that later migrations add without
  // depending on them being there.
  const only = userIds ? sql`and u.id = any(${[...userIds]}::bigint[])` : sql``;
  const users = await sql<{ row: Row }>`
    select to_jsonb(u) as row from users u where u.tenant_id = ${tenantId} and u.enabled ${only}`.execute(db);
  if (users.rows.length === 0) return [];
  const ids = users.rows.map(({ row }) => Number(row.id));
  const [divisions, memberships, tagTable] = await Promise.all([
    sql<{ id: number; parent_id: number | null }>`
      select id, parent_id from divisions where tenant_id = ${tenantId}`.execute(db),
    sql<{ user_id: number; division_id: number }>`
      select user_id, division_id from user_divisions
      where tenant_id = ${tenantId} and user_id = any(${ids}::bigint[])`.execute(db),
    sql<{ present: boolean }>`select to_regclass('personal_info_tags') is not null as present`.execute(db),
  ]);
  const tags = tagTable.rows[0]?.present
    ? (
        await sql<{ user_id: number; tag_type: string; tag_name: string }>`
          select user_id, tag_type, tag_name from personal_info_tags
          where tenant_id = ${tenantId} and user_id = any(${ids}::bigint[])`.execute(db)
      ).rows
    : [];
  const parentOf = new Map(
    divisions.rows.map((d) => [Number(d.id), d.parent_id === null ? null : Number(d.parent_id)]),
  );
  const treeOf = (id: number): number[] => {
    const out: number[] = [];
    for (let at: number | null | undefined = id; at != null && !out.includes(at); at = parentOf.get(at))
      out.push(at);
    return out;
  };
  const divisionsOf = new Map<number, number[]>();
  for (const m of memberships.rows) {
    const list = divisionsOf.get(Number(m.user_id)) ?? [];
    list.push(Number(m.division_id));
    divisionsOf.set(Number(m.user_id), list);
  }
  const tagsOf = new Map<number, { type: string; name: string }[]>();
  for (const t of tags) {
    const list = tagsOf.get(Number(t.user_id)) ?? [];
    list.push({ type: t.tag_type, name: t.tag_name });
    tagsOf.set(Number(t.user_id), list);
  }
  return users.rows.map(({ row }) => {
    const userId = Number(row.id);
    const direct = divisionsOf.get(userId) ?? [];
    const personTags = tagsOf.get(userId) ?? [];
    const skill = text(row, 'skill');
    return {
      userId,
      userType: String(row.user_type),
      fullname: String(row.fullname ?? ''),
      fullnameKana: String(row.fullname_kana ?? ''),
      fullnameAlphabet: String(row.fullname_alphabet ?? ''),
      post: text(row, 'post'),
      position: text(row, 'position'),
      remarks: text(row, 'remarks'),
      comment: text(row, 'comment'),
      skills: [...(skill ? [skill] : []), ...personTags.filter((t) => t.type === 'SKILL').map((t) => t.name)],
      employeeNum: text(row, 'employee_num'),
      emails: [text(row, 'email'), text(row, 'email2')],
      phones: [
        text(row, 'extension_num'),
        text(row, 'phone_num'),
        text(row, 'mobile_num'),
        text(row, 'office_link_extension_num'),
        text(row, 'company_mobile_num'),
      ],
      divisionIds: direct,
      divisionTreeIds: [...new Set(direct.flatMap(treeOf))],
      tags: personTags.map((t) => t.name),
    };
  });
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

async function write(db: Db, tenantId: number, userIds: readonly number[] | undefined): Promise<void> {
  const people = await loadPeople(db, tenantId, userIds);
  const counts = new Map<string, number>();
  const bump = (scope: string, gram: string, by: number) => {
    const key = `${scope}\u0000${gram}`;
    counts.set(key, (counts.get(key) ?? 0) + by);
  };
  if (userIds) {
    const ids = [...userIds];
    const old = await sql<{ scope: string; gram: string }>`
      select scope, gram from search_grams where tenant_id = ${tenantId} and user_id = any(${ids}::bigint[])`.execute(
      db,
    );
    for (const row of old.rows) bump(row.scope, row.gram, -1);
    const indexed = await sql<{ n: number }>`
      select count(*)::int as n from search_people where tenant_id = ${tenantId} and user_id = any(${ids}::bigint[])`.execute(
      db,
    );
    bump(EVERYONE[0], EVERYONE[1], -Number(indexed.rows[0]?.n ?? 0));
    await sql`delete from search_grams where tenant_id = ${tenantId} and user_id = any(${ids}::bigint[])`.execute(
      db,
    );
    await sql`delete from search_values where tenant_id = ${tenantId} and user_id = any(${ids}::bigint[])`.execute(
      db,
    );
    await sql`delete from search_people where tenant_id = ${tenantId} and user_id = any(${ids}::bigint[])`.execute(
      db,
    );
  } else {
    for (const table of ['search_grams', 'search_values', 'search_people', 'search_gram_counts']) {
      await sql`delete from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db);
    }
  }

  const keyed = people.map((person) => ({ person, keys: personSearchKeys(person) }));
  for (const part of chunks(keyed)) {
    await sql`insert into search_people (tenant_id, user_id, sort_key, user_type)
      select ${tenantId}, * from unnest(${part.map((p) => p.person.userId)}::bigint[],
        ${part.map((p) => p.keys.sortKey)}::text[], ${part.map((p) => p.person.userType)}::text[])`.execute(
      db,
    );
  }
  const values = keyed.flatMap(({ person, keys }) =>
    keys.values.map(([field, value]) => [person.userId, field, value] as const),
  );
  for (const part of chunks(values)) {
    await sql`insert into search_values (tenant_id, user_id, field, value)
      select ${tenantId}, * from unnest(${part.map((v) => v[0])}::bigint[], ${part.map((v) => v[1])}::text[],
        ${part.map((v) => v[2])}::text[])`.execute(db);
  }
  const grams = keyed.flatMap(({ person, keys }) =>
    keys.grams.map(([scope, gram]) => [scope, gram, keys.sortKey, person.userId] as const),
  );
  for (const [scope, gram] of grams) bump(scope, gram, 1);
  bump(EVERYONE[0], EVERYONE[1], people.length);
  for (const part of chunks(grams)) {
    await sql`insert into search_grams (tenant_id, scope, gram, sort_key, user_id)
      select ${tenantId}, * from unnest(${part.map((g) => g[0])}::text[], ${part.map((g) => g[1])}::text[],
        ${part.map((g) => g[2])}::text[], ${part.map((g) => g[3])}::bigint[])`.execute(db);
  }
  const deltas = [...counts]
    .filter(([, by]) => by !== 0)
    .map(([key, by]) => [...key.split('\u0000'), by] as const);
  for (const part of chunks(deltas)) {
    await sql`insert into search_gram_counts (tenant_id, scope, gram, people)
      select ${tenantId}, * from unnest(${part.map((d) => d[0])}::text[], ${part.map((d) => d[1])}::text[],
        ${part.map((d) => d[2])}::int[])
      on conflict (tenant_id, scope, gram) do update set people = search_gram_counts.people + excluded.people`.execute(
      db,
    );
  }
  if (userIds)
    await sql`delete from search_gram_counts where tenant_id = ${tenantId} and people <= 0`.execute(db);
}

/**
 * Brings the search keys of a tenant's people up to date after they (or their divisions, tags,
 * profile texts) changed; without `userIds`, every person of the tenant. Disabled or deleted users
 * leave the index. Call it in the transaction that made the change.
 */
export async function reindexPeople(db: Db, tenantId: number, userIds?: readonly number[]): Promise<void> {
  if (userIds && userIds.length === 0) return;
  if (db.isTransaction) return write(db, tenantId, userIds);
  await db.transaction().execute((trx) => write(trx, tenantId, userIds));
}
