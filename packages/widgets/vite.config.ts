import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { entryTypeStubs } from '../../scripts/viteEntryTypes';
import { precompress } from '../../scripts/vitePrecompress';

const isExternal = (id: string) =>
  // The ui stylesheet is inlined into the elements (shadow roots cannot see the page's CSS).
  !id.endsWith('?inline') &&
  (/^react($|\/)/.test(id) ||
    /^react-dom($|\/)/.test(id) ||
    /^@kizuna\//.test(id) ||
    /^react-aria-components($|\/)/.test(id) ||
    /^zustand($|\/)/.test(id));

/** Inlines local `@import` rules so the published stylesheet is one file. */
function inlineCss(file: string): string {
  return readFileSync(file, 'utf8').replace(/@import\s+'([^']+)';/g, (_, path: string) =>
    inlineCss(resolve(dirname(file), path)),
  );
}

/** `widgets.css` for React hosts; the custom elements carry the same CSS inside their shadow roots. */
function emitStylesheet(): Plugin {
  return {
    name: 'kizuna-widgets-stylesheet',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'widgets.css',
        source: inlineCss(resolve(import.meta.dirname, 'src/styles.css')),
      });
    },
  };
}

/** The views the standalone loader fetches, by entry name (the tag without `kizuna-`). */
const STANDALONE_VIEWS = {
  'contact-search': 'src/elements/views/contactSearchView.ts',
  'presence-badge': 'src/elements/views/presenceBadgeView.ts',
  'call-panel': 'src/elements/views/callPanelView.ts',
  'thanks-card': 'src/elements/views/thanksCardView.ts',
  'floor-map': 'src/elements/views/floorMapView.ts',
};
const VIEWS_MANIFEST = resolve(import.meta.dirname, 'dist/.vite/manifest.json');

/** Tag name → view file, from the views build's manifest, for the loader to fetch. */
function viewFiles(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(VIEWS_MANIFEST, 'utf8')) as Record<
    string,
    { file: string; src?: string; isEntry?: boolean }
  >;
  return Object.fromEntries(
    Object.entries(STANDALONE_VIEWS).map(([name, src]) => {
      const entry = manifest[src];
      if (!entry?.isEntry)
        throw new Error(`the views build made no ${src}: build with --mode standalone-views first`);
      return [`kizuna-${name}`, entry.file];
    }),
  );
}

const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

// `vite build` emits the ES entries; `--mode standalone-views` the views the one-script-tag loader
// fetches (ES modules with their shared chunks); `--mode standalone` that loader.
export default defineConfig(({ mode }) =>
  mode === 'standalone-views'
    ? {
        plugins: [react()],
        define: production,
        publicDir: false,
        build: {
          target: 'es2020',
          emptyOutDir: false,
          // Served at /widgets, which does not serve maps: the files carry no link to one.
          sourcemap: 'hidden',
          manifest: true,
          modulePreload: false,
          rollupOptions: {
            input: Object.fromEntries(
              Object.entries(STANDALONE_VIEWS).map(([name, src]) => [
                name,
                resolve(import.meta.dirname, src),
              ]),
            ),
            preserveEntrySignatures: 'exports-only',
            output: {
              format: 'es',
              entryFileNames: 'kizuna-widgets.view-[name]-[hash].js',
              chunkFileNames: 'kizuna-widgets.shared-[hash].js',
              assetFileNames: 'kizuna-widgets.asset-[hash][extname]',
            },
          },
        },
      }
    : mode === 'standalone'
      ? {
          // The last build: compresses what /widgets serves (the loader, its views, the demo).
          plugins: [react(), precompress({ include: /^(kizuna-widgets\.|demo\.)/ })],
          define: { ...production, __KIZUNA_WIDGET_VIEWS__: JSON.stringify(viewFiles()) },
          build: {
            target: 'es2020',
            emptyOutDir: false,
            sourcemap: 'hidden',
            lib: {
              entry: resolve(import.meta.dirname, 'src/standalone.ts'),
              formats: ['iife'],
              name: 'KizunaWidgets',
              fileName: () => 'kizuna-widgets.js',
            },
          },
        }
      : {
          plugins: [
            react(),
            emitStylesheet(),
            entryTypeStubs(),
            dts({
              entryRoot: 'src',
              include: ['src'],
              exclude: [
                'src/**/*.test.ts',
                'src/**/*.test.tsx',
                'src/**/*.stories.tsx',
                'src/stories/**',
                'src/testing/**',
              ],
              tsconfigPath: resolve(import.meta.dirname, '../../tsconfig.json'),
            }),
          ],
          build: {
            target: 'es2022',
            emptyOutDir: true,
            sourcemap: true,
            lib: {
              entry: {
                index: resolve(import.meta.dirname, 'src/index.ts'),
                elements: resolve(import.meta.dirname, 'src/elements/index.ts'),
              },
              formats: ['es'],
            },
            rollupOptions: { external: isExternal },
          },
        },
);
