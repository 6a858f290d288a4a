import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real Kizuna server the widget tests call. */
    kizunaServerUrl: string;
  }
}

/**
 * Global setup of the widget tests: the real server on an in-memory, seeded PGlite, started once in
 * Node (PGlite does not run inside jsdom); the tests reach it over HTTP with real clients.
 */
export default async function startWidgetTestServer(project: TestProject) {
  const server = await startServer({
    config: { ...loadConfig({}), port: 0, dataDir: null, databaseUrl: null },
    strictResponses: true,
    hostname: '127.0.0.1',
  });
  project.provide('kizunaServerUrl', `http://127.0.0.1:${server.port}`);
  return async () => {
    await server.close();
  };
}
