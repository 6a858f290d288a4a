import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { precompress } from '../../scripts/vitePrecompress';
import { stripEndpointSummaries } from '../../scripts/viteStripSummaries';

/** Emits `build-manifest.json` so a running app can tell that a newer build has been deployed. */
function buildManifest(buildId: string): Plugin {
  return {
    name: 'kizuna-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-manifest.json',
        source: `${JSON.stringify({ buildId })}\n`,
      });
    },
  };
}

/**
 * `import … from '…'`, `export … from '…'` and `import '…'` statements of a module's code; not
 * `import('…')`, whose module loads later.
 */
const MODULE_LINKS =
  /(?:^|[;}\n])\s*(import|export)(?!\s*\()\s*(?:type\s+)?([^;'"]*?)\s*(?:from\s*)?["']([^"']+)["']\s*;?/g;
/** `export { a as b, … };` lists (no `from`): what a module passes on of its own or imported names. */
const EXPORT_LISTS = /(?:^|[;}\n])\s*export\s*\{([^}]*)\}\s*(?![\s]*from)\s*;?/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

/** `a as b, c` → [[a, b], [c, c]] (the names on the left and on the right of `as`). */
function namePairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.replace(/^\s*type\s+/, '').trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [left, right = left] = part.split(/\s+as\s+/);
      return [left!.trim(), right!.trim()];
    });
}

/**
 * What a link's clause takes of the module it names, as [name in this module, name in that
 * module] pairs; `all` for a side-effect import (`import '…'`) or `export * from`. A namespace
 * (`* as ns`) is the pair [ns, '*'].
 */
function linkedNames(clause: string): 'all' | [string, string][] {
  if (clause === '' || clause === '*') return 'all';
  const star = /\*\s*as\s+([\w$]+)/.exec(clause);
  if (star) return [[star[1]!, '*']];
  const braces = /\{([^}]*)\}/.exec(clause);
  const head = clause
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  const pairs = namePairs(braces?.[1] ?? '').map(([theirs, ours]): [string, string] => [ours, theirs]);
  return head === '' ? pairs : [[head, 'default'], ...pairs];
}

/**
 * Two chunks for the first screen. `boot`: what the entry (`signInEntry`, `main.tsx`) reaches by
 * static imports, the entry aside, which every visit loads first (the sign-in page and what the
 * app shares with it). `home`: what a signed-in visit adds on its way to home, the modules that
 * `seeds` reach by static imports and the entry does not. Left to the module graph, the same code came in some
 * hundred small files that compress worse than two. A module that only passes names on (a
 * feature's `index.ts`, a package's entry) is followed only for the names taken from it, so a
 * page that a barrel also exports stays in its own chunk. Put the returned tests in groups after
 * the shared ones, which keep their modules.
 */
