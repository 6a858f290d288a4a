import { randomBytes, timingSafeEqual } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import type { Db } from '../../db/createDatabase.js';
import { ringFromOutside, RingRequestError } from './ringFromOutside.js';

export const OPERATOR_TOKEN_FILE = 'operator.token';
export const OPERATOR_TOKEN_HEADER = 'X-Kizuna-Operator-Token';

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The embedded database belongs to the one running process, so operator tasks that must reach a
 * running server (`kizuna pbx ring`) come in over HTTP with a token that only someone who can read
 * the data folder has. Returns the way to withdraw the token at shutdown.
 */
export async function registerOperatorRoutes(
  app: Hono,
  options: { readonly db: Db; readonly dataDir: string },
): Promise<() => Promise<void>> {
  const token = randomBytes(32).toString('hex');
  const file = path.join(options.dataDir, OPERATOR_TOKEN_FILE);
  await writeFile(file, token, { mode: 0o600 });
  app.post('/operator/pbx/ring', async (c) => {
    if (!sameToken(c.req.header(OPERATOR_TOKEN_HEADER), token))
      return c.json({ code: 'FORBIDDEN', message: 'operator token missing or wrong' }, 403);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const tenant = body?.tenant;
    const to = body?.to;
    const from = body?.from;
    if (typeof tenant !== 'string' || typeof to !== 'string' || typeof from !== 'string')
      return c.json({ code: 'VALIDATION_FAILED', message: 'tenant, to and from are required' }, 400);
    try {
      return c.json(await ringFromOutside(options.db, { tenant, to, from }));
    } catch (error) {
      if (error instanceof RingRequestError)
        return c.json({ code: 'VALIDATION_FAILED', message: error.message }, 400);
      throw error;
    }
  });
  return () => rm(file, { force: true });
}
