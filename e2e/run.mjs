// `pnpm test:e2e`: browser tests of the built app against a real server with a throwaway database.
// Installs Chromium when missing, builds what is stale, starts the server on a free port, runs the
// tests in e2e/tests with vitest, and stops the server.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from '../scripts/build-if-stale.mjs';

const CHROMIUM = process.env.KIZUNA_CHROMIUM ?? '/usr/bin/chromium';
const STARTUP_TIMEOUT_MS = 180_000;

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.info('Installing Chromium ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL, server) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

ensureChromium();
buildIfStale('app');
buildIfStale('widgets');
buildIfStale('server');

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
// An intranet portal on another origin of the same site embeds the widgets (widgetsCrossOrigin tests).
const embedPort = await freePort();
const embedOrigin = `http://portal.corp.example:${embedPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'kizuna-e2e-'));
const logFile = join(dataDir, 'server.log');
const log = createWriteStream(logFile);
const env = {
  ...process.env,
  PORT: String(port),
  KIZUNA_DATA_DIR: join(dataDir, 'data'),
  KIZUNA_EMBED_ORIGINS: embedOrigin,
  // The demo tenant's simulated site moves people at any hour, so open maps have moves to follow.
  KIZUNA_PLACES_SIMULATE: process.env.KIZUNA_PLACES_SIMULATE ?? 'always',
};
delete env.DATABASE_URL;

const cli = join(root, 'packages/server/dist/cli.js');

/** Runs a CLI command on the data folder while no server holds it; answers its output. */
function runCli(args) {
  return execFileSync(process.execPath, [cli, ...args], { cwd: root, env, encoding: 'utf8' });
}

// The demo tenants, plus a fresh tenant whose admin must change the issued password, so the
// change-password flow never touches the demo accounts' passwords.
console.info('Seeding the demo tenants and a fresh tenant ...');
runCli(['seed']);
// A third colleague of demo who can sign in: the transfer target of the call test. An issued
// password must be changed at the first sign-in, which the colleague does once the server is up.
const ISSUED_PASSWORD = 'Kizuna-Issued3';
const COLLEAGUE = { tenantCode: 'demo', accountId: 'kobayashi.kaori', password: 'Kizuna-User3' };
runCli([
  'user',
  'reset-password',
  '--tenant',
  'demo',
  '--account',
  COLLEAGUE.accountId,
  '--password',
  ISSUED_PASSWORD,
]);
const FRESH_TENANT = 'e2e-fresh';
const created = runCli(['tenant', 'create', '--code', FRESH_TENANT, '--name', 'E2E Fresh']);
const freshPassword = /with password (\S+)/.exec(created)?.[1];
if (!freshPassword) {
  console.error(`Could not read the fresh tenant's password from:\n${created}`);
  process.exit(1);
}

// A tenant of the trial-ended test only: its trial ended two days ago (the CLI refuses an end in the
// past, so the rows are written directly), with its administrator and a plain member who both sign
// in with the issued password.
const TRIAL_ENDED_TENANT = 'e2e-trial-ended';
const trialCreated = runCli(['tenant', 'create', '--code', TRIAL_ENDED_TENANT, '--name', 'E2E 試用終了']);
const trialEndedPassword = /with password (\S+)/.exec(trialCreated)?.[1];
if (!trialEndedPassword) {
  console.error(`Could not read the trial-ended tenant's password from:\n${trialCreated}`);
  process.exit(1);
}
await endTrial(TRIAL_ENDED_TENANT);

/** Ends the tenant's trial two days ago and adds `member`, with the admin's issued password. */
async function endTrial(code) {
  const serverRequire = createRequire(join(root, 'packages/server/package.json'));
  const { PGlite } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href);
  const { pg_trgm } = await import(
    pathToFileURL(serverRequire.resolve('@electric-sql/pglite/contrib/pg_trgm')).href
  );
  const db = await PGlite.create({ dataDir: env.KIZUNA_DATA_DIR, extensions: { pg_trgm } });
  try {
    await db.query(
      `update tenants set provide_type = 'TRIAL', trial_ends_at = now() - interval '2 days' where code = $1`,
      [code],
    );
    await db.query(
      `update users set password_change_reason = null
       where account_id = 'admin' and tenant_id = (select id from tenants where code = $1)`,
      [code],
    );
    await db.query(
      `insert into users (tenant_id, account_id, password_hash, password_changed_at, fullname, created_at, updated_at)
       select tenant_id, 'member', password_hash, now(), '試用 利用者', now(), now()
       from users where account_id = 'admin' and tenant_id = (select id from tenants where code = $1)`,
      [code],
    );
  } finally {
    await db.close();
  }
}

