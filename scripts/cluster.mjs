#!/usr/bin/env node
// Several Kizuna nodes as a production installation runs them, on this machine: PostgreSQL, PgBouncer
// in transaction pooling mode in front of it, two or more `kizuna start` nodes sending their queries
// through PgBouncer and keeping LISTEN on a direct connection, and nginx balancing HTTP and the
// events WebSocket over the nodes round robin, with no sticky sessions. nginx and PgBouncer run the
// configuration files of deploy/ (docs/DEPLOY.md), their {{placeholders}} filled in.
//
// As a module: `startCluster(options)` (the several-nodes test, bench/load.mjs, bench/durability.mjs).
// As a command: `node scripts/cluster.mjs [--nodes 2]` serves the built server until Ctrl-C.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_DIR = path.join(root, 'deploy');
const PG_BIN = process.env.KIZUNA_PG_BIN || '/usr/lib/postgresql/15/bin';
const NGINX = process.env.KIZUNA_NGINX || '/usr/sbin/nginx';
const PGBOUNCER = process.env.KIZUNA_PGBOUNCER || '/usr/sbin/pgbouncer';
const HOST = '127.0.0.1';

/** What the cluster needs and this machine lacks (paths); empty when it can start. */
export function missingClusterTools({ postgres = true } = {}) {
  return [NGINX, PGBOUNCER, ...(postgres ? [path.join(PG_BIN, 'initdb')] : [])].filter(
    (file) => !existsSync(file),
  );
}

// PostgreSQL and PgBouncer refuse to run as root: they run as the postgres user then.
const isRoot = process.getuid?.() === 0;
function postgresIds() {
  if (!isRoot) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export function freePort(host = HOST) {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitUntil(check, { timeoutMs, what, child }) {
  const started = performance.now();
  for (;;) {
    if (await check()) return;
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (performance.now() - started > timeoutMs) throw new Error(`${what} did not start in time`);
    await sleep(100);
  }
}

/** The file of deploy/ with its {{placeholders}} filled in; a placeholder left without a value is an error. */
export function renderDeployFile(name, values) {
  const template = readFileSync(path.join(DEPLOY_DIR, name), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`deploy/${name}: no value for {{${key}}}`);
    return String(values[key]);
  });
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
}

async function stopChild(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
}

const COSTLIEST_STATEMENTS = `select calls, round(total_plan_time::numeric) as plan_ms,
  round(total_exec_time::numeric) as exec_ms,
  round(((total_plan_time + total_exec_time) / nullif(calls, 0))::numeric, 3) as ms_per_call, rows,
  left(regexp_replace(query, '\\s+', ' ', 'g'), 400) as statement
from pg_stat_statements order by total_plan_time + total_exec_time desc limit 40`;

/** A throwaway PostgreSQL 15 cluster in `dir` (trust authentication, 127.0.0.1 only). */
async function startPostgres(dir, { fsync }) {
  const ids = postgresIds();
  const run = (bin, args) =>
    execFileSync(path.join(PG_BIN, bin), args, { stdio: ['ignore', 'pipe', 'pipe'], ...ids });
  const dataDir = path.join(dir, 'pgdata');
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = [`-p ${port}`, `-c listen_addresses=${HOST}`, `-k ${dir}`, '-c max_connections=300'];
  if (!fsync) settings.push('-c fsync=off');
  // KIZUNA_PG_STATS=<file>: pg_stat_statements on, its 40 costliest statements (planning and
  // execution) written to <file> when the cluster stops (see bench/README.md).
  const statsFile = process.env.KIZUNA_PG_STATS || null;
  if (statsFile)
    settings.push('-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on');
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-o',
    settings.join(' '),
    'start',
  ]);
  const psql = (command) =>
    execFileSync(
      path.join(PG_BIN, 'psql'),
      ['-h', HOST, '-p', String(port), '-U', 'postgres', '-d', 'kizuna', '-c', command],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  const stop = () => {
    if (statsFile) {
      try {
        writeFileSync(statsFile, psql(COSTLIEST_STATEMENTS));
      } catch (error) {
        console.error(`could not read pg_stat_statements: ${error.message}`);
      }
    }
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop PostgreSQL: ${error.message}`);
    }
  };
  try {
    execFileSync(
      path.join(PG_BIN, 'createdb'),
      ['-h', HOST, '-p', String(port), '-U', 'postgres', 'kizuna'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    if (statsFile) psql('create extension pg_stat_statements');
  } catch (error) {
    stop();
    throw error;
  }
  const pid = () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://postgres@${HOST}:${port}/kizuna`, stop, pid };
}

