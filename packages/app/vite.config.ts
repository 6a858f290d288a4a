import { randomUUID } from 'node:crypto';
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

const buildId = process.env.KIZUNA_BUILD_ID ?? `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`;
const apiTarget = process.env.KIZUNA_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  base: '/front/',
  plugins: [react(), buildManifest(buildId)],
  define: {
    __KIZUNA_BUILD_ID__: JSON.stringify(buildId),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for whoever deploys the build (error reports); the server does not serve them, and the
    // bundles carry no link to them.
    sourcemap: 'hidden',
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
});
