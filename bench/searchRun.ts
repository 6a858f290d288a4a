// The directory search benchmark, over HTTP. Seeds N generated people into the demo tenant of a
// fresh database (PGlite in a temp folder, or PostgreSQL with --pg), starts the real server on it
// in this process, signs in with the real client and times each query kind: the server's own time
// (its `Server-Timing: app;dur` header) and the client's round trip. The same queries as a plain
// ILIKE scan over the raw columns run against the same database for the baseline. One JSON line
// per query kind.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCookieJar, createKizunaClient } from '../packages/api-client/src/client/index.js';
import { sql, type RawBuilder } from 'kysely';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase } from '../packages/server/src/db/createDatabase.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { generatePeople } from '../packages/server/src/seed/generatePeople.js';
import { seedDemoData } from '../packages/server/src/seed/seedDemoData.js';
import { startServer } from '../packages/server/src/server.js';
import {
  moveDirectoryVersion,
  searchDirectory,
  type DirectorySearchCriteria,
} from '../packages/server/src/modules/directorySearch/index.js';
import { loadContactItems } from '../packages/server/src/modules/internalContacts/index.js';
import { loadPrincipal } from '../packages/server/src/modules/principal/index.js';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    pg: { type: 'boolean', default: false },
    kinds: { type: 'string' },
    rounds: { type: 'string', default: '10' },
    data: { type: 'string' },
  },
});
const onlyKinds = values.kinds ? new Set(values.kinds.split(',')) : null;
const people = Number(values.people);
const runs = Number(values.runs);
const rounds = Math.max(1, Math.min(runs, Number(values.rounds)));
const databaseUrl = values.pg ? process.env.DATABASE_URL : undefined;
if (values.pg && !databaseUrl) throw new Error('--pg needs DATABASE_URL (run through bench/search.mjs --pg)');

const scratch = await mkdtemp(path.join(tmpdir(), 'kizuna-bench-'));
// --data DIR keeps the PGlite database there: seeded on the first run, reused by later ones.
const dataDir = databaseUrl ? null : (values.data ?? path.join(scratch, 'data'));
const appDir = path.join(scratch, 'app');
const database = await createDatabase({ databaseUrl: databaseUrl ?? null, dataDir });
const db = database.db;
await migrate(db);
await seedDemoData(db);
const tenant = await db
  .selectFrom('tenants')
  .select('id')
  .where('code', '=', 'demo')
  .executeTakeFirstOrThrow();
const tenantId = Number(tenant.id);
const present = await sql<{ n: number }>`
  select count(*)::int as n from users where tenant_id = ${tenantId}`.execute(db);
const reused = Number(present.rows[0]?.n) >= people;
const started = performance.now();
if (!reused) await generatePeople(db, tenantId, 'demo', people);
const seedAndIndexMs = reused ? undefined : performance.now() - started;
// Timed at rest, as a directory runs day to day: the bulk load's tables vacuumed (visibility map,
// no autovacuum of 100,000 fresh rows under the timings) and, on PostgreSQL, its dirty pages
// written out.
await sql`vacuum analyze`.execute(db);
if (databaseUrl) await sql`checkpoint`.execute(db);
const division = await sql<{ id: number }>`
  select id from divisions where tenant_id = ${tenantId} and parent_id is not null order by id limit 1`.execute(
  db,
);
const divisionId = Number(division.rows[0]?.id);
const total = await sql<{ n: number }>`
  select count(*)::int as n from users where tenant_id = ${tenantId}`.execute(db);
const engine = database.engine;
console.log(
  JSON.stringify({
    kind: 'setup',
    engine,
    people: Number(total.rows[0]?.n),
    generated: people,
    seedAndIndexMs: seedAndIndexMs === undefined ? 'reused' : Math.round(seedAndIndexMs),
    note: 'serverMs: the page rows and posting-list sizes kept by the server between requests (warm); serverColdMs: the same request after the directory version moved',
    loadavg: loadavg().map((n) => Number(n.toFixed(2))),
  }),
);