/** PgBouncer (deploy/pgbouncer.ini) in front of the database of `databaseUrl`. */
async function startPgBouncer(runDir, databaseUrl, password) {
  const target = new URL(databaseUrl);
  const user = decodeURIComponent(target.username || 'postgres');
  const database = decodeURIComponent(target.pathname.slice(1) || 'postgres');
  const port = await freePort();
  const ini = path.join(runDir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    renderDeployFile('pgbouncer.ini', {
      DATABASE: database,
      PG_HOST: target.hostname,
      PG_PORT: target.port || 5432,
      LISTEN_ADDR: HOST,
      LISTEN_PORT: port,
      RUN_DIR: runDir,
    }),
  );
  writeFileSync(path.join(runDir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o600 });
  const ids = postgresIds();
  if (isRoot) for (const file of [ini, path.join(runDir, 'userlist.txt')]) chownSync(file, ids.uid, ids.gid);
  const child = spawn(PGBOUNCER, [ini], { stdio: ['ignore', 'ignore', 'pipe'], ...ids });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
  try {
    await waitUntil(() => portOpen(port), { timeoutMs: 10_000, what: 'pgbouncer', child });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}: ${errors || readTail(path.join(runDir, 'pgbouncer.log'))}`);
  }
  const pooled = new URL(databaseUrl);
  pooled.host = `${HOST}:${port}`;
  pooled.username = encodeURIComponent(user);
  pooled.password = encodeURIComponent(password);
  return { url: pooled.toString(), port, child, stop: () => stopChild(child, 'SIGINT') };
}

function readTail(file) {
  try {
    return readFileSync(file, 'utf8').slice(-2000);
  } catch {
    return '';
  }
}

/** nginx with deploy/nginx.conf as its one site, balancing over the nodes' ports. */
async function startNginx(runDir, nodePorts, port) {
  const dir = path.join(runDir, 'nginx');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'kizuna.conf'),
    renderDeployFile('nginx.conf', {
      LISTEN: `${HOST}:${port}`,
      NODES: nodePorts
        .map((nodePort) => `    server ${HOST}:${nodePort} max_fails=2 fail_timeout=5s;`)
        .join('\n'),
    }),
  );
  // The main configuration of a Debian nginx, cut to what a throwaway instance in a folder needs.
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      ...(isRoot ? ['user root;'] : []),
      'worker_processes 1;',
      'worker_rlimit_nofile 16384;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 8192; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
      ),
      `  include ${dir}/kizuna.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
  try {
    await waitUntil(() => portOpen(port), { timeoutMs: 10_000, what: 'nginx', child });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}: ${errors || readTail(path.join(dir, 'error.log'))}`);
  }
  return { child, stop: () => stopChild(child, 'SIGQUIT') };
}

/** One `kizuna start` node; `start()` again after a kill starts it anew on the same port. */
export function kizunaNode({ name, port, command, cwd, env, stdio }) {
  const node = {
    name,
    port,
    url: `http://${HOST}:${port}`,
    child: null,
    /** Spawns the node and resolves, once /readyz answers 200, to the milliseconds it took. */
    async start() {
      const started = performance.now();
      const child = spawn(command[0], command.slice(1), { cwd, env, stdio });
      node.child = child;
      await waitUntil(
        async () => {
          try {
            return (await fetch(`${node.url}/readyz`)).ok;
          } catch {
            return false;
          }
        },
        { timeoutMs: 180_000, what: `node ${name}`, child },
      );
      return Math.round(performance.now() - started);
    },
    /** Sends the signal (SIGKILL: the process dies at once, as on a crash) and waits for the exit. */
    async kill(signal = 'SIGKILL') {
      if (!node.child) return;
      if (signal === 'SIGKILL') {
        node.child.kill('SIGKILL');
        await exited(node.child);
      } else await stopChild(node.child, signal);
    },
    stop: () => node.kill('SIGTERM'),
  };
  return node;
}

