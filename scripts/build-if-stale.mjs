// Builds a package when its output is missing or older than any source it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const IGNORED = new Set(['node_modules', 'dist', 'storybook-static', '.kizuna-data']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (IGNORED.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** What each runnable output is built from: its own package and the workspace packages it bundles. */
const targets = {
  server: {
    output: 'packages/server/dist/cli.js',
    sources: ['packages/server/src', 'packages/server/vite.config.ts', 'packages/api-client/src'],
  },
  app: {
    output: 'packages/app/dist/index.html',
    sources: [
      'packages/app/src',
      'packages/app/index.html',
      'packages/app/public',
      'packages/app/vite.config.ts',
      'packages/ui/src',
      'packages/widgets/src',
      'packages/api-client/src',
    ],
  },
  widgets: {
    output: 'packages/widgets/dist/kizuna-widgets.js',
    sources: [
      'packages/widgets/src',
      'packages/widgets/public',
      'packages/widgets/vite.config.ts',
      'packages/ui/src',
      'packages/api-client/src',
    ],
  },
};

const packageOf = { server: '@kizuna/server', app: '@kizuna/app', widgets: '@kizuna/widgets' };

/**
 * Builds `name` when stale. With `quiet`, the build's output is kept and printed only if the
 * build fails.
 */
export function buildIfStale(name, { quiet = false } = {}) {
  const target = targets[name];
  const built = newestMtime(join(root, target.output));
  const source = Math.max(...target.sources.map((s) => newestMtime(join(root, s))));
  if (built >= source) return;
  console.info(`Building ${packageOf[name]} ...`);
  const pnpm = process.env.npm_execpath?.includes('pnpm')
    ? [process.execPath, process.env.npm_execpath]
    : ['pnpm'];
  const result = spawnSync(pnpm[0], [...pnpm.slice(1), '--filter', packageOf[name], 'run', 'build'], {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (quiet) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
    }
    console.error(`Building ${packageOf[name]} failed.`);
    process.exit(result.status ?? 1);
  }
}
