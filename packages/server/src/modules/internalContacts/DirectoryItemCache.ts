import type { Db } from '../../db/createDatabase.js';

/** People kept per database; the least recently used one goes first. */
const MAX_PEOPLE = 30_000;

interface Entry<T> {
  readonly tenantId: number;
  readonly version: string;
  readonly row: T;
}

/**
 * Directory list rows of people (what `directory_items` answers, presence aside) kept between
 * requests, each with the tenant's directory version it was read at (`directory_versions`). A row is
 * served only while that version is still the tenant's current one, which every search reads in
 * the call it makes anyway: any change to what a row is built from, made on any node, moves the
 * version and the next search reads the rows again.
 */
export class DirectoryItemCache<T> {
  readonly #people = new Map<number, Entry<T>>();
  readonly #columns = new Map<number, { version: string; columns: string[] }>();

  constructor(private readonly maxPeople = MAX_PEOPLE) {}

  /** The row of a person at this version of the tenant, if kept. */
  get(tenantId: number, userId: number, version: string): T | undefined {
    const entry = this.#people.get(userId);
    if (!entry || entry.tenantId !== tenantId || entry.version !== version) return undefined;
    this.#people.delete(userId);
    this.#people.set(userId, entry);
    return entry.row;
  }

  /** Keeps a row read after `version` was read (never before: an older row under a newer version would be stale). */
  set(tenantId: number, userId: number, version: string, row: T): void {
    this.#people.delete(userId);
    this.#people.set(userId, { tenantId, version, row });
    while (this.#people.size > this.maxPeople) {
      const oldest = this.#people.keys().next().value;
      if (oldest === undefined) break;
      this.#people.delete(oldest);
    }
  }

  columns(tenantId: number, version: string): string[] | undefined {
    const entry = this.#columns.get(tenantId);
    return entry && entry.version === version ? entry.columns : undefined;
  }

  setColumns(tenantId: number, version: string, columns: string[]): void {
    this.#columns.set(tenantId, { version, columns });
  }

  get size(): number {
    return this.#people.size;
  }

  clear(): void {
    this.#people.clear();
    this.#columns.clear();
  }
}

const caches = new WeakMap<Db, DirectoryItemCache<unknown>>();

/** The cache of one database (several servers with their own databases can share a process). */
export function directoryItemCacheOf<T>(db: Db): DirectoryItemCache<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DirectoryItemCache<unknown>();
    caches.set(db, cache);
  }
  return cache as DirectoryItemCache<T>;
}