await mkdir(appDir, { recursive: true });
await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>Kizuna</title>');
const server = await startServer({
  config: { ...loadConfig({}), port: 0, dataDir, databaseUrl: databaseUrl ?? null, appDir },
  database,
  seed: false,
  hostname: '127.0.0.1',
});

/** The server time of the last answer, from its Server-Timing header. */
let serverMs = Number.NaN;
const timedFetch: typeof fetch = async (input, init) => {
  // The baseline scans can leave the kept-alive connection idle past the server's keep-alive
  // timeout; a request racing its close fails before reaching the server, so it is sent again.
  const response = await fetch(input, init).catch(() => fetch(input, init));
  serverMs = Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return response;
};
const client = createKizunaClient({
  baseURL: `http://127.0.0.1:${server.port}`,
  cookieJar: createCookieJar(timedFetch),
});
await client.auth.xsrf();
await client.auth.login({ body: { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' } });
const me = await client.principal.userInfo();
// The signed-in user as the handlers see it, to time the page's rows alone (in process).
const principal = await loadPrincipal(db, { idHash: '', tenantId, userId: me.userId });
if (!principal) throw new Error('the signed-in user has no principal');

const page = { query: { page: 1, size: 30 } };
const freeWord =
  (word: string, scope: 'FULLNAME' | 'ALL' = 'FULLNAME') =>
  () =>
    client.internalContacts.searchByFreeWord({
      ...page,
      body: { freeWord: word, freeWordSearchType: scope },
    });
const fields =
  (body: Record<string, string>, searchType: 'PARTIAL' | 'FORWARD' = 'PARTIAL') =>
  () =>
    client.internalContacts.search({ ...page, body: { ...body, searchType } });

// The criteria the handlers build for the same requests, to time the search alone (in process).
const free = (freeWord: string, freeWordScope: 'FULLNAME' | 'ALL' = 'FULLNAME'): DirectorySearchCriteria => ({
  tenantId,
  mode: 'FREE_WORD',
  matchType: 'PARTIAL',
  freeWord,
  freeWordScope,
  divisionRange: 'ALL',
});
const byFields = (
  f: DirectorySearchCriteria['fields'],
  matchType: 'PARTIAL' | 'FORWARD' = 'PARTIAL',
): DirectorySearchCriteria => ({ tenantId, mode: 'FIELDS', matchType, fields: f, divisionRange: 'ALL' });

const like = (columns: string[], text: string, forward = false) =>
  sql`(${sql.join(
    columns.map((c) => sql`${sql.ref(`u.${c}`)} ilike ${forward ? `${text}%` : `%${text}%`}`),
    sql` or `,
  )})`;
const names = ['fullname', 'fullname_kana', 'fullname_alphabet'];
const everything = [
  ...names,
  'email',
  'email2',
  'extension_num',
  'phone_num',
  'mobile_num',
  'company_mobile_num',
  'post',
  'position',
  'remarks',
  'comment',
  'skill',
  'employee_num',
];

interface QueryKind {
  kind: string;
  call: () => Promise<{ totalCount: number }>;
  criteria: DirectorySearchCriteria;
  baseline: RawBuilder<unknown>;
}

const kinds: QueryKind[] = [
  { kind: 'kanji-1', call: freeWord('山'), criteria: free('山'), baseline: like(names, '山') },
  { kind: 'kanji-2', call: freeWord('山田'), criteria: free('山田'), baseline: like(names, '山田') },
  {
    kind: 'hiragana-prefix',
    call: fields({ fullname: 'やまも' }, 'FORWARD'),
    criteria: byFields({ fullname: 'やまも' }, 'FORWARD'),
    baseline: like(names, 'ヤマモ', true),
  },
  {
    kind: 'halfwidth-katakana',
    call: freeWord('ﾀｶﾊｼ'),
    criteria: free('ﾀｶﾊｼ'),
    baseline: like(names, 'タカハシ'),
  },
  {
    kind: 'romaji',
    call: freeWord('takahashi'),
    criteria: free('takahashi'),
    baseline: like(names, 'takahashi'),
  },
  {
    kind: 'email',
    call: fields({ email: 'yamada.taro' }),
    criteria: byFields({ email: 'yamada.taro' }),
    baseline: like(['email', 'email2'], 'yamada.taro'),
  },
  {
    kind: 'extension',
    call: fields({ phoneNum: '34567' }),
    criteria: byFields({ phoneNum: '34567' }),
    baseline: like(['extension_num', 'phone_num', 'mobile_num', 'company_mobile_num'], '34567'),
  },
  {
    kind: 'division-filter',
    call: () =>
      client.internalContacts.searchByFreeWord({
        ...page,
        body: { freeWord: '', divisionIds: [divisionId] },
      }),
    criteria: { ...free(''), divisionIds: [divisionId] },
    baseline: sql`exists (with recursive t(id) as (select ${divisionId}::bigint
        union select d.id from divisions d join t on d.parent_id = t.id)
      select 1 from user_divisions ud where ud.user_id = u.id and ud.division_id in (select id from t))`,
  },
  {
    kind: 'freeword-all',
    call: freeWord('佐藤 課長', 'ALL'),
    criteria: free('佐藤 課長', 'ALL'),
    baseline: sql`${like(everything, '佐藤')} and ${like(everything, '課長')}`,
  },
];

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(2));
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * The timings of one kind of call: the server's time (header) and the client's round trip. With
 * `cold`, every call is followed by the same call after the directory version moved (nothing the
 * server keeps per version is used), interleaved so both see the same load.
 */
function callTimer<T>(call: () => Promise<T>, cold = false) {
  const server: number[] = [];
  const serverCold: number[] = [];
  const roundTrip: number[] = [];
  let last: T | undefined;
  return {
    async warmUp() {
      for (let i = 0; i < Math.min(20, runs); i++) await call();
    },
    /** `count` timed calls, after one untimed call that keeps what the last version moved away. */
    async time(count: number) {
      if (count > 0) await call();
      for (let i = 0; i < count; i++) {
        const t = performance.now();
        last = await call();
        roundTrip.push(performance.now() - t);
        server.push(serverMs);
        if (cold) {
          // As any change to the directory does: the people's rows, posting-list sizes and
          // division names the server keeps at the version before are no longer used.
          await moveDirectoryVersion(db, tenantId);
          await call();
          serverCold.push(serverMs);
        }
      }
    },
    result() {
      return {
        last: last as T,
        serverMs: percentiles(server),
        serverColdMs: cold ? percentiles(serverCold) : undefined,
        roundTripMs: percentiles(roundTrip),
      };
    },
  };
}

/** The machine's CPU time so far (Linux `/proc/stat`, in ticks), or null elsewhere. */
async function cpuTimes(): Promise<number[] | null> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => null);
  const line = stat?.split('\n').find((entry) => entry.startsWith('cpu '));
  return line ? line.trim().split(/\s+/).slice(1, 9).map(Number) : null;
}

