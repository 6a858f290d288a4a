import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

// The workspace contract package is bundled (its package.json points at TypeScript sources);
// every other dependency stays in node_modules.
const external = Object.keys(packageJson.dependencies).filter((name) => !name.startsWith('@kizuna/'));

export default defineConfig({
  build: {
    // The upload worker is an entry of its own: worker threads start it from dist/uploadWorker.js.
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      external: (id) =>
        builtinModules.includes(id) ||
        id.startsWith('node:') ||
        external.some((name) => id === name || id.startsWith(`${name}/`)),
      input: { cli: 'src/cli.ts', uploadWorker: 'src/workers/uploadWorker.ts' },
      output: {
        entryFileNames: '[name].js',
        // Chunks beside the entries, so that `new URL('./uploadWorker.js', import.meta.url)` holds in any of them.
        chunkFileNames: '[name]-[hash].js',
        banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: { noExternal: [/^@kizuna\//] },
});
