import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'widgets',
    environment: 'jsdom',
    // Worker threads start a test file sooner than child processes (each file still gets its own).
    pool: 'threads',
    // jsdom with react-aria and user-event is CPU-bound; CI runs lanes side by side on two cores.
    testTimeout: 20_000,
    setupFiles: ['../../scripts/vitest-setup-dom.ts'],
    globalSetup: ['./test/startWidgetTestServer.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