// An operator of the console, enrolled as `kizuna operator create` enrols one: the test computes
// its codes from the secret the otpauth URI carries.
const OPERATOR = { login: 'e2e-operator', password: 'Operator-E2E-2026' };
const enrolled = execFileSync(
  process.execPath,
  [cli, 'operator', 'create', '--login', OPERATOR.login, '--name', 'E2E 運用者', '--password-stdin'],
  { cwd: root, env, encoding: 'utf8', input: `${OPERATOR.password}\n` },
);
const operatorSecret = /otpauth:\/\/totp\/[^\s]*[?&]secret=([A-Z2-7]+)/.exec(enrolled)?.[1];
if (!operatorSecret) {
  console.error(`Could not read the operator's TOTP secret from:\n${enrolled}`);
  process.exit(1);
}

// A copy of the seeded folder for tests that run a Kizuna of their own (pbxApi): copying it takes
// a moment where seeding again takes most of a minute.
const seededCopy = join(dataDir, 'seeded');
cpSync(env.KIZUNA_DATA_DIR, seededCopy, { recursive: true });

/** Signs in with the issued password and sets the account's own, as a person does the first time. */
async function chooseOwnPassword(account, issued) {
  const cookies = new Map();
  const call = async (method, path, body) => {
    const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await fetch(`${baseURL}/api/browser${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  };
  await call('GET', '/auth/xsrf');
  await call('POST', '/auth/login', { ...account, password: issued });
  await call('POST', '/principal/password/change', {
    currentPassword: issued,
    newPassword: account.password,
    newPasswordConfirm: account.password,
  });
  await call('POST', '/auth/logout');
}

console.info(`Starting the server on ${baseURL} (data in ${dataDir}) ...`);
const server = spawn(process.execPath, [cli, 'start'], { cwd: root, env });
server.stdout.pipe(log);
server.stderr.pipe(log);

let exitCode = 1;
try {
  await waitForHealth(baseURL, server);
  await chooseOwnPassword(COLLEAGUE, ISSUED_PASSWORD);
  const vitest = spawn(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--config',
      join(root, 'e2e/vitest.config.ts'),
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        KIZUNA_E2E_BASE_URL: baseURL,
        KIZUNA_CHROMIUM: CHROMIUM,
        KIZUNA_E2E_FRESH_TENANT: FRESH_TENANT,
        KIZUNA_E2E_FRESH_PASSWORD: freshPassword,
        KIZUNA_E2E_TRIAL_ENDED_TENANT: TRIAL_ENDED_TENANT,
        KIZUNA_E2E_TRIAL_ENDED_PASSWORD: trialEndedPassword,
        KIZUNA_E2E_OPERATOR_LOGIN: OPERATOR.login,
        KIZUNA_E2E_OPERATOR_PASSWORD: OPERATOR.password,
        KIZUNA_E2E_OPERATOR_TOTP_SECRET: operatorSecret,
        KIZUNA_E2E_EMBED_PORT: String(embedPort),
        // Operator tasks (an outside call rung into the simulated PBX) use the token in this folder.
        KIZUNA_E2E_DATA_DIR: env.KIZUNA_DATA_DIR,
        KIZUNA_E2E_SEEDED_DIR: seededCopy,
      },
    },
  );
  exitCode = await new Promise((resolve) => vitest.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`Browser tests could not run: ${error.message}`);
} finally {
  await stop(server);
  log.end();
  if (exitCode !== 0 && existsSync(logFile)) {
    console.error('--- server log (last 60 lines) ---');
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'));
  }
  if (!process.env.KIZUNA_E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
