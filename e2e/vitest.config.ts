import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Started by e2e/run.mjs, which provides the server (KIZUNA_E2E_BASE_URL).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
    sequence: { concurrent: false },
  },
});
