// The caller-ID lookup benchmark (see README.md): seeds N generated people and M generated external
// contacts into the demo tenant of a fresh database (PGlite in a temp folder, or PostgreSQL with
// --pg), starts the real server on it in this process, and times the lookup for each kind of
// number a phone system presents: over HTTP with a service connection's key
// (`GET /api/v1/phoneNumbers/lookup`, the server's own time from its Server-Timing header, and the
// round trip), and findContactByPhoneNumber called directly. One JSON line per kind.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createCookieJar, createKizunaClient } from '../packages/api-client/src/client/index.js';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase } from '../packages/server/src/db/createDatabase.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { generatePeople } from '../packages/server/src/seed/generatePeople.js';
import { seedDemoData } from '../packages/server/src/seed/seedDemoData.js';
import { startServer } from '../packages/server/src/server.js';
import { ApiKeyResolver } from '../packages/server/src/modules/apiKeys/index.js';
import {
  ensurePhoneNumberIndex,
  findContactByPhoneNumber,
  indexContactPhoneNumbers,
  indexPeoplePhoneNumbers,
} from '../packages/server/src/modules/phoneLookup/index.js';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '100000' },
    contacts: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '10' },
    pg: { type: 'boolean', default: false },
    data: { type: 'string' },
  },
});
const people = Number(values.people);
const contacts = Number(values.contacts);
const runs = Number(values.runs);
const rounds = Math.max(1, Math.min(runs, Number(values.rounds)));
const databaseUrl = values.pg ? process.env.DATABASE_URL : undefined;
if (values.pg && !databaseUrl) throw new Error('--pg needs DATABASE_URL (run through bench/api.mjs --pg)');
const TARGET_P95_MS = 5;

const scratch = await mkdtemp(path.join(tmpdir(), 'kizuna-bench-api-'));
// --data DIR keeps the PGlite database there: seeded on the first run, reused by later ones.
const dataDir = databaseUrl ? null : (values.data ?? path.join(scratch, 'data'));
const database = await createDatabase({ databaseUrl: databaseUrl ?? null, dataDir });
const db = database.db;
const engine = database.engine;
await migrate(db);
await seedDemoData(db);
await ensurePhoneNumberIndex(db);
const tenant = await db
  .selectFrom('tenants')
  .select('id')
  .where('code', '=', 'demo')
  .executeTakeFirstOrThrow();
