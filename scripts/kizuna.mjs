// `pnpm kizuna <command>`: the Kizuna CLI from the repository root.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const args = process.argv.slice(2);
if (args[0] === 'start') buildIfStale('app');
buildIfStale('server');

const child = spawn(process.execPath, [join(root, 'packages/server/dist/cli.js'), ...args], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
