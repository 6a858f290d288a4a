// `pnpm start`: builds what is not built yet, then starts Kizuna (server + app, embedded database).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale('app');
buildIfStale('widgets');
buildIfStale('server');

const child = spawn(
  process.execPath,
  [join(root, 'packages/server/dist/cli.js'), 'start', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
