#!/usr/bin/env node
// `node bench/ldapSync.mjs [--people N] [--pg]`: the Active Directory sync benchmark (see
// ldapSyncRun.ts and README.md): N people (10,000 by default) synced from a real OpenLDAP into a
// fresh Kizuna, then synced again with no change. --pg runs it on a throwaway PostgreSQL 15
// cluster from scripts/with-postgres.mjs. Needs Debian's slapd. Every connection is to 127.0.0.1.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = process.argv.includes('--pg');
const bench = [
  process.execPath,
  '--import',
  'tsx',
  path.join(root, 'bench/ldapSyncRun.ts'),
  ...process.argv.slice(2),
];
const command = pg ? [process.execPath, path.join(root, 'scripts/with-postgres.mjs'), ...bench] : bench;
const child = spawn(command[0], command.slice(1), { stdio: 'inherit', cwd: root });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
