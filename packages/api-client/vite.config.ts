import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';
import { entryTypeStubs } from '../../scripts/viteEntryTypes';

const entries = [
  'index',
  'contract',
  'client',
  'rules',
  'validation',
  'search',
  'openapi',
  'operator',
] as const;

export default defineConfig({
  plugins: [
    entryTypeStubs(),
    dts({
      entryRoot: 'src',
      include: ['src'],
      exclude: ['src/**/*.test.ts'],
      tsconfigPath: resolve(import.meta.dirname, '../../tsconfig.json'),
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: true,
    lib: {
      entry: Object.fromEntries(
        entries.map((name) => [
          name,
          resolve(import.meta.dirname, name === 'index' ? 'src/index.ts' : `src/${name}/index.ts`),
        ]),
      ),
      formats: ['es'],
    },
    rollupOptions: {
      external: [/^valibot/, /^ofetch/, /^@valibot\//],
    },
  },
});
