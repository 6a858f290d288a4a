import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { indexPeoplePhoneNumbers } from '../phoneLookup/index.js';
import {
  EVERYONE,
  personSearchKeys,
  SEARCH_INDEX_FORMAT,
  type SearchablePerson,
} from './personSearchKeys.js';

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

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** People per insert statement: large enough that round trips do not count, small enough for memory. */
const PEOPLE_PER_INSERT = 5_000;

/**
 * When at least this share of the postings table is being written, its indexes are dropped and
 * built again after the load (one sort per index instead of a tree descent per row); a few people
 * are written through the indexes.
 */
const BULK_SHARE = 0.5;

async function tableRows(db: Db): Promise<number> {
  const result = await sql<{ n: number }>`
    select greatest(reltuples, 0)::bigint as n from pg_class where oid = 'search_grams'::regclass`.execute(
    db,
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function tenantPostings(db: Db, tenantId: number): Promise<number> {
  const result = await sql<{ n: number }>`select coalesce(sum(people), 0)::bigint as n
    from search_gram_counts where tenant_id = ${tenantId} and scope <> ${EVERYONE[0]}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The indexes a bulk load drops and builds again, as the migrations define them. */
const BULK_INDEXES: readonly { drop: string; create: string }[] = [
  {
    drop: 'alter table search_grams drop constraint search_grams_pkey',
    create: `alter table search_grams add constraint search_grams_pkey
      primary key (tenant_id, scope, gram, sort_key, user_id)`,
  },
  {
    drop: 'drop index search_values_user_idx',
    create: 'create index search_values_user_idx on search_values (tenant_id, user_id, field)',
  },
  {
    drop: 'drop index search_values_prefix_idx',
    create: `create index search_values_prefix_idx on search_values (tenant_id, field, value)
      where field in ('em', 'ph', 'pt', 'en')`,
  },
  {
    drop: 'drop index search_values_trgm_idx',
    create: `create index search_values_trgm_idx on search_values using gin (value gin_trgm_ops)
      where field in ('em', 'ph', 'pt', 'en')`,
  },
];

/** The postings of people, from the gram list each search_people row keeps ("scope<TAB>gram" lines). */
function postingsOf(tenantId: number, ids: readonly number[]) {
  return sql`select p.tenant_id, split_part(x.line, chr(9), 1) as scope, split_part(x.line, chr(9), 2) as gram,
      p.sort_key, p.user_id
    from search_people p cross join lateral unnest(string_to_array(p.grams, chr(10))) as x(line)
    where p.tenant_id = ${tenantId} and p.user_id = any(${[...ids]}::bigint[])`;
}

/**
 * Moves the tenant's directory version (`directory_versions`), as the triggers do for the tables a list
 * item is built from: what processes keep at the version before is no longer used.
 */
export async function moveDirectoryVersion(db: Db, tenantId: number): Promise<void> {
  await sql`insert into directory_versions (tenant_id, version)
    values (${tenantId}, nextval('directory_version_seq'))
    on conflict (tenant_id) do update set version = excluded.version`.execute(db);
}

/** Writes the index rows; true when it was a bulk load. */
async function write(db: Db, tenantId: number, userIds: readonly number[] | undefined): Promise<boolean> {
  const people = await loadPeople(db, tenantId, userIds);
  const ids = userIds ? [...userIds] : null;
  // Written in result order (sort key, then id): a posting list read in that order then moves
  // through the table one way, and an index-only scan checks its rows' visibility on a few pages
  // of the visibility map instead of changing page at almost every row.
  const keyed = people
    .map((person) => ({ person, keys: personSearchKeys(person) }))
    .sort((a, b) =>
      a.keys.sortKey === b.keys.sortKey
        ? a.person.userId - b.person.userId
        : a.keys.sortKey < b.keys.sortKey
          ? -1
          : 1,
    );
  const gramCount = keyed.reduce((sum, { keys }) => sum + keys.grams.length, 0);
  // Rows that stay: the table's (estimated) size, less this tenant's postings when all are rewritten.
  const staying = Math.max(0, (await tableRows(db)) - (ids ? 0 : await tenantPostings(db, tenantId)));
  const bulk = gramCount > 0 && gramCount >= BULK_SHARE * (staying + gramCount);

  if (ids) {
    // The people's old postings, deleted and counted per gram: their counts go down by as much.
    await sql`create temporary table search_removed (scope text collate "C", gram text collate "C",
      people integer) on commit drop`.execute(db);
    await sql`with gone as (delete from search_grams g using (${postingsOf(tenantId, ids)}) o
        where g.tenant_id = o.tenant_id and g.scope = o.scope and g.gram = o.gram and g.sort_key = o.sort_key
          and g.user_id = o.user_id
        returning g.scope, g.gram)
      insert into search_removed select scope, gram, count(*)::int from gone group by scope, gram`.execute(
      db,
    );
    for (const table of ['search_values', 'search_people']) {
      await sql`delete from ${sql.table(table)} where tenant_id = ${tenantId} and user_id = any(${ids}::bigint[])`.execute(
        db,
      );
    }
  } else {
    for (const table of ['search_grams', 'search_values', 'search_people', 'search_gram_counts']) {
      await sql`delete from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db);
    }
  }

  if (bulk) for (const index of BULK_INDEXES) await sql.raw(index.drop).execute(db);
  for (const part of chunks(keyed, PEOPLE_PER_INSERT)) {
    // Lists travel as one string per person (split in SQL): far fewer parameters than one array
    // element per row. Keys never hold a tab or line break (search terms have no whitespace).
    const partIds = part.map((p) => p.person.userId);
    await sql`insert into search_people (tenant_id, user_id, sort_key, user_type, grams)
      select ${tenantId}, * from unnest(${partIds}::bigint[], ${part.map((p) => p.keys.sortKey)}::text[],
        ${part.map((p) => p.person.userType)}::text[],
        ${part.map((p) => p.keys.grams.map(([scope, gram]) => `${scope}\t${gram}`).join('\n'))}::text[])`.execute(
      db,
    );
    await sql`insert into search_values (tenant_id, user_id, field, value)
      select ${tenantId}, f.user_id, split_part(x.line, chr(9), 1), split_part(x.line, chr(9), 2)
      from unnest(${partIds}::bigint[],
        ${part.map((p) => p.keys.values.map(([field, value]) => `${field}\t${value}`).join('\n'))}::text[])
        as f(user_id, list)
      cross join lateral unnest(string_to_array(f.list, chr(10))) as x(line)`.execute(db);
    await sql`insert into search_grams (tenant_id, scope, gram, sort_key, user_id)
      select * from (${postingsOf(tenantId, partIds)}) o ${bulk ? sql`order by 4, 5` : sql`order by 2, 3, 4, 5`}`.execute(
      db,
    );
  }
  if (bulk) {
    await sql`set local maintenance_work_mem = '256MB'`.execute(db);
    for (const index of BULK_INDEXES) await sql.raw(index.create).execute(db);
  }

  // Counts: the new postings counted here, added to the counts (less the removed ones) without
  // reading the postings again.
  const added = new Map<string, number>();
  for (const { keys } of keyed) {
    for (const [scope, gram] of keys.grams) {
      // E-mail suffixes and romaji keys and suffixes are only ever read as ranges, never counted:
      // their (many) grams get no row.
      if (scope === 'E' || scope.startsWith('R')) continue;
      const key = `${scope}\t${gram}`;
      added.set(key, (added.get(key) ?? 0) + 1);
    }
  }
  if (ids) {
    await sql`update search_gram_counts c set people = c.people - r.people from search_removed r
      where c.tenant_id = ${tenantId} and c.scope = r.scope and c.gram = r.gram`.execute(db);
  }
  for (const part of chunks([...added], 50_000)) {
    await sql`insert into search_gram_counts (tenant_id, scope, gram, people)
      select ${tenantId}, split_part(a.key, chr(9), 1), split_part(a.key, chr(9), 2), a.people
      from unnest(${part.map(([key]) => key)}::text[], ${part.map(([, n]) => n)}::int[]) as a(key, people)
      on conflict (tenant_id, scope, gram) do update set people = search_gram_counts.people + excluded.people`.execute(
      db,
    );
  }
  if (ids) {
    await sql`delete from search_gram_counts c using search_removed r
      where c.tenant_id = ${tenantId} and c.scope = r.scope and c.gram = r.gram and c.people <= 0`.execute(
      db,
    );
    await sql`delete from search_gram_counts where tenant_id = ${tenantId} and scope = ${EVERYONE[0]}`.execute(
      db,
    );
    await sql`drop table search_removed`.execute(db);
  }
  await sql`insert into search_gram_counts (tenant_id, scope, gram, people)
    select ${tenantId}, ${EVERYONE[0]}, ${EVERYONE[1]}, count(*)::int from search_people
    where tenant_id = ${tenantId}`.execute(db);
  // The index is part of the directory its version stands for: searches keep posting-list sizes
  // per version (searchDirectory), so changed sizes move it, as the bump_directory_version triggers do.
  await moveDirectoryVersion(db, tenantId);
  if (bulk) await sql`analyze search_people, search_values, search_grams`.execute(db);
  return bulk;
}