const tenantId = Number(tenant.id);
const count = async (table: 'users' | 'external_contacts') =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(table)} where tenant_id = ${tenantId}`.execute(db)
    ).rows[0]?.n,
  );

/** mulberry32, so every run seeds the same contacts. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const four = (random: () => number) => String(1000 + Math.floor(random() * 9000));
const COMPANIES = 5_000;
/** A company's main number: about contacts / 5,000 cards share it, as the cards of one company do. */
const companyPhone = (k: number) => `06-${String(1000 + (k % 9000))}-${String(1000 + Math.floor(k / 9000))}`;

/**
 * Generated external contacts in one arrays-per-column insert per batch (as generatePeople does
 * for people): a company number shared by the company's cards, a mobile for most, a direct line
 * for half, written the ways cards are typed in (hyphens, spaces, +81, full-width). Nine in ten in
 * a common folder, the rest in a personal one (the lookup leaves those out).
 */
async function generateContacts(total: number): Promise<void> {
  const folder = async (type: 'COMMON' | 'PERSONAL') => {
    const owner =
      type === 'PERSONAL'
        ? (
            await db
              .selectFrom('users')
              .select('id')
              .where('tenant_id', '=', tenantId)
              .orderBy('id')
              .executeTakeFirstOrThrow()
          ).id
        : null;
    const { id } = await db
      .insertInto('contact_folders')
      .values({
        tenant_id: tenantId,
        folder_type: type,
        owner_user_id: owner,
        name: `bench ${type}`,
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };
  const common = await folder('COMMON');
  const personal = await folder('PERSONAL');
  const random = createRandom(20);
  const styles = [
    (n: string) => n,
    (n: string) => n.replaceAll('-', ' '),
    (n: string) => `+81 ${n.slice(1).replaceAll('-', ' ')}`,
    (n: string) => n.replace(/[0-9-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
  ];
  const written = (n: string) => styles[Math.floor(random() * styles.length)]!(n);
  for (let start = 0; start < total; start += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, total - start) }, (_, i) => {
      const n = start + i;
      const company = n % COMPANIES;
      return {
        folder_id: random() < 0.9 ? common : personal,
        fullname: `連絡先 ${n}`,
        fullname_kana: `レンラクサキ ${n}`,
        company_name: `株式会社ベンチ${company}`,
        division_name: `営業${n % 7}課`,
        company_phone_num: written(companyPhone(company)),
        phone_num: random() < 0.5 ? written(`06-${four(random)}-${four(random)}`) : '',
        mobile_num: random() < 0.7 ? written(`070-${four(random)}-${four(random)}`) : '',
        fax_num: `06-${String(1000 + (company % 9000))}-9${String(company).padStart(3, '0').slice(-3)}`,
      };
    });
    const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
    await sql`insert into external_contacts (tenant_id, folder_id, fullname, fullname_kana, company_name,
        division_name, company_phone_num, phone_num, mobile_num, fax_num)
      select ${tenantId}, c.folder_id, c.fullname, c.fullname_kana, c.company_name, c.division_name,
        c.company_phone_num, c.phone_num, c.mobile_num, c.fax_num
      from unnest(${column('folder_id')}::bigint[], ${column('fullname')}::text[], ${column('fullname_kana')}::text[],
        ${column('company_name')}::text[], ${column('division_name')}::text[], ${column('company_phone_num')}::text[],
        ${column('phone_num')}::text[], ${column('mobile_num')}::text[], ${column('fax_num')}::text[])
        as c(folder_id, fullname, fullname_kana, company_name, division_name, company_phone_num, phone_num,
          mobile_num, fax_num)`.execute(db);
  }
}

const seedStarted = performance.now();
const missingPeople = Math.max(0, people - (await count('users')));
if (missingPeople > 0) await generatePeople(db, tenantId, 'demo', missingPeople);
const missingContacts = Math.max(0, contacts - (await count('external_contacts')));
if (missingContacts > 0) await generateContacts(missingContacts);
const seedMs = performance.now() - seedStarted;
// Every phone field of the tenant written into the index again: what the first start after the
// migration (the backfill) costs at this size.
const indexStarted = performance.now();
await indexPeoplePhoneNumbers(db, tenantId);
await indexContactPhoneNumbers(db, tenantId);
const indexMs = performance.now() - indexStarted;
// Timed at rest: the bulk load vacuumed and analysed, and on PostgreSQL written out.
await sql`vacuum analyze`.execute(db);
if (databaseUrl) await sql`checkpoint`.execute(db);
const indexRows = Number(
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from phone_number_index where tenant_id = ${tenantId}`.execute(db)
  ).rows[0]?.n,
);
console.log(
  JSON.stringify({
    kind: 'setup',
    engine,
    people: await count('users'),
    externalContacts: await count('external_contacts'),
    indexRows,
    seedMs: missingPeople + missingContacts === 0 ? 'reused' : Math.round(seedMs),
    indexAllMs: Math.round(indexMs),
    note: 'serverMs: GET /api/v1/phoneNumbers/lookup with a service key, the server time (Server-Timing); fnMs: findContactByPhoneNumber alone, wall time; fnCpuMs: its CPU time (PGlite only)',
    loadavg: loadavg().map((n) => Number(n.toFixed(2))),
  }),
);

// The real server on the same database, and a service connection with the lookup's scope, as a
// phone system is given one. The rate limits are raised out of the way: they are not measured.
const appDir = path.join(scratch, 'app');
await mkdir(appDir, { recursive: true });
await writeFile(path.join(appDir, 'index.html'), '<!doctype html><title>Kizuna</title>');
const server = await startServer({
  config: {
    ...loadConfig({}),
    port: 0,
    dataDir,
    databaseUrl: databaseUrl ?? null,
    appDir,
    apiRateLimits: {
      perKey: { perSecond: 1_000_000, burst: 1_000_000 },
      perTenant: { perSecond: 1_000_000, burst: 1_000_000 },
    },
  },
  database,
  seed: false,
  hostname: '127.0.0.1',
});
await db
  .insertInto('tenant_features')
  .values({ tenant_id: tenantId, feature: 'PAAPI' })
  .onConflict((conflict) => conflict.doNothing())
  .execute();
