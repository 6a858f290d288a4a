import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-client',
    environment: 'node',
    // Some checks walk every endpoint of the contract; CI runs lanes side by side on two cores.
    testTimeout: 20_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
