import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

const isExternal = (id: string) =>
  // The ui stylesheet is inlined into the elements (shadow roots cannot see the page's CSS).
  !id.endsWith('?inline') &&
  (/^react($|\/)/.test(id) ||
    /^react-dom($|\/)/.test(id) ||
    /^@kizuna\//.test(id) ||
    /^zustand($|\/)/.test(id));

// `vite build` emits the ES entries; `vite build --mode standalone` the one-script-tag bundle.
export default defineConfig(({ mode }) =>
  mode === 'standalone'
    ? {
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          target: 'es2020',
          emptyOutDir: false,
          sourcemap: true,
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
          dts({
            entryRoot: 'src',
            include: ['src'],
            exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx'],
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
