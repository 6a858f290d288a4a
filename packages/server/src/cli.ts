import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { createDatabase, type Database } from './db/createDatabase.js';
import { migrate } from './db/migrate.js';
import { OperatorError, resetPassword } from './modules/auth/index.js';
import { ringOperatorCommand } from './modules/calls/index.js';
import { runOperatorCommand } from './modules/operatorConsole/index.js';
import { vendorOperatorCommand } from './modules/pbxApi/index.js';
import { linkTenants, unlinkTenants } from './modules/groupCompanies/index.js';
import {
  createTrialTenant,
  DEFAULT_LICENCES,
  DEFAULT_TENANT_FEATURES,
  DEFAULT_TRIAL_DAYS,
  isTenantPlanCommand,
  operatorName,
  runTenantPlanCommand,
} from './modules/tenants/index.js';
import { runTenantExportCommand } from './modules/tenantExport/index.js';
import { DEMO_TENANTS } from './seed/demoTenants.js';
import { generatePeople } from './seed/generatePeople.js';
import { seedDemoData } from './seed/seedDemoData.js';
import { DEFAULT_DRAIN_MS, startServer } from './server.js';

const USAGE = `Usage: kizuna <command> [options]

Commands:
  start                                   migrate, seed the demo tenants when the database is empty, serve
  migrate                                 apply database migrations
  seed [--people N] [--tenant CODE]       seed the demo tenants, or add N generated people to a tenant (default demo)
  tenant create --code X --name Y [--licences N] [--language ja|en]
                                          create a tenant with an admin account (prints its password), on a
                                          30-day TRIAL with the default features and N licences (50)
  tenant show --tenant X                  plan, service type, licences used / licensed, features
  tenant features --tenant X [--on talk,thanks] [--off cmx]
                                          turn tenant features on and off (open apps reload at once)
  tenant plan --tenant X [--trial-until YYYY-MM-DD | --commercial] [--licences N]
             [--service-type ON_PREMISES|RENRAKU|OFFICELINK|THINCA|NESIC|KDDI]
                                          set the plan (a trial runs to the end of that day, Japan time)
  tenant suspend|resume --tenant X        end every session and refuse sign-in / allow it again
  tenant export --tenant X --out FILE     write everything of the tenant to one ZIP (CSV files the imports
                                          read, face images, settings, manifest.json); recorded in the audit log
  tenant delete --tenant X (--exported FILE | --without-export)
                                          delete a suspended tenant and every row of it; FILE is an export
                                          taken since the suspension (its SHA-256 is checked against the log)
  tenant link --tenant X --group Y [--one-way]
                                          make X and Y group companies (each reads the other's directory);
                                          --one-way records X's side only
  tenant unlink --tenant X --group Y      end the link on both sides
  operator create --login X --name "Y" [--password-stdin]
                                          create an operator of the console at /operator (asks the password, or
                                          reads it from stdin); prints the authenticator app's otpauth URI and QR code
  user reset-password --tenant X --account Y [--password P]
                                          set a password (prints a generated one when none is given)
  pbx ring --tenant X --to EXT --from NUMBER
                                          an outside number calls an extension on the simulated PBX (reaches a running server)
  pbx vendor --tenant X --vendor WEBEX|CUCM|AVAYA [--base-url URL] [--client-id ID --client-secret S]
             [--authorize-url URL] [--token-url URL] [--redirect-uri URL] [--username U --password P]
             [--timeout-ms N] [--grant-users] [--webhook-secret S]
                                          call through the tenant's own phone system (sets the matching call control mode;
                                          --grant-users gives every user Webex Calling; --webhook-secret: the secret of the
                                          Webex telephony_calls webhook posting to /webhooks/webex/<tenant>)
  pbx vendor --tenant X --remove          back to the embedded simulated PBX

Environment: PORT (8080), KIZUNA_DATA_DIR (.kizuna-data), DATABASE_URL, DATABASE_LISTEN_URL (a direct
connection for LISTEN when DATABASE_URL goes through PgBouncer), KIZUNA_NODE_NAME (X-Kizuna-Node), KIZUNA_APP_DIR,
KIZUNA_SESSION_IDLE_MINUTES (30), KIZUNA_TRUST_PROXY (0), KIZUNA_ACCESS_LOG (1: one JSON line per request
on stdout; 0 turns it off), KIZUNA_METRICS_TOKEN / KIZUNA_METRICS_ALLOW (who may read /metrics; neither: 404),
KIZUNA_SECRET_KEY (encrypts phone-system tokens; default: secret.key in the data folder),
KIZUNA_MAX_IN_FLIGHT (8 on PGlite, 16 on PostgreSQL) and KIZUNA_MAX_QUEUED (64): requests served at once and
waiting in line; beyond that the answer is 503 with Retry-After. /healthz and /readyz for probes.`;