/**
 * Starts the cluster. `databaseUrl`: a database on a running PostgreSQL to serve (the test's);
 * absent, a throwaway PostgreSQL 15 is started (`fsync` off unless asked). `command`: how a node
 * starts (default the built `kizuna start`); `nodeArgs`: Node.js options put before the default
 * command's script (e.g. `--cpu-prof`). Nodes `node-1` … answer `X-Kizuna-Node` with their name.
 */
export async function startCluster({
  nodes: nodeCount = 2,
  databaseUrl = null,
  nodeArgs = [],
  command = [process.execPath, ...nodeArgs, path.join(root, 'packages/server/dist/cli.js'), 'start'],
  cwd = root,
  env = {},
  stdio = ['ignore', 'ignore', 'inherit'],
  fsync = false,
  port = null,
} = {}) {
  const missing = missingClusterTools({ postgres: !databaseUrl });
  if (missing.length)
    throw new Error(`missing ${missing.join(', ')} (node scripts/ensure-system-packages.mjs)`);
  const runDir = mkdtempSync(path.join(tmpdir(), 'kizuna-cluster-'));
  if (isRoot) {
    const ids = postgresIds();
    chownSync(runDir, ids.uid, ids.gid);
  }
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(`cluster: ${error.message}`);
      }
    }
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    let directUrl = databaseUrl;
    let postgresPid = () => null;
    if (!directUrl) {
      const postgres = await startPostgres(runDir, { fsync });
      stops.push(postgres.stop);
      directUrl = postgres.url;
      postgresPid = postgres.pid;
    }
    const bouncer = await startPgBouncer(runDir, directUrl, randomBytes(12).toString('hex'));
    stops.push(bouncer.stop);
    const secretKey = randomBytes(32).toString('hex');
    const ports = [];
    for (let i = 0; i < nodeCount; i++) ports.push(await freePort());
    const nodes = ports.map((nodePort, i) => {
      const name = `node-${i + 1}`;
      const dataDir = path.join(runDir, name);
      mkdirSync(dataDir, { recursive: true });
      const nodeEnv = {
        ...process.env,
        KIZUNA_TESSERACT: '',
        KIZUNA_ACCESS_LOG: '0',
        KIZUNA_QUAKE_FEED: '',
        ...env,
        PORT: String(nodePort),
        DATABASE_URL: bouncer.url,
        DATABASE_LISTEN_URL: directUrl,
        KIZUNA_SECRET_KEY: secretKey,
        KIZUNA_TRUST_PROXY: '1',
        KIZUNA_NODE_NAME: name,
        KIZUNA_DATA_DIR: dataDir,
      };
      return kizunaNode({ name, port: nodePort, command, cwd, env: nodeEnv, stdio });
    });
    stops.push(() => Promise.all(nodes.map((node) => node.stop())));
    // The first node migrates (and seeds an empty database) alone; the others then start together.
    const startMs = [await nodes[0].start()];
    startMs.push(...(await Promise.all(nodes.slice(1).map((node) => node.start()))));
    const lbPort = port ?? (await freePort());
    const nginx = await startNginx(runDir, ports, lbPort);
    stops.push(nginx.stop);
    return {
      /** The load balancer: what browsers and clients use. */
      url: `http://${HOST}:${lbPort}`,
      nodes,
      startMs,
      /** Straight to PostgreSQL, and through PgBouncer. */
      databaseUrl: directUrl,
      pooledUrl: bouncer.url,
      runDir,
      /** The processes of the cluster by role (PostgreSQL: the postmaster, null for a given database). */
      pids: () => ({
        ...Object.fromEntries(nodes.map((node) => [node.name, node.child?.pid ?? null])),
        postgres: postgresPid(),
        pgbouncer: bouncer.child.pid,
        nginx: nginx.child.pid,
      }),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { nodes: { type: 'string', default: '2' }, port: { type: 'string' } },
  });
  const cluster = await startCluster({
    nodes: Number(values.nodes),
    ...(values.port ? { port: Number(values.port) } : {}),
  });
  console.info(`Kizuna on ${cluster.nodes.length} nodes behind nginx: ${cluster.url}/front`);
  console.info(`PostgreSQL ${cluster.databaseUrl}, through PgBouncer ${cluster.pooledUrl}`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void cluster.stop().then(() => process.exit(0));
    });
  }
}
