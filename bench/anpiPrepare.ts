// Run by bench/anpi.mjs (node --import tsx). `--people N`: readies a database for the safety
// check benchmark (N people in demo, a real check for the whole company started through the
// service) and prints one JSON line: the check, one answer-link token per person, and a session
// of an administrator who may see the company's results. `--count <checkId>`: prints the answers
// and used links the check has. DATABASE_URL or KIZUNA_DATA_DIR chooses the database;
// KIZUNA_SECRET_KEY must be the node's key.
import { parseArgs } from 'node:util';
import { loadConfig } from '../packages/server/src/config.js';
import { createDatabase } from '../packages/server/src/db/createDatabase.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { createXsrfTokens } from '../packages/server/src/http/xsrf.js';
import { issueAnpiLinks, startCheck } from '../packages/server/src/modules/anpi/index.js';
import { createSession } from '../packages/server/src/modules/auth/index.js';
import { secretKeyFor } from '../packages/server/src/secretBox.js';
import { generatePeople } from '../packages/server/src/seed/generatePeople.js';
import { seedDemoData } from '../packages/server/src/seed/seedDemoData.js';

const { values } = parseArgs({ options: { people: { type: 'string' }, count: { type: 'string' } } });

const config = loadConfig(process.env);
const database = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? null : config.dataDir,
});
const { db } = database;

if (values.count) {
  const checkId = Number(values.count);
  const answers = await db
    .selectFrom('anpi_answers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('check_id', '=', checkId)
    .executeTakeFirstOrThrow();
  const used = await db
    .selectFrom('anpi_answer_links')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('check_id', '=', checkId)
    .where('used_at', 'is not', null)
    .executeTakeFirstOrThrow();
  await database.close();
  console.log(JSON.stringify({ answers: Number(answers.n), usedLinks: Number(used.n) }));
  process.exit(0);
}

const PEOPLE = Number(values.people);
await migrate(db);
await seedDemoData(db);
const demo = await db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
const tenantId = Number(demo.id);
const askable = () =>
  db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where('user_type', '=', 'REGULAR_USER')
    .orderBy('id')
    .execute();
let people = await askable();
if (people.length < PEOPLE) {
  await generatePeople(db, tenantId, 'demo', PEOPLE - people.length);
  people = await askable();
}
// Exactly N people are asked: the ones beyond are switched off for the benchmark's tenant.
if (people.length > PEOPLE) {
  await db
    .updateTable('users')
    .set({ enabled: false })
    .where('tenant_id', '=', tenantId)
    .where(
      'id',
      'in',
      people.slice(PEOPLE).map((p) => p.id),
    )
    .execute();
  people = people.slice(0, PEOPLE);
}
await db
  .insertInto('tenant_features')
  .values({ tenant_id: tenantId, feature: 'ANPI' })
  .onConflict((conflict) => conflict.doNothing())
  .execute();
const admin = await db
  .selectFrom('users')
  .select('id')
  .where('tenant_id', '=', tenantId)
  .where('account_id', '=', 'admin')
  .executeTakeFirstOrThrow();
await db
  .insertInto('anpi_company_permissions')
  .values({ tenant_id: tenantId, user_id: admin.id })
  .onConflict((conflict) => conflict.doNothing())
  .execute();
const now = new Date();
const check = await startCheck(
  db,
  { tenantId, userId: Number(admin.id), ip: '127.0.0.1', now },
  { kind: 'REAL', title: 'bench', message: 'benchmark', wholeCompany: true, divisionIds: [] },
  { language: 'ja', publicUrl: null },
);
// The mailed links go into the mails only: fresh ones are issued for the clients (revoking those),
// and the queued mails are dropped, as the benchmark times answers, not mail delivery.
const userIds = people.map((p) => Number(p.id));
const tokens = await db
  .transaction()
  .execute((trx) => issueAnpiLinks(trx, tenantId, check.checkId, userIds, now));
await db.deleteFrom('mail_outbox').where('tenant_id', '=', tenantId).execute();
const xsrf = createXsrfTokens(secretKeyFor(config));
const { token } = await createSession(db, tenantId, Number(admin.id), now);
await database.close();
console.log(
  JSON.stringify({
    checkId: check.checkId,
    tokens: userIds.map((id) => tokens.get(id)),
    admin: { cookie: `KIZUNA_SESSION=${token}`, xsrf: xsrf.forSession(token) },
  }),
);
