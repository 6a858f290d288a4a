import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import dts from 'vite-plugin-dts';

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

// `vite build` emits the ES entries; `vite build --mode standalone` the one-script-tag bundle.
export default defineConfig(({ mode }) =>
  mode === 'standalone'
    ? {
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          target: 'es2020',
          emptyOutDir: false,
          // Served at /widgets, which does not serve maps: the bundle carries no link to one.
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
