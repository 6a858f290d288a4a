import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'widgets',
    environment: 'jsdom',
    setupFiles: ['../../scripts/vitest-setup-dom.ts'],
    globalSetup: ['./test/startWidgetTestServer.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
});