const baseURL = `http://127.0.0.1:${server.port}`;
const admin = createKizunaClient({ baseURL, cookieJar: createCookieJar(fetch) });
await admin.auth.xsrf();
await admin.auth.login({ body: { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' } });
const { apiKey } = await admin.apiServiceAdmin.create({
  body: { serviceName: `bench ${Date.now()}`, scope: ['PHONE_NUM_CONTACT_READ'] },
});
/** The server time of the last answer, from its Server-Timing header. */
let serverMs = Number.NaN;
const timedFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init).catch(() => fetch(input, init));
  serverMs = Number(/app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return response;
};
const pbx = createKizunaClient({ baseURL, apiKey, fetch: timedFetch });

/** Up to 200 numbers of one kind, drawn from the rows with a fixed seed, as a phone system would present them. */
async function sample(query: ReturnType<typeof sql<{ n: string }>>): Promise<string[]> {
  const { rows } = await query.execute(db);
  return rows.map((row) => row.n).filter((n) => n !== '');
}
/** A number as typed on a card, written nationally: `+81 70 1234 5678` is `070 1234 5678`. */
const plain = (text: string) => text.normalize('NFKC').replace(/^\+81\s*/, '0');
/** As a phone system presents a caller: E.164 … */
const e164 = (text: string) =>
  `+81${plain(text)
    .replace(/[^0-9]/g, '')
    .slice(1)}`;
/** … or the national digits. */
const digitsOnly = (text: string) => plain(text).replace(/[^0-9]/g, '');

interface Kind {
  kind: string;
  /** Who holds such a number: one, or many sharing it. */
  holders: 'one' | 'shared' | 'none';
  numbers: string[];
}

const kinds: Kind[] = [
  {
    kind: 'person-mobile',
    holders: 'one',
    numbers: (
      await sample(sql<{ n: string }>`select mobile_num as n from users where tenant_id = ${tenantId}
        and mobile_num is not null order by md5(id::text) limit 200`)
    ).map(e164),
  },
  {
    kind: 'person-office-shared',
    holders: 'shared',
    numbers: (
      await sample(sql<{ n: string }>`select distinct on (md5(phone_num)) phone_num as n from users
        where tenant_id = ${tenantId} and phone_num is not null order by md5(phone_num) limit 200`)
    ).map(digitsOnly),
  },
  {
    kind: 'person-extension',
    holders: 'one',
    numbers: await sample(sql<{
      n: string;
    }>`select extension_num as n from users where tenant_id = ${tenantId}
      and extension_num is not null order by md5(id::text) limit 200`),
  },
  {
    kind: 'contact-mobile',
    holders: 'one',
    numbers: (
      await sample(sql<{ n: string }>`select c.mobile_num as n from external_contacts c
        join contact_folders f on f.id = c.folder_id and f.folder_type = 'COMMON'
        where c.tenant_id = ${tenantId} and c.mobile_num <> '' order by md5(c.id::text) limit 200`)
    ).map(e164),
  },
  {
    kind: 'contact-company-shared',
    holders: 'shared',
    numbers: (
      await sample(sql<{ n: string }>`select distinct on (md5(c.company_name)) c.company_phone_num as n
        from external_contacts c join contact_folders f on f.id = c.folder_id and f.folder_type = 'COMMON'
        where c.tenant_id = ${tenantId} and c.company_phone_num <> '' order by md5(c.company_name) limit 200`)
    ).map(plain),
  },
  {
    kind: 'unknown',
    holders: 'none',
    numbers: Array.from({ length: 200 }, (_, i) => `+8150${String(90_000_000 + i * 7919).slice(0, 8)}`),
  },
];

const digitsOf = (column: string) => sql`regexp_replace(coalesce(${sql.ref(column)}, ''), '[^0-9]', '', 'g')`;
/** The scan baseline for one number: its national digits against every phone column. */
async function scan(number: string): Promise<void> {
  const digits = plain(number).replace(/[^0-9]/g, '');
  const among = (columns: string[]) => sql.join(columns.map(digitsOf));
  await sql`select id from users where tenant_id = ${tenantId} and enabled and ${digits} in (${among([
    'extension_num',
    'office_link_extension_num',
    'phone_num',
    'mobile_num',
    'company_mobile_num',
    'personal_mobile_num',
  ])}) order by updated_at desc, id limit 1`.execute(db);
  await sql`select id from external_contacts where tenant_id = ${tenantId} and ${digits} in (${among([
    'phone_num',
    'mobile_num',
    'company_mobile_num',
    'personal_mobile_num',
    'division_phone_num',
    'company_phone_num',
    'fax_num',
  ])}) order by updated_at desc, id limit 1`.execute(db);
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(2));
  return { p50: at(50), p95: at(95), p99: at(99) };
}

const timings = new Map(
  kinds.map((k) => [
    k.kind,
    {
      times: [] as number[],
      cpu: [] as number[],
      server: [] as number[],
      roundTrip: [] as number[],
      found: 0,
      httpFound: 0,
      next: 0,
    },
  ]),
);
const lookup = (k: Kind) => {
  const state = timings.get(k.kind)!;
  const number = k.numbers[state.next++ % k.numbers.length]!;
  return findContactByPhoneNumber(db, tenantId, number);
};
const lookupOverHttp = (k: Kind) => {
  const state = timings.get(k.kind)!;
  const number = k.numbers[state.next++ % k.numbers.length]!;
  return pbx.publicApi.phoneLookup({ query: { number } });
};
// Warm-up, then every kind a share at a time in rounds, so a spell of load falls on all alike.
for (const k of kinds) {
  for (let i = 0; i < Math.min(50, runs); i++) {
    await lookup(k);
    await lookupOverHttp(k);
  }
}
for (let round = 0; round < rounds; round++) {
  const share = Math.floor((runs * (round + 1)) / rounds) - Math.floor((runs * round) / rounds);
  for (const k of kinds) {
    const state = timings.get(k.kind)!;
    for (let i = 0; i < share; i++) {
      const cpu = process.cpuUsage();
      const t = performance.now();
      const found = await lookup(k);
      state.times.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      state.cpu.push((used.user + used.system) / 1000);
      if (found) state.found += 1;
      const sent = performance.now();
      const answer = await lookupOverHttp(k);
      state.roundTrip.push(performance.now() - sent);
      state.server.push(serverMs);
      if (answer.match) state.httpFound += 1;
    }
  }
}

// What every /api/v1 call costs before its handler: resolving the presented key (one statement,
// `api_key_versions`; the owner and tenant are kept while their versions stand, as the server does).
const resolver = new ApiKeyResolver();
const resolveTimes: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  await resolver.resolve(db, apiKey, new Date());
  resolveTimes.push(performance.now() - t);
}
console.log(
  JSON.stringify({
    kind: 'key-resolution',
    engine,
    resolveApiKeyMs: percentiles(resolveTimes),
    loadavg1: Number(loadavg()[0]?.toFixed(2)),
  }),
);