/**
 * The share of the machine's CPU time that was busy, and that the hypervisor gave to other guests
 * (steal), between two readings: a run with much steal measured the host, not Kizuna.
 */
function cpuShare(before: number[] | null, after: number[] | null) {
  if (!before || !after) return null;
  const delta = after.map((value, i) => value - (before[i] ?? 0));
  const total = delta.reduce((sum, value) => sum + value, 0) || 1;
  const idle = (delta[3] ?? 0) + (delta[4] ?? 0);
  const pct = (value: number) => Number(((value / total) * 100).toFixed(1));
  return { busyPct: pct(total - idle - (delta[7] ?? 0)), stealPct: pct(delta[7] ?? 0) };
}

// Every kind is timed a share at a time, in rounds, so a spell of load on the machine falls on
// all kinds alike rather than on the one timed just then.
const selected = kinds
  .filter(({ kind }) => !onlyKinds || onlyKinds.has(kind))
  .map((kind) => ({ ...kind, timer: callTimer(kind.call, true) }));
// What any signed-in call costs (session, principal, JSON): the floor under every search below.
const floorTimer = callTimer(() => client.principal.userInfo());
await floorTimer.warmUp();
for (const { timer } of selected) await timer.warmUp();
const cpuBefore = await cpuTimes();
for (let round = 0; round < rounds; round++) {
  const share = Math.floor((runs * (round + 1)) / rounds) - Math.floor((runs * round) / rounds);
  await floorTimer.time(share);
  for (const { timer } of selected) await timer.time(share);
}
const cpu = cpuShare(cpuBefore, await cpuTimes());
const floor = floorTimer.result();
console.log(
  JSON.stringify({
    kind: 'signed-in-floor',
    engine,
    people,
    serverMs: floor.serverMs,
    roundTripMs: floor.roundTripMs,
    ...(cpu ? { cpuWhileTimed: cpu } : {}),
  }),
);

