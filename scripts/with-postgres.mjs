#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster: `node scripts/with-postgres.mjs <command...>`.
// The cluster lives in a temp folder, listens on 127.0.0.1 on a free port with trust auth, and is
// stopped and removed when the command ends, fails or is interrupted.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.KIZUNA_PG_BIN || '/usr/lib/postgresql/15/bin';
const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}
if (!existsSync(path.join(PG_BIN, 'initdb'))) {
  console.error(`PostgreSQL binaries not found in ${PG_BIN} (install postgresql-15 or set KIZUNA_PG_BIN)`);
  process.exit(2);
}

// initdb refuses to run as root, so the cluster belongs to the postgres user then.
const isRoot = process.getuid?.() === 0;
const asOwner = (bin, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]);
function run(bin, args, options = {}) {
  const [file, argv] = asOwner(path.join(PG_BIN, bin), args);
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const root = mkdtempSync(path.join(tmpdir(), 'kizuna-pg-'));
if (isRoot) {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  chownSync(root, uid, gid);
}
const dataDir = path.join(root, 'data');
const logFile = path.join(root, 'postgres.log');
let started = false;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop PostgreSQL: ${error.message}`);
    }
  }
  rmSync(root, { recursive: true, force: true });
}

let child;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) {
      child.kill(signal);
      return;
    }
    cleanup();
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });
}
process.on('exit', cleanup);

try {
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
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    logFile,
    '-w',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  started = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.info(`PostgreSQL 15 running at ${databaseUrl}`);

  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  cleanup();
  process.exit(code);
} catch (error) {
  console.error(error.stderr?.toString() || error.message);
  if (existsSync(logFile)) spawnSync('tail', ['-n', '20', logFile], { stdio: 'inherit' });
  cleanup();
  process.exit(1);
}
