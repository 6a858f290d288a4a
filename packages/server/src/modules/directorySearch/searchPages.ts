import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { DirectorySearchPage, DirectorySearchResult } from './DirectorySearchCriteria.js';
import type { Condition, PageAnswer, PageRow, Planner } from './searchPlanner.js';

/** Answered when a search used kept sizes or names and found the directory at another version. */
export const AGAIN = Symbol('search again with sizes and names read afresh');

/**
 * The page statements: one page of the people meeting every condition (and of the user types
 * given), with the total, read in one statement together with the directory version it saw. The
 * cheapest statement that answers is chosen: one posting list, two merged, a condition's own page
 * function, or the matches walked once. AGAIN when the sizes were the kept ones and the version
 * moved since.
 */
export async function searchPage(
  db: Db,
  tenantId: number,
  planner: Planner,
  conditions: readonly Condition[],
  includeUserTypes: readonly string[] | undefined,
  page: DirectorySearchPage,
  excludeUserIds: readonly number[] = [],
): Promise<DirectorySearchResult | typeof AGAIN> {
  const directoryVersion = planner.version === undefined ? {} : { directoryVersion: planner.version };
  const filters: ((a: string) => RawBuilder<unknown>)[] = [];
  if (includeUserTypes) {
    const types = [...includeUserTypes];
    filters.push(
      (a) => sql`exists (select 1 from search_people t where t.tenant_id = ${tenantId}
      and t.user_id = ${sql.raw(a)}.user_id and t.user_type = any(${types}::text[]))`,
    );
  }
  if (excludeUserIds.length > 0) {
    const ids = [...excludeUserIds];
    filters.push((a) => sql`not (${sql.raw(a)}.user_id = any(${ids}::bigint[]))`);
  }
  const driver = conditions
    .filter((condition) => condition.source !== null)
    .sort((a, b) => a.estimate - b.estimate)[0];
  for (const condition of conditions) if (condition !== driver) filters.push(condition.filter);
  const source =
    driver?.source ?? sql`select sort_key, user_id from search_people where tenant_id = ${tenantId}`;
  const where =
    filters.length > 0
      ? sql`where ${sql.join(
          filters.map((f) => f('d')),
          sql` and `,
        )}`
      : sql``;

  const ordered = sql`order by d.sort_key, d.user_id limit ${page.limit} offset ${page.offset}`;
  /**
   * Runs a page statement together with the directory version it saw (one snapshot), and the
   * page's presence when asked. Undefined when the sizes were the kept ones and the version moved
   * since: the search must run again.
   */
  const pageAt = async (statement: RawBuilder<PageRow>): Promise<PageAnswer | undefined> => {
    const presence = page.withPresence ? sql`, search_page_presence(${tenantId}, q.ids) as presence` : sql``;
    const row = (
      await sql<PageAnswer>`select q.*, search_directory_version(${tenantId}) as version ${presence}
        from (${statement}) q`.execute(db)
    ).rows[0];
    if (!row || (planner.fromKept && row.version !== planner.version)) return undefined;
    return row;
  };
  const answer = (row: PageAnswer, totalCount: number): DirectorySearchResult => ({
    userIds: (row.ids ?? []).map(Number),
    totalCount,
    ...directoryVersion,
    ...(row.presence ? { presence: row.presence } : {}),
  });

  if (filters.length === 0 && (driver === undefined || driver.exact)) {
    const exact = driver?.exact;
    const totalCount = exact ? planner.count(exact) : planner.everyone();
    if (page.limit <= 0) {
      // The count alone: the kept sizes are checked against the directory by reading them again.
      if (planner.fromKept) return AGAIN;
      return { userIds: [], totalCount, ...directoryVersion };
    }
    const row = await pageAt(
      exact
        ? sql<PageRow>`select search_page_exact(${tenantId}, ${exact.scope}, ${exact.gram}, ${page.limit},
            ${page.offset}) as ids`
        : sql<PageRow>`select search_page_everyone(${tenantId}, ${page.limit}, ${page.offset}) as ids`,
    );
    return row ? answer(row, totalCount) : AGAIN;
  }
  const other = conditions.find((condition) => condition !== driver);
  if (filters.length === 1 && conditions.length === 2 && driver?.exact && other?.exact) {
    // Two posting lists, merged in result order (search_page_both_ids). Their total, once known at this
    // version, is kept, and the merge then stops at the page's last person.
    const [a, b] = [driver.exact, other.exact];
    const kept = planner.pairTotal(a, b);
    const row = await pageAt(
      kept === undefined
        ? sql<PageRow>`select * from search_page_both(${tenantId}, ${a.scope}, ${a.gram}, ${b.scope},
            ${b.gram}, ${page.limit}, ${page.offset})`
        : sql<PageRow>`select search_page_both_ids(${tenantId}, ${a.scope}, ${a.gram}, ${b.scope},
            ${b.gram}, ${page.limit}, ${page.offset}) as ids`,
    );
    if (!row) return AGAIN;
    const total = kept ?? Number(row.total ?? 0);
    if (kept === undefined) planner.keepPairTotal(a, b, row.version, total);
    return answer(row, total);
  }
  const row = await pageAt(
    filters.length === 0 && driver?.page
      ? driver.page(page.limit, page.offset)
      : // The matches are walked once for both the page and the count.
        sql<PageRow>`with m as materialized (select d.sort_key, d.user_id from (${source}) d ${where})
          select (select count(*)::int from m) as total,
            (select array_agg(p.user_id order by p.sort_key, p.user_id)
              from (select d.sort_key, d.user_id from m d ${ordered}) p) as ids`,
  );
  return row ? answer(row, Number(row.total ?? 0)) : AGAIN;
}
