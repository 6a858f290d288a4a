import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { searchTerm } from './personSearchKeys.js';

/** Tenants whose division names or posting-list sizes a process keeps, per database handle. */
const MAX_TENANTS_KEPT = 1_000;

/** What a process keeps in `store` for each tenant of a database handle. */
function keptPerTenant<T>(store: WeakMap<Db, Map<number, T>>, db: Db): Map<number, T> {
  let tenants = store.get(db);
  if (!tenants) {
    tenants = new Map();
    store.set(db, tenants);
  }
  return tenants;
}

/** Keeps `value` as the tenant's newest entry; past the limit, the tenant kept longest goes. */
function keepForTenant<T>(tenants: Map<number, T>, tenantId: number, value: T): T {
  tenants.delete(tenantId);
  if (tenants.size >= MAX_TENANTS_KEPT) tenants.delete(tenants.keys().next().value as number);
  tenants.set(tenantId, value);
  return value;
}

/**
 * Posting-list sizes a process keeps for a tenant, as of a directory version: the sizes of single
 * lists (search_gram_counts) and the totals of two lists both required. Every change to the index
 * moves the version (reindexPeople, and the bump_directory_version triggers for what it is built from),
 * so a size kept under the version a search's page statement answers is the size in that snapshot.
 */
export interface KeptCounts {
  readonly version: string;
  readonly counts: Map<string, number>;
  readonly pairTotals: Map<string, number>;
}

const keptCounts = new WeakMap<Db, Map<number, KeptCounts>>();
/** Sizes kept per tenant at most; past it the tenant's sizes are read afresh and kept anew. */
const MAX_SIZES_KEPT = 20_000;

export function keptCountsOf(db: Db): Map<number, KeptCounts> {
  return keptPerTenant(keptCounts, db);
}

/** The version a kept size belongs to, or a fresh set when the version moved (or too many are kept). */
export function keepAt(db: Db, tenantId: number, version: string): KeptCounts {
  const tenants = keptCountsOf(db);
  const existing = tenants.get(tenantId);
  // Sizes read at an older version than the kept ones (a search that raced a change) are not kept.
  if (existing && BigInt(existing.version) > BigInt(version)) {
    return { version, counts: new Map(), pairTotals: new Map() };
  }
  if (
    existing &&
    existing.version === version &&
    existing.counts.size + existing.pairTotals.size < MAX_SIZES_KEPT
  ) {
    return existing;
  }
  return keepForTenant(tenants, tenantId, { version, counts: new Map(), pairTotals: new Map() });
}

/** A tenant's divisions with their normalised names, as of a directory version. */
export interface DivisionNames {
  version: string;
  names: { id: number; name: string }[];
}

/**
 * Division names kept per database handle and tenant: a word over every field looks for divisions
 * by name, and reading and normalising a large tenant's divisions cost more than the rest of the
 * search. Kept names are used while the directory version (which every change to divisions moves
 * through the bump_directory_version triggers) is the one they were read at; searchDirectory
 * checks it against the version the counts answer and searches again with the names read afresh
 * when it moved.
 */
const keptDivisionNames = new WeakMap<Db, Map<number, DivisionNames>>();

/** The tenant's divisions with their normalised names: the kept ones, or read once per search. */
export function divisionNames(db: Db, tenantId: number, fresh: boolean): () => Promise<DivisionNames> {
  const tenants = keptPerTenant(keptDivisionNames, db);
  let names: Promise<DivisionNames> | undefined;
  const read = async (): Promise<DivisionNames> => {
    const existing = fresh ? undefined : tenants.get(tenantId);
    if (existing) return existing;
    // One statement: the names and the version they belong to come from one snapshot (the
    // version read once, as a subquery, not once per division).
    const rows = await sql<{ id: number; name: string; version: string }>`
      select d.id, d.name, (select search_directory_version(${tenantId})) as version
      from (select 0) z left join divisions d on d.tenant_id = ${tenantId}`.execute(db);
    return keepForTenant(tenants, tenantId, {
      version: rows.rows[0]?.version ?? '0',
      names: rows.rows
        .filter((row) => row.id !== null)
        .map((row) => ({ id: Number(row.id), name: searchTerm(row.name) })),
    });
  };
  return () => (names ??= read());
}
