// The Active Directory sync benchmark: a real OpenLDAP (slapd) with N generated people in nested
// OUs, the real server in this process on a fresh database (PGlite in a temp folder, with its
// worker thread as `kizuna start` runs it; PostgreSQL with --pg), and the demo administrator's
// client. Times the first sync (every person added) and a second one with no change, with the CPU
// time of this process (server and database included) and the load average. One JSON line each.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCookieJar, createKizunaClient } from '../packages/api-client/src/client/index.js';
import { loadConfig } from '../packages/server/src/config.js';
import { startServer } from '../packages/server/src/server.js';
import { startSlapd } from '../packages/server/test/slapdServer.js';

const { values } = parseArgs({
  options: { people: { type: 'string', default: '10000' }, pg: { type: 'boolean', default: false } },
});
const people = Number(values.people);
const slapd = await startSlapd({ people });
const dataDir = values.pg ? null : await mkdtemp(path.join(tmpdir(), 'kizuna-ldap-bench-'));
const server = await startServer({
  config: {
    ...loadConfig({ KIZUNA_OUTBOUND_ALLOW: '127.0.0.1', KIZUNA_LDAP_ALLOW_PLAIN: '1' }),
    port: 0,
    dataDir,
    databaseUrl: values.pg ? (process.env.DATABASE_URL ?? null) : null,
    aiSummaryWorker: false,
    placesSimulate: 'off',
  },
  hostname: '127.0.0.1',
});
try {
  const demo = await server.database.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  await server.database.db
    .insertInto('tenant_features')
    .values({ tenant_id: demo.id, feature: 'ACTIVE_DIRECTORY' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await server.database.db
    .updateTable('tenants')
    .set({ licensed_users: null })
    .where('id', '=', demo.id)
    .execute();
  const client = createKizunaClient({
    baseURL: `http://127.0.0.1:${server.port}`,
    cookieJar: createCookieJar(),
  });
  await client.auth.xsrf();
  await client.auth.login({ body: { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' } });
  await client.activeDirectoryAdmin.saveSettings({
    body: {
      servers: [slapd.url],
      security: 'PLAIN',
      bindDn: slapd.bindDn,
      password: slapd.bindPassword,
      baseDn: `ou=People,${slapd.baseDn}`,
      filter: '(&(objectClass=inetOrgPerson)(sAMAccountName=*))',
      mapping: {
        accountId: 'sAMAccountName',
        fullname: 'displayName',
        fullnameKana: 'msDS-PhoneticDisplayName',
        department: 'department',
        title: 'title',
        phoneNum: 'telephoneNumber',
        mobileNum: 'mobile',
        email: 'mail',
        manager: 'manager',
        thumbnailPhoto: 'thumbnailPhoto',
      },
      divisionSource: 'OU',
      keepEdited: [],
      schedule: 'OFF',
      dailyAt: null,
    },
  });
  for (const phase of ['first-sync', 'second-sync-no-change']) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const queued = await client.activeDirectoryAdmin.startRun({ body: { dryRun: false } });
    let report;
    for (;;) {
      report = await client.activeDirectoryAdmin.run({ params: { runId: queued.runId } });
      if (report.run.state === 'DONE' || report.run.state === 'FAILED') break;
      await new Promise((done) => setTimeout(done, 100));
    }
    const used = process.cpuUsage(cpu);
    console.log(
      JSON.stringify({
        phase,
        engine: values.pg ? 'postgres' : 'pglite',
        people,
        state: report.run.state,
        read: report.run.read,
        created: report.run.created,
        updated: report.run.updated,
        unchanged: report.run.unchanged,
        divisionsCreated: report.run.divisionsCreated,
        wallMs: Math.round(performance.now() - started),
        cpuMs: Math.round((used.user + used.system) / 1000),
        loadAverage1m: Number(loadavg()[0]!.toFixed(2)),
      }),
    );
  }
} finally {
  await server.close({ drainMs: 1000 });
  await slapd.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
