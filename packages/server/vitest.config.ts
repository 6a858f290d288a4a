import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // Each file starts its own database (PGlite takes seconds on a busy machine) and signs in with scrypt.
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
