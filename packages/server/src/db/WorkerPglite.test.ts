import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './createDatabase.js';

// The worker-thread PGlite that `kizuna start` serves from, whatever DATABASE_URL says: the rest of
// the suite runs on it with KIZUNA_TEST_PGLITE_WORKER=1.
describe('PGlite in a worker thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createDatabase({ worker: true });
    await sql`create table notes (id bigserial primary key, body text not null unique, at timestamptz, raw bytea)`.execute(
      database.db,
    );
  });

  afterAll(async () => {
    await database?.close();
  });

  it('runs statements with parameters and hands back their rows as PGlite parsed them', async () => {
    const at = new Date('2026-04-01T09:00:00Z');
    const inserted = await sql<{ id: number }>`insert into notes (body, at, raw)
      values (${'一つ目'}, ${at}, ${new Uint8Array([1, 2, 3])}) returning id`.execute(database.db);
    expect(inserted.numAffectedRows).toBe(1n);
    const { rows } = await sql<{ body: string; at: Date; raw: Uint8Array; two: number }>`
      select body, at, raw, 1 + 1 as two from notes where id = ${inserted.rows[0]!.id}`.execute(database.db);
    expect(rows).toEqual([{ body: '一つ目', at, raw: new Uint8Array([1, 2, 3]), two: 2 }]);
  });

  it('runs several statements in one call without parameters (migrations)', async () => {
    await sql`create table one (x int); create table two (y int); insert into two values (7)`.execute(
      database.db,
    );
    const { rows } = await sql<{ y: number }>`select y from two`.execute(database.db);
    expect(rows).toEqual([{ y: 7 }]);
  });

  it('surfaces SQL errors with their PostgreSQL code and constraint', async () => {
    await sql`insert into notes (body) values (${'unique'})`.execute(database.db);
    const error = await sql`insert into notes (body) values (${'unique'})`
      .execute(database.db)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_body_key' });
    await expect(sql`select * from no_such_table`.execute(database.db)).rejects.toMatchObject({
      code: '42P01',
    });
    // The connection is usable after a failed statement.
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(database.db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction on the one connection and rolls it back on failure', async () => {
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values (${'committed'})`.execute(trx);
    });
    const failed = database.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (body) values (${'rolled back'})`.execute(trx);
        throw new Error('stop');
      })
      .catch((error: unknown) => (error as Error).message);
    // A statement from outside waits for the transaction instead of slipping into it.
    const outside = sql<{
      n: number;
    }>`select count(*)::int as n from notes where body = ${'rolled back'}`.execute(database.db);
    expect(await failed).toBe('stop');
    expect((await outside).rows).toEqual([{ n: 0 }]);
    const { rows } = await sql<{ body: string }>`select body from notes
      where body in (${'committed'}, ${'rolled back'})`.execute(database.db);
    expect(rows).toEqual([{ body: 'committed' }]);
  });

  it('forwards notifications to every listener until it stops', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen('kizuna_test', (payload) => first.push(payload));
    const stopSecond = await database.listen('kizuna_test', (payload) => second.push(payload));
    await sql`select pg_notify('kizuna_test', ${'1'})`.execute(database.db);
    await expect.poll(() => [first, second]).toEqual([['1'], ['1']]);
    await stopFirst();
    await sql`select pg_notify('kizuna_test', ${'2'})`.execute(database.db);
    await expect.poll(() => second).toEqual(['1', '2']);
    expect(first).toEqual(['1']);
    await stopSecond();
  });

  it('keeps the event loop free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await sql`select count(*) from generate_series(1, 500000)`.execute(database.db);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(2);
  });

  it('takes a snapshot that another worker database starts from, and closes', async () => {
    const snapshot = await database.snapshot!();
    const copy = await createDatabase({ worker: true, loadFrom: snapshot });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from notes
      where body = ${'committed'}`.execute(copy.db);
    expect(rows).toEqual([{ n: 1 }]);
    await copy.close();
    await expect(sql`select 1`.execute(copy.db)).rejects.toThrow(/closed|destroyed/);
  });
});