async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    listenUrl: config.databaseListenUrl ?? null,
    dataDir: config.dataDir,
  });
  try {
    await migrate(database.db);
    return await run(database);
  } finally {
    await database.close();
  }
}

function where(): string {
  const config = loadConfig();
  return config.databaseUrl
    ? 'the PostgreSQL server of DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
}

async function start(): Promise<void> {
  const config = loadConfig();
  const server = await startServer({ config, accessLog: process.env.KIZUNA_ACCESS_LOG !== '0' });
  console.info(`Kizuna is running at http://localhost:${server.port}/front (${where()})`);
  const accounts = DEMO_TENANTS.flatMap((tenant) =>
    tenant.accounts.map((account) => `${tenant.code} ${account.accountId} / ${account.password}`),
  );
  console.info(`Demo accounts (tenant account / password): ${accounts.join(', ')}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`${signal}: shutting down`);
    // Requests in flight get DEFAULT_DRAIN_MS to finish; a shutdown stuck past that ends anyway.
    const force = setTimeout(() => process.exit(1), DEFAULT_DRAIN_MS + 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function main(argv: string[]): Promise<number> {
  const [command, sub, ...rest] = argv;
  switch (command) {
    case 'start':
      await start();
      return -1;
    case 'migrate': {
      const config = loadConfig();
      const database = await createDatabase({
        databaseUrl: config.databaseUrl,
        listenUrl: config.databaseListenUrl ?? null,
        dataDir: config.dataDir,
      });
      const applied = await migrate(database.db).finally(() => database.close());
      console.info(applied.length ? `applied ${applied.join(', ')}` : 'the database is up to date');
      return 0;
    }
    case 'seed': {
      const { values } = parseArgs({
        args: [sub, ...rest].filter((arg): arg is string => arg !== undefined),
        options: { people: { type: 'string' }, tenant: { type: 'string', default: 'demo' } },
      });
      await withDatabase(async ({ db }) => {
        if (values.people === undefined) {
          const summary = await seedDemoData(db);
          console.info(
            `demo tenants present: ${summary.tenants.join(', ')} (${summary.people} people added)`,
          );
          return;
        }
        const count = Number(values.people);
        if (!Number.isInteger(count) || count < 1)
          throw new OperatorError('--people must be a positive whole number');
        const tenant = await db
          .selectFrom('tenants')
          .select('id')
          .where('code', '=', values.tenant)
          .executeTakeFirst();
        if (!tenant) throw new OperatorError(`no tenant "${values.tenant}" (run "kizuna seed" first)`);
        const started = Date.now();
        await generatePeople(db, tenant.id, values.tenant, count);
        console.info(`added ${count} people to ${values.tenant} in ${Date.now() - started} ms`);
      });
      return 0;
    }
    case 'tenant': {
      if (sub === 'link' || sub === 'unlink') {
        const { values } = parseArgs({
          args: rest,
          options: {
            tenant: { type: 'string' },
            group: { type: 'string' },
            'one-way': { type: 'boolean', default: false },
          },
        });
        if (!values.tenant || !values.group)
          throw new OperatorError(`tenant ${sub} needs --tenant and --group`);
        const { tenant, group } = values;
        await withDatabase(({ db }) =>
          sub === 'link'
            ? linkTenants(db, tenant, group, { oneWay: values['one-way'] })
            : unlinkTenants(db, tenant, group),
        );
        console.info(
          sub === 'unlink'
            ? `${tenant} and ${group} are no longer group companies`
            : values['one-way']
              ? `${tenant} lists ${group} as a group company; its directory shows once ${group} links back`
              : `${tenant} and ${group} are group companies of each other`,
        );
        return 0;
      }
      if (sub === 'export') {
        const output = await withDatabase(({ db }) =>
          runTenantExportCommand(db, rest, operatorName(), new Date()),
        );
        console.info(output);
        return 0;
      }
      if (isTenantPlanCommand(sub)) {
        const output = await withDatabase(({ db }) =>
          runTenantPlanCommand(db, sub, rest, operatorName(), new Date()),
        );
        console.info(output);
        return 0;
      }
      if (sub !== 'create') break;
      const { values } = parseArgs({
        args: rest,
        options: {
          code: { type: 'string' },
          name: { type: 'string' },
          licences: { type: 'string', default: String(DEFAULT_LICENCES) },
          language: { type: 'string', default: 'ja' },
        },
      });
      if (!values.code || !values.name) throw new OperatorError('tenant create needs --code and --name');
      const language = values.language;
      if (language !== 'ja' && language !== 'en') throw new OperatorError('--language is ja or en');
      const licences = Number(values.licences);
      if (!/^\d+$/.test(values.licences) || licences < 1 || licences > 1_000_000)
        throw new OperatorError('--licences is a whole number from 1 to 1000000');
      const { code, name } = values;
      const { trialEndsAt, ...created } = await withDatabase(({ db }) =>
        createTrialTenant(db, { code, name, licences, language }, operatorName(), new Date()),
      );
      console.info(
        `created tenant ${code}; sign in as ${created.adminAccountId} with password ${created.adminPassword}`,
      );
      console.info(
        `on a ${DEFAULT_TRIAL_DAYS}-day TRIAL until ${trialEndsAt.toISOString()} with ${licences} licences; ` +
          `features: ${DEFAULT_TENANT_FEATURES.join(', ')}`,
      );
      console.info('(the password must be changed at the first sign-in)');
      return 0;
    }
    case 'operator':
      return runOperatorCommand(
        [sub ?? '', ...rest],
        (run) => withDatabase(({ db }) => run(db, loadConfig())),
        { stdin: process.stdin, print: (line) => console.info(line) },
      );
    case 'user': {
      if (sub !== 'reset-password') break;
      const { values } = parseArgs({
        args: rest,
        options: { tenant: { type: 'string' }, account: { type: 'string' }, password: { type: 'string' } },
      });
      if (!values.tenant || !values.account)
        throw new OperatorError('user reset-password needs --tenant and --account');
      const { tenant, account } = values;
      const password = await withDatabase(({ db }) => resetPassword(db, tenant, account, values.password));
      console.info(
        values.password === undefined
          ? `new password for ${account} in ${tenant}: ${password}`
          : `password of ${account} in ${tenant} set`,
      );
      console.info('(it must be changed at the next sign-in; open sessions of the account have ended)');
      return 0;
    }
    case 'pbx': {
      if (sub === 'vendor') {
        const { values } = parseArgs({
          args: rest,
          options: {
            tenant: { type: 'string', default: 'demo' },
            vendor: { type: 'string' },
            remove: { type: 'boolean', default: false },
            'base-url': { type: 'string' },
            'authorize-url': { type: 'string' },
            'token-url': { type: 'string' },
            'client-id': { type: 'string' },
            'client-secret': { type: 'string' },
            'redirect-uri': { type: 'string' },
            username: { type: 'string' },
            password: { type: 'string' },
            'webhook-secret': { type: 'string' },
            'timeout-ms': { type: 'string' },
            'grant-users': { type: 'boolean', default: false },
          },
        });
        const summary = await withDatabase(({ db }) =>
          vendorOperatorCommand(db, loadConfig(), {
            tenant: values.tenant,
            vendor: values.vendor,
            remove: values.remove,
            baseUrl: values['base-url'],
            authorizeUrl: values['authorize-url'],
            tokenUrl: values['token-url'],
            clientId: values['client-id'],
            clientSecret: values['client-secret'],
            redirectUri: values['redirect-uri'],
            username: values.username,
            password: values.password,
            webhookSecret: values['webhook-secret'],
            timeoutMs: values['timeout-ms'],
            grantUsers: values['grant-users'],
          }),
        );
        console.info(summary);
        return 0;
      }
      if (sub !== 'ring') break;
      const { values } = parseArgs({
        args: rest,
        options: {
          tenant: { type: 'string', default: 'demo' },
          to: { type: 'string' },
          from: { type: 'string' },
        },
      });
      if (!values.to || !values.from) throw new OperatorError('pbx ring needs --to and --from');
      const { callId, via } = await ringOperatorCommand(loadConfig(), {
        tenant: values.tenant,
        to: values.to,
        from: values.from,
      });
      console.info(
        `${values.to} of ${values.tenant} is ringing, called by ${values.from} (call ${callId}, ${via})`,
      );
      return 0;
    }
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.info(USAGE);
      return command === undefined ? 2 : 0;
    default:
      break;
  }
  console.error(`unknown command: ${argv.join(' ')}\n\n${USAGE}`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(
      error instanceof OperatorError || error instanceof TypeError ? `error: ${error.message}` : error,
    );
    process.exit(1);
  },
);
