import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// The workspace contract package is bundled (its package.json points at TypeScript sources);
// every other dependency stays in node_modules.
const external = Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@kizuna/'));

export default defineConfig({
  build: {
    // The embedded database's worker thread is loaded from its own file next to cli.js.
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { cli: 'src/cli.ts', pgliteWorker: 'src/db/pgliteWorker.mjs' },
      external: (id) =>
        builtinModules.includes(id) ||
        id.startsWith('node:') ||
        external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        entryFileNames: (chunk) => (chunk.name === 'cli' ? 'cli.js' : '[name].mjs'),
        banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: { noExternal: [/^@kizuna\//] },
});