for (const { kind, criteria, baseline, timer } of selected) {
  const timed = timer.result();
  // The search alone (index lookups, page and count), without sign-in checks and the items' fields.
  const searchTimes: number[] = [];
  let pageIds: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    pageIds = (await searchDirectory(db, criteria, { offset: 0, limit: 30, withPresence: true })).userIds;
    searchTimes.push(performance.now() - t);
  }
  // The page's rows alone: the 30 people with their fields, read from the database, and as the
  // handler loads them after a search (kept rows at the current version, presence read with the page).
  const itemTimes: number[] = [];
  const keptItemTimes: number[] = [];
  const { directoryVersion, presence } = await searchDirectory(db, criteria, {
    offset: 0,
    limit: 30,
    withPresence: true,
  });
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await loadContactItems(db, principal, pageIds);
    itemTimes.push(performance.now() - t);
    t = performance.now();
    await loadContactItems(db, principal, pageIds, directoryVersion, presence);
    keptItemTimes.push(performance.now() - t);
  }
  const matches = timed.last.totalCount;
  // The baseline: the same page and count as plain SQL, timed in the server process (no HTTP).
  const where = sql`u.tenant_id = ${tenantId} and u.enabled and ${baseline}`;
  const scan = async () => {
    const [, count] = await Promise.all([
      sql`select u.id from users u where ${where} order by u.fullname_kana, u.id limit 30`.execute(db),
      sql<{ n: number }>`select count(*)::int as n from users u where ${where}`.execute(db),
    ]);
    return Number(count.rows[0]?.n);
  };
  let ilikeMatches = 0;
  for (let i = 0; i < 3; i++) ilikeMatches = await scan();
  const scans: number[] = [];
  for (let i = 0; i < Math.max(10, Math.round(runs / 10)); i++) {
    const t = performance.now();
    await scan();
    scans.push(performance.now() - t);
  }
  const ms = timed.serverMs;
  const ilikeMs = percentiles(scans);
  console.log(
    JSON.stringify({
      kind,
      engine,
      people,
      matches,
      ilikeMatches,
      serverMs: ms,
      serverColdMs: timed.serverColdMs,
      roundTripMs: timed.roundTripMs,
      searchOnlyMs: percentiles(searchTimes),
      itemsOnlyMs: percentiles(itemTimes),
      itemsKeptMs: percentiles(keptItemTimes),
      ilikeMs,
      speedupP95: Number((ilikeMs.p95 / Math.max(ms.p95, 0.01)).toFixed(1)),
      searchOnlySpeedupP95: Number((ilikeMs.p95 / Math.max(percentiles(searchTimes).p95, 0.01)).toFixed(1)),
      loadavg1: Number(loadavg()[0]?.toFixed(2)),
    }),
  );
}
await server.close();
await database.close();
await rm(scratch, { recursive: true, force: true });
