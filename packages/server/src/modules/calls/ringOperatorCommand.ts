import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../../config.js';
import { createDatabase } from '../../db/createDatabase.js';
import { migrate } from '../../db/migrate.js';
import { OperatorError } from '../auth/index.js';
import { OPERATOR_TOKEN_FILE, OPERATOR_TOKEN_HEADER } from './operatorRoutes.js';
import { ringFromOutside, RingRequestError } from './ringFromOutside.js';

type RingRequest = { readonly tenant: string; readonly to: string; readonly from: string };

async function ringInDatabase(config: ServerConfig, request: RingRequest) {
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    listenUrl: config.databaseListenUrl ?? null,
    dataDir: config.dataDir,
  });
  try {
    await migrate(database.db);
    return await ringFromOutside(database.db, request);
  } catch (error) {
    if (error instanceof RingRequestError) throw new OperatorError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

/**
 * `kizuna pbx ring`. On PostgreSQL the CLI writes the call itself and the NOTIFY reaches every
 * node. The embedded database can be open in one process only, so when a server holds it (its
 * operator token is in the data folder) the request goes to that server; with no server running
 * the call is written directly and rings once Kizuna starts.
 */
export async function ringOperatorCommand(
  config: ServerConfig,
  request: RingRequest,
): Promise<{ callId: number; via: string }> {
  if (config.databaseUrl || !config.dataDir) {
    return { ...(await ringInDatabase(config, request)), via: 'written to the database' };
  }
  const token = await readFile(path.join(config.dataDir, OPERATOR_TOKEN_FILE), 'utf8').catch(() => null);
  if (token) {
    const url = `http://127.0.0.1:${config.port}/operator/pbx/ring`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [OPERATOR_TOKEN_HEADER]: token.trim() },
      body: JSON.stringify(request),
    }).catch(() => null);
    if (response) {
      const answer = (await response.json().catch(() => null)) as {
        callId?: number;
        message?: string;
      } | null;
      if (!response.ok || typeof answer?.callId !== 'number')
        throw new OperatorError(answer?.message ?? `the running server answered ${response.status}`);
      return { callId: answer.callId, via: `through the server on port ${config.port}` };
    }
    // A token left behind by a server that is gone: the folder is free again.
  }
  return { ...(await ringInDatabase(config, request)), via: 'written to the database (no server running)' };
}
