import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// The workspace contract package is bundled (its package.json points at TypeScript sources);
// every other dependency stays in node_modules.
const external = Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@kizuna/'));

export default defineConfig({
  build: {
    // Worker threads start their own entries next to cli.js: the embedded database's
    // (pgliteWorker.mjs, plain JavaScript) and the upload worker's (uploadWorker.js).
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: {
        cli: 'src/cli.ts',
        pgliteWorker: 'src/db/pgliteWorker.mjs',
        uploadWorker: 'src/workers/uploadWorker.ts',
      },
      external: (id) =>
        builtinModules.includes(id) ||
        id.startsWith('node:') ||
        external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        entryFileNames: (chunk) => (chunk.name === 'pgliteWorker' ? '[name].mjs' : '[name].js'),
        // Chunks beside the entries, so that `new URL('./uploadWorker.js', import.meta.url)` holds in any of them.
        chunkFileNames: '[name]-[hash].js',
        banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: { noExternal: [/^@kizuna\//] },
});