/**
 * Brings the search keys of a tenant's people up to date after they (or their divisions, tags,
 * profile texts) changed; without `userIds`, every person of the tenant. Disabled or deleted users
 * leave the index. Call it in the transaction that made the change.
 */
export async function reindexPeople(db: Db, tenantId: number, userIds?: readonly number[]): Promise<void> {
  if (userIds && userIds.length === 0) return;
  await ensureSearchIndexFormat(db);
  await writeIndex(db, tenantId, userIds);
  // The caller-ID index follows the same writes: every path that changes a person comes here.
  await indexPeoplePhoneNumbers(db, tenantId, userIds);
}

async function writeIndex(db: Db, tenantId: number, userIds?: readonly number[]): Promise<void> {
  if (db.isTransaction) {
    await write(db, tenantId, userIds);
    return;
  }
  const bulk = await db.transaction().execute((trx) => write(trx, tenantId, userIds));
  // Index-only scans of the postings need the visibility map, which only VACUUM sets (and PGlite
  // runs no autovacuum); it cannot run inside a transaction, so only here.
  if (bulk) await vacuum(db);
}

async function vacuum(db: Db): Promise<void> {
  await sql`vacuum search_people, search_values, search_grams`.execute(db);
}

const formatChecks = new WeakMap<Db, Promise<void>>();