for (const k of kinds) {
  const state = timings.get(k.kind)!;
  const fnMs = percentiles(state.times);
  // The baseline: the same numbers found by scanning the phone columns with their digits
  // normalised in SQL (no index), as the call history's matcher still finds people.
  const scans: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await scan(k.numbers[i % k.numbers.length]!);
    scans.push(performance.now() - t);
  }
  const scanMs = percentiles(scans);
  console.log(
    JSON.stringify({
      kind: k.kind,
      engine,
      people,
      externalContacts: contacts,
      holders: k.holders,
      calls: state.times.length,
      foundShare: Number((state.found / state.times.length).toFixed(2)),
      httpFoundShare: Number((state.httpFound / state.server.length).toFixed(2)),
      serverMs: percentiles(state.server),
      roundTripMs: percentiles(state.roundTrip),
      fnMs,
      // PGlite runs in this thread, so this is the lookup's whole CPU cost, whatever the load.
      fnCpuMs: engine === 'pglite' ? percentiles(state.cpu) : undefined,
      scanMs,
      speedupP95: Number((scanMs.p95 / Math.max(fnMs.p95, 0.01)).toFixed(1)),
      targetP95Ms: TARGET_P95_MS,
      meetsTarget: percentiles(state.server).p95 < TARGET_P95_MS,
      loadavg1: Number(loadavg()[0]?.toFixed(2)),
    }),
  );
}
await server.close();
await database.close();
await rm(scratch, { recursive: true, force: true });
