import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './DatabaseSchema.js';
import { PgliteDialect } from './PgliteDialect.js';
import { WorkerPglite } from './WorkerPglite.js';

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** The whole embedded database as a tarball (PGlite only), for `DatabaseOptions.loadFrom`. */
  readonly snapshot?: () => Promise<Blob>;
  /** LISTEN on a channel (its own connection on PostgreSQL); resolves to the way to stop. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL: connections checked out of the pool and queries waiting for one (`/metrics`). */
  readonly poolStats?: () => { inUse: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  readonly databaseUrl?: string | null;
  /**
   * PostgreSQL: a direct connection string for `LISTEN`, when `databaseUrl` goes through a
   * transaction pooler (a listening session must stay on one server connection). Absent: `databaseUrl`.
   */
  readonly listenUrl?: string | null;
  /** PGlite data folder; absent or null keeps the database in memory. */
  readonly dataDir?: string | null;
  /** PGlite: start from a snapshot instead of an empty cluster (much faster than initdb). */
  readonly loadFrom?: Blob;
  /**
   * PGlite: run the database in a worker thread (what `kizuna start` does), so a statement never
   * holds the event loop that accepts connections and parses requests. In this thread otherwise,
   * which starts faster (tests; one-shot CLI tasks).
   */
  readonly worker?: boolean;
}

type TypeId = Parameters<typeof pg.types.getTypeParser>[0];

const INT8 = 20;
const INT8_ARRAY = 1016;

/** Ids are bigint in SQL and numbers in JSON; they stay far below 2^53. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === INT8_ARRAY) {
      const parseArray = pg.types.getTypeParser(INT8_ARRAY as TypeId, 'text') as (
        value: string,
      ) => Array<string | null>;
      return (value: string) => parseArray(value).map((item) => (item === null ? null : Number(item)));
    }
    return format === 'binary'
      ? pg.types.getTypeParser(oid as TypeId, 'binary')
      : pg.types.getTypeParser(oid as TypeId, 'text');
  },
};

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: 10 });
    // An idle connection the server drops (restart, failover, admin termination) must not take the
    // process down; the pool replaces it on the next checkout.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    const listen = async (channel: string, onPayload: (payload: string) => void) => {
      const client = new pg.Client({
        connectionString: options.listenUrl || options.databaseUrl || undefined,
      });
      client.on('error', (error) => console.error(`listen connection lost: ${error.message}`));
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return () => client.end();
    };
    const poolStats = () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });
    return { db, engine: 'postgres', listen, poolStats, close: () => db.destroy() };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  if (options.worker) return openWorkerPglite(options);
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadFrom ? { loadDataDir: options.loadFrom } : {}),
    extensions: { pg_trgm },
  });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PgliteDialect(async (statement, parameters) => {
      const result =
        parameters.length === 0
          ? ((await pglite.exec(statement)).at(-1) ?? { rows: [], affectedRows: 0 })
          : await pglite.query(statement, [...parameters]);
      return {
        rows: result.rows,
        command: (result as { command?: string }).command,
        affectedRows: result.affectedRows ?? 0,
      };
    }),
  });
  return {
    db,
    engine: 'pglite',
    snapshot: () => pglite.dumpDataDir('none'),
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload);
      return async () => stop();
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openWorkerPglite(options: DatabaseOptions): Promise<Database> {
  const pglite = await WorkerPglite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadFrom ? { loadFrom: options.loadFrom } : {}),
  });
  const db = new Kysely<DatabaseSchema>({
    dialect: new PgliteDialect((statement, parameters) => pglite.query(statement, parameters)),
  });
  return {
    db,
    engine: 'pglite',
    snapshot: () => pglite.dumpDataDir(),
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
