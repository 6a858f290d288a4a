// Seeds N generated people into the demo tenant of a fresh database, indexes them, and measures
// searchDirectory (the server-side search, in process: no HTTP) against a plain ILIKE scan over the
// raw columns, printing one JSON line per query kind.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDatabase } from '../packages/server/src/db/createDatabase.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { generatePeople } from '../packages/server/src/seed/generatePeople.js';
import { seedDemoData } from '../packages/server/src/seed/seedDemoData.js';
import {
  reindexPeople,
  searchDirectory,
  type DirectorySearchCriteria,
} from '../packages/server/src/modules/directorySearch/index.js';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    pg: { type: 'boolean', default: false },
  },
});
const people = Number(values.people);
const runs = Number(values.runs);
const databaseUrl = values.pg ? process.env.DATABASE_URL : undefined;
if (values.pg && !databaseUrl) throw new Error('--pg needs DATABASE_URL (run through bench/search.mjs --pg)');

const database = await createDatabase({ databaseUrl: databaseUrl ?? null });
const db = database.db;
await migrate(db);
await seedDemoData(db);
const tenant = await db
  .selectFrom('tenants')
  .select('id')
  .where('code', '=', 'demo')
  .executeTakeFirstOrThrow();
const tenantId = Number(tenant.id);
let started = performance.now();
await generatePeople(db, tenantId, 'demo', people);
const seedMs = performance.now() - started;
started = performance.now();
await reindexPeople(db, tenantId);
const indexMs = performance.now() - started;
await sql`analyze`.execute(db);
const division = await sql<{
  id: number;
}>`select id from divisions where tenant_id = ${tenantId} and parent_id is not null order by id limit 1`.execute(
  db,
);
const divisionId = Number(division.rows[0]?.id);
const total = await sql<{
  n: number;
}>`select count(*)::int as n from users where tenant_id = ${tenantId}`.execute(db);
console.log(
  JSON.stringify({
    kind: 'setup',
    engine: database.engine,
    people: Number(total.rows[0]?.n),
    seedMs: Math.round(seedMs),
    indexMs: Math.round(indexMs),
  }),
);

const base: Omit<DirectorySearchCriteria, 'mode'> = { tenantId, matchType: 'PARTIAL' };
const free = (freeWord: string, extra: Partial<DirectorySearchCriteria> = {}): DirectorySearchCriteria => ({
  ...base,
  mode: 'FREE_WORD',
  freeWord,
  ...extra,
});
const like = (columns: string[], text: string, forward = false) =>
  sql.join(
    columns.map((c) => sql`${sql.ref(`u.${c}`)} ilike ${forward ? `${text}%` : `%${text}%`}`),
    sql` or `,
  );
const names = ['fullname', 'fullname_kana', 'fullname_alphabet'];

const kinds: { kind: string; criteria: DirectorySearchCriteria; baseline: ReturnType<typeof sql> }[] = [
  { kind: 'kanji-1', criteria: free('山'), baseline: like(names, '山') },
  { kind: 'kanji-2', criteria: free('山田'), baseline: like(names, '山田') },
  {
    kind: 'hiragana-prefix',
    criteria: free('やまも', { matchType: 'FORWARD' }),
    baseline: like(['fullname_kana'], 'ヤマモ', true),
  },
  { kind: 'halfwidth-katakana', criteria: free('ﾀｶﾊｼ'), baseline: like(names, 'タカハシ') },
  { kind: 'romaji', criteria: free('takahashi'), baseline: like(names, 'takahashi') },
  {
    kind: 'email',
    criteria: { ...base, mode: 'FIELDS', fields: { email: 'yamada.taro' } },
    baseline: like(['email'], 'yamada.taro'),
  },
  {
    kind: 'extension',
    criteria: { ...base, mode: 'FIELDS', fields: { phoneNum: '34567' } },
    baseline: like(['extension_num', 'phone_num', 'mobile_num'], '34567'),
  },
  {
    kind: 'division-filter',
    criteria: { ...base, mode: 'FREE_WORD', divisionIds: [divisionId] },
    baseline: sql`exists (with recursive t(id) as (select ${divisionId}::bigint union select d.id from divisions d join t on d.parent_id = t.id)
      select 1 from user_divisions ud where ud.user_id = u.id and ud.division_id in (select id from t))`,
  },
  {
    kind: 'freeword-all',
    criteria: free('佐藤 課長', { freeWordScope: 'ALL' }),
    baseline: sql`(${like(names, '佐藤')}) and (${like(names.concat(['email', 'extension_num', 'phone_num', 'mobile_num', 'post', 'position', 'employee_num']), '課長')})`,
  },
];

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(3));
  return { p50: at(50), p95: at(95), p99: at(99) };
}

async function measure(fn: () => Promise<unknown>, count: number): Promise<number[]> {
  for (let i = 0; i < Math.min(20, count); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

for (const { kind, criteria, baseline } of kinds) {
  let totalCount = 0;
  const indexed = await measure(async () => {
    totalCount = (await searchDirectory(db, criteria, { offset: 0, limit: 30 })).totalCount;
  }, runs);
  let baselineCount = 0;
  const scan = await measure(
    async () => {
      const where = sql`u.tenant_id = ${tenantId} and u.enabled and (${baseline})`;
      const [, count] = await Promise.all([
        sql`select u.id from users u where ${where} order by u.fullname_kana, u.id limit 30`.execute(db),
        sql<{ n: number }>`select count(*)::int as n from users u where ${where}`.execute(db),
      ]);
      baselineCount = Number(count.rows[0]?.n);
    },
    Math.max(10, Math.round(runs / 10)),
  );
  const index = percentiles(indexed);
  const ilike = percentiles(scan);
  console.log(
    JSON.stringify({
      kind,
      engine: database.engine,
      people,
      matches: totalCount,
      ilikeMatches: baselineCount,
      ms: index,
      ilikeMs: ilike,
      speedupP95: Number((ilike.p95 / Math.max(index.p95, 0.001)).toFixed(1)),
    }),
  );
}
await database.close();