function firstScreenChunks(
  signInEntry: string,
  seeds: string[],
): { plugin: Plugin; boot: (id: string) => boolean; home: (id: string) => boolean } {
  const bootMembers = new Set<string>();
  const homeMembers = new Set<string>();
  return {
    boot: (id) => bootMembers.has(id),
    home: (id) => homeMembers.has(id),
    plugin: {
      name: 'kizuna-first-screen-chunk',
      apply: 'build',
      async buildEnd() {
        const resolved = new Map<string, Promise<string | undefined>>();
        const resolve = (specifier: string, importer: string) => {
          const key = `${importer}\0${specifier}`;
          if (!resolved.has(key))
            resolved.set(
              key,
              this.resolve(specifier, importer).then((r) => r?.id),
            );
          return resolved.get(key)!;
        };
        // The names a module offers: its own exports and, through its `export * from`, theirs
        // (a barrel of barrels: `@kizuna/api-client` → `./contract` → `./schemas/…`).
        const offered = new Map<string, Promise<Set<string>>>();
        const provided = (id: string, via: ReadonlySet<string> = new Set()): Promise<Set<string>> => {
          // A cycle of `export *`: the module's own names (awaiting itself would never settle).
          if (via.has(id)) return Promise.resolve(new Set(this.getModuleInfo(id)?.exports ?? []));
          if (!offered.has(id))
            offered.set(
              id,
              (async () => {
                const names = new Set(this.getModuleInfo(id)?.exports ?? []);
                const code = this.getModuleInfo(id)?.code ?? '';
                for (const [, kind, clause, specifier] of code.matchAll(MODULE_LINKS)) {
                  if (kind !== 'export' || linkedNames(clause!) !== 'all') continue;
                  const target = await resolve(specifier!, id);
                  if (target)
                    for (const name of await provided(target, new Set([...via, id]))) names.add(name);
                }
                return names;
              })(),
            );
          return offered.get(id)!;
        };
        const reach = async (roots: string[]) => {
          const needed = new Map<string, Set<string> | 'all'>();
          const visit = async (id: string, names: Set<string> | 'all'): Promise<void> => {
            const before = needed.get(id);
            if (before === 'all' || (names !== 'all' && [...names].every((name) => before?.has(name))))
              return;
            const now = names === 'all' ? 'all' : new Set([...(before ?? []), ...names]);
            needed.set(id, now);
            const info = this.getModuleInfo(id);
            const code = info?.code;
            if (!code) {
              await Promise.all((info?.importedIds ?? []).map((next) => visit(next, 'all')));
              return;
            }
            const wants = (ours: string) => now === 'all' || now.has(ours);
            // Names passed on by an export list: taken from an import only when needed.
            const passedOn = new Map(
              [...code.matchAll(EXPORT_LISTS)]
                .flatMap(([, list]) => namePairs(list!))
                .map(([local, as]) => [local, as]),
            );
            const body = code.replace(MODULE_LINKS, '').replace(EXPORT_LISTS, '').replace(COMMENTS, '');
            const onlyPassesOn = /^[\s;]*$/.test(body);
            // A namespace imported only to be passed on (lucide-react's `import * as index from
            // './icons/index.mjs'; export { index as icons }`) is followed only when that name is
            // needed, not for every name of the namespace.
            const onlyExported = (local: string) =>
              passedOn.has(local) &&
              !new RegExp(`(?<![\\w$])${local.replace(/\$/g, '\\$')}(?![\\w$])`).test(
                code.replace(EXPORT_LISTS, '').replace(MODULE_LINKS, ''),
              );
            const links = [...code.matchAll(MODULE_LINKS)].map(async ([, kind, clause, specifier]) => {
              const target = await resolve(specifier!, id);
              if (!target || !this.getModuleInfo(target)) return;
              const taken = linkedNames(clause!);
              let theirs: string[] | 'all';
              if (taken === 'all') {
                // `export * from`: the needed names that module exports; `import '…'`: everything.
                const exported = await provided(target);
                theirs =
                  kind === 'import' || now === 'all' ? 'all' : [...now].filter((name) => exported.has(name));
              } else {
                const used = taken.filter(([ours, name]) =>
                  kind === 'export'
                    ? wants(ours)
                    : (!onlyPassesOn && !(name === '*' && onlyExported(ours))) ||
                      wants(passedOn.get(ours) ?? ''),
                );
                theirs = used.some(([, name]) => name === '*') ? 'all' : used.map(([, name]) => name);
              }
              if (theirs === 'all' || theirs.length > 0)
                await visit(target, theirs === 'all' ? 'all' : new Set(theirs));
            });
            await Promise.all(links);
          };
          await Promise.all(roots.map((root) => visit(root, 'all')));
          return new Set(needed.keys());
        };
        const signIn = await reach([signInEntry]);
        bootMembers.clear();
        // Not the entry itself: it awaits the app's chunks at its top level, and those import
        // `boot`, which must not be waiting on the entry then.
        for (const id of signIn) if (id !== signInEntry) bootMembers.add(id);
        homeMembers.clear();
        for (const id of await reach(seeds)) if (!signIn.has(id)) homeMembers.add(id);
      },
    },
  };
}