/**
 * Rebuilds the index of every tenant when it was written in another posting format than
 * SEARCH_INDEX_FORMAT (an upgrade changed what personSearchKeys writes); once per database handle.
 * Two nodes starting at once rebuild it once: the second waits on the first one's row lock.
 */
export function ensureSearchIndexFormat(db: Db): Promise<void> {
  let check = formatChecks.get(db);
  if (!check) {
    check = rebuildIfStale(db);
    formatChecks.set(db, check);
    check.catch(() => formatChecks.delete(db));
  }
  return check;
}

async function storedFormat(db: Db, lock: boolean): Promise<number> {
  const result = await sql<{ version: number }>`
    select version from search_index_format ${lock ? sql`for update` : sql``}`.execute(db);
  return Number(result.rows[0]?.version ?? 0);
}

async function rebuildIfStale(db: Db): Promise<void> {
  if ((await storedFormat(db, false)) === SEARCH_INDEX_FORMAT) return;
  const rebuild = async (trx: Db) => {
    if ((await storedFormat(trx, true)) === SEARCH_INDEX_FORMAT) return false;
    // Every row is written again: emptied at once, the old rows leave no dead entries behind in
    // the indexes a bulk load builds (a deleted row is still indexed while its transaction runs),
    // and the first tenant's load is a bulk load.
    await sql`truncate search_grams, search_values, search_people, search_gram_counts`.execute(trx);
    const tenants = await trx.selectFrom('tenants').select('id').orderBy('id').execute();
    for (const tenant of tenants) await write(trx, Number(tenant.id), undefined);
    await sql`update search_index_format set version = ${SEARCH_INDEX_FORMAT}`.execute(trx);
    return true;
  };
  if (db.isTransaction) {
    await rebuild(db);
    return;
  }
  if (await db.transaction().execute(rebuild)) await vacuum(db);
}
