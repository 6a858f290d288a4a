#!/usr/bin/env node
// `node bench/search.mjs [--people N] [--runs R] [--pg]`: the directory search benchmark (see searchRun.ts).
// --pg runs it against a throwaway PostgreSQL cluster from scripts/with-postgres.mjs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const run = [process.execPath, '--import', 'tsx', path.join(root, 'bench/searchRun.ts'), ...args];
const command = args.includes('--pg')
  ? [process.execPath, path.join(root, 'scripts/with-postgres.mjs'), ...run]
  : run;
const child = spawn(command[0], command.slice(1), { stdio: 'inherit', cwd: root });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