const buildId = process.env.KIZUNA_BUILD_ID ?? `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
const apiTarget = process.env.KIZUNA_API_TARGET ?? 'http://localhost:8080';
const source = (file: string) => path.resolve(import.meta.dirname, 'src', file);
/**
 * The contract's areas that home calls, measured with `bench/bundle.mjs --files`: with the schemas
 * they import, they ride in the first screen's chunk instead of some thirty small chunks that
 * compress worse, and the client's dynamic imports of them find them loaded. An area not named
 * here loads in a chunk of its own on its first call; one named here that home stops calling
 * only costs its bytes.
 */
const HOME_AREAS = [
  'anpi',
  'calls',
  'callHistory',
  'contactGroups',
  'destination',
  'information',
  'presence',
  'principal',
  'userSettings',
].map((area) => path.resolve(import.meta.dirname, `../api-client/src/contract/areas/${area}Endpoints.ts`));
// Home after signing in: the app, the frame (loaded lazily inside it), the home page and the
// contract's areas it calls.
const firstScreen = firstScreenChunks(source('main.tsx'), [
  source('startApp.tsx'),
  source('layout/SignedInLayout.tsx'),
  source('layout/AppFrame.tsx'),
  source('routes/HomeRoute.tsx'),
  ...HOME_AREAS,
]);

/**
 * The chunks the frame loads on first use (`useDeferredMenu`, `useDeferredDialog`, the tooltip,
 * the toasts, the incoming call): `home` names them without their imports (below).
 */
const DEFERRED_PART =
  /(MenuList|Popover|Panel|Dialog|DialogHostView|GlobalSearch|ToastRegionPart|TooltipView|IncomingCallPopup|formatPhoneNumber)-[\w-]+\.js$/;

/**
 * react-router's production build. Its package names one build for every condition, the one for
 * development, whose warnings and checks cost the first screen 0.6 kB (gzip); the build the
 * same release ships for production is the one a bundle should take.
 */
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  base: '/front/',
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  plugins: [
    // react-aria's own strings (toasts, dialogs, lists) only in the locales the app gives it
    // (`AppRoot`'s LocaleBridge): its other thirty-odd would ship with every page otherwise.
    optimizeLocales.vite({ locales: ['en-US', 'ja-JP'] }),
    react(),
    stripEndpointSummaries(),
    buildManifest(buildId),
    precompress(),
    firstScreen.plugin,
  ],
  define: {
    __KIZUNA_BUILD_ID__: JSON.stringify(buildId),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for whoever deploys the build (error reports); the server does not serve them, and the
    // bundles carry no link to them.
    sourcemap: 'hidden',
    modulePreload: {
      // An API area (`createLazyKizunaClient`) loads on its first call, and its chunk names the
      // schema chunks it imports: the browser finds those itself, one short step later. Listing
      // them at every loader, as for pages, cost the first screen 1.4 kB (gzip) of names. The
      // same for the frame's parts loaded on first use (`DEFERRED_PART`), whose load a hover
      // starts early: 1.1 kB.
      resolveDependencies: (file, deps, { hostId }) =>
        /Endpoints-[\w-]+\.js$/.test(file) || (/(^|\/)home-/.test(hostId) && DEFERRED_PART.test(file))
          ? []
          : deps,
    },
    rolldownOptions: {
      // The operator console (`/operator`) is an entry of its own: none of it rides in the app's chunks.
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        operator: path.resolve(import.meta.dirname, 'operator.html'),
      },
      output: {
        codeSplitting: {
          // What the first screen needs, in long-lived chunks instead of a dozen small ones that
          // compress worse. The sign-in page loads the framework (React and i18next) and `boot`;
          // the app adds the router and `home`. The API contract is not a group: the app's client loads each area
          // (its endpoints and schemas) on the first call into it, a chunk per area, and what the
          // frame and home take of the contract (events, limits, rules) rides in `home`. A group
          // takes only the modules it names, not what they import.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'boot', test: firstScreen.boot },
            { name: 'home', test: firstScreen.home },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
}));
