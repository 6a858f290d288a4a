import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers that announce it. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build, at
 * the strongest settings: the server sends the copy the request accepts instead of compressing each
 * response. Source maps are left out (the server does not serve them).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kizuna-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const names = await readdir(outDir, { recursive: true });
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = path.join(outDir, name);
            const source = await readFile(file);
            if (source.byteLength < MIN_COMPRESS_BYTES) return;
            const [br, gz] = await Promise.all([
              brotliAsync(source, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
                },
              }),
              gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

const buildId = process.env.KIZUNA_BUILD_ID ?? `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
const apiTarget = process.env.KIZUNA_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/front/',
  plugins: [
    // react-aria's own strings (toasts, dialogs, lists) only in the locales the app gives it
    // (`AppRoot`'s LocaleBridge): its other thirty-odd would ship with every page otherwise.
    optimizeLocales.vite({ locales: ['en-US', 'ja-JP'] }),
    react(),
    buildManifest(buildId),
    precompress(),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first screen needs, in long-lived chunks instead of a dozen small ones that
          // compress worse. The sign-in page loads the framework only (React and i18next); the app
          // adds the router and the API table. What the sign-in page takes of the API package (its
          // client, the sign-in area and what they import) stays out of `api`, else it would load
          // the whole table. A group takes only the modules it names, not what they import.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              name: 'api',
              test: /api-client[\\/]src[\\/]contract[\\/](?!areas[\\/]authEndpoints|schemas[\\/](?:authSchemas|commonSchemas)|endpoint|enums|errors|limits|guardRequestSchema|index)/,
            },
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
});
