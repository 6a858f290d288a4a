// `pnpm start`: builds what is not built yet (its output shown only when a build fails), then starts
// Kizuna (server + app, embedded database), which prints where it runs and the demo accounts.
// Ctrl-C stops it and exits 0.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale('app', { quiet: true });
buildIfStale('widgets', { quiet: true });
buildIfStale('server', { quiet: true });

const child = spawn(
  process.execPath,
  [join(root, 'packages/server/dist/cli.js'), 'start', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
  });
}
// Stopped on request is a normal end, even when the server went down by the signal itself.
child.on('exit', (code, signal) => process.exit(code ?? (signal && !stopping ? 1 : 0)));
