#!/usr/bin/env node
// `node bench/api.mjs [--people N] [--contacts M] [--runs R] [--pg | --both]`: the caller-ID lookup benchmark
// in the server process (see apiRun.ts and README.md). --pg runs it on a throwaway PostgreSQL 15 cluster from
// scripts/with-postgres.mjs; --both runs PGlite, then PostgreSQL, then prints the PGlite/PostgreSQL
// ratio of the lookup p95 per kind of number.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--both' && arg !== '--pg');
const both = process.argv.includes('--both');
const pgOnly = process.argv.includes('--pg') && !both;

function run(pg) {
  const bench = [process.execPath, '--import', 'tsx', path.join(root, 'bench/apiRun.ts'), ...args];
  const command = pg
    ? [process.execPath, path.join(root, 'scripts/with-postgres.mjs'), ...bench, '--pg']
    : bench;
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'], cwd: root });
    const lines = [];
    let pending = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) if (line.startsWith('{')) lines.push(JSON.parse(line));
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(lines) : reject(new Error(`benchmark exited with ${signal ?? code}`)),
    );
  });
}

try {
  if (!both) {
    await run(pgOnly);
  } else {
    const pglite = await run(false);
    const postgres = await run(true);
    const p95 = (lines, kind) => lines.find((line) => line.kind === kind)?.fnMs?.p95;
    const ratios = Object.fromEntries(
      pglite
        .filter((line) => line.fnMs && p95(postgres, line.kind))
        .map((line) => [line.kind, Number((line.fnMs.p95 / p95(postgres, line.kind)).toFixed(2))]),
    );
    console.log(
      JSON.stringify({
        kind: 'pglite/postgres',
        people: pglite.find((line) => line.kind === 'setup')?.people,
        serverP95Ratio: ratios,
        worst: Math.max(...Object.values(ratios)),
      }),
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
