import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { entryTypeStubs } from '../../scripts/viteEntryTypes';

/** Inlines local `@import` rules so the published stylesheet is one file. */
function inlineCss(file: string): string {
  return readFileSync(file, 'utf8').replace(/@import\s+'([^']+)';/g, (_, path: string) =>
    inlineCss(resolve(dirname(file), path)),
  );
}

// The JS entry never imports CSS (consumers choose when to load it), so the stylesheet is emitted on its own.
function emitStylesheet(): Plugin {
  return {
    name: 'kizuna-ui-stylesheet',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'ui.css',
        source: inlineCss(resolve(import.meta.dirname, 'src/styles/index.css')),
      });
    },
  };
}

const srcDir = resolve(import.meta.dirname, 'src');

/** One entry per component family (`src/<Family>/index.ts` → `dist/<Family>.js`), plus the root. */
const entries: Record<string, string> = {
  index: resolve(srcDir, 'index.ts'),
  ...Object.fromEntries(
    readdirSync(srcDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(resolve(srcDir, entry.name, 'index.ts')))
      .map((entry) => [entry.name, resolve(srcDir, entry.name, 'index.ts')]),
  ),
};

export default defineConfig({
  plugins: [
    entryTypeStubs(),
    react(),
    dts({
      entryRoot: 'src',
      include: ['src'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx'],
      tsconfigPath: resolve(import.meta.dirname, '../../tsconfig.json'),
    }),
    emitStylesheet(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: true,
    lib: {
      entry: entries,
      formats: ['es'],
    },
    rollupOptions: {
      external: [
        /^react($|\/)/,
        /^react-dom($|\/)/,
        /^react-aria/,
        /^react-stately/,
        /^@internationalized\//,
        'clsx',
      ],
    },
  },
});
