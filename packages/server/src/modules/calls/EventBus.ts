import { sql } from 'kysely';
import type { Database, Db } from '../../db/createDatabase.js';

export type Unlisten = () => Promise<void>;

/**
 * Events between server nodes. Publishing inside a transaction sends the event only when the
 * transaction commits (PostgreSQL NOTIFY semantics), so listeners never see a change that was
 * rolled back.
 */
export interface EventBus {
  publish(channel: string, payload: unknown, executor?: Db): Promise<void>;
  subscribe(channel: string, listener: (payload: unknown) => void): Promise<Unlisten>;
}

/** NOTIFY / LISTEN on the one database, PGlite or PostgreSQL alike. */
export function createNotifyEventBus(database: Pick<Database, 'db' | 'listen'>): EventBus {
  return {
    async publish(channel, payload, executor = database.db) {
      await sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`.execute(executor);
    },
    async subscribe(channel, listener) {
      return database.listen(channel, (text) => {
        try {
          listener(JSON.parse(text) as unknown);
        } catch {
          // A payload that is not ours (someone NOTIFYing by hand) is ignored.
        }
      });
    },
  };
}
