import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, startTestServer, type TestServer } from '../../../test/startTestServer.js';

// One trusted proxy: every attempt comes from its own address, so the throttle never answers 429.
let server: TestServer;
let xsrf: string;
const ROUNDS = 7;
beforeAll(async () => {
  server = await startTestServer({ trustedProxyHops: 1 });
  xsrf = cookieValue(await fetch(`${server.url}/api/browser/auth/xsrf`), 'XSRF-TOKEN');
  const demo = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const admin = await server.db
    .selectFrom('users')
    .select('password_hash')
    .where('tenant_id', '=', demo.id)
    .where('account_id', '=', 'admin')
    .executeTakeFirstOrThrow();
  // Accounts with a password, invited ones not yet activated, and ones without a password (SCIM, generated).
  const hashes = { 'with-password': admin.password_hash, invited: '!invited', locked: '!locked' };
  await server.db
    .insertInto('users')
    .values(
      Object.entries(hashes).flatMap(([kind, hash]) =>
        Array.from({ length: ROUNDS }, (_, i) => ({
          tenant_id: demo.id,
          account_id: `timing-${kind}-${i}`,
          password_hash: hash,
          fullname: `Timing ${kind} ${i}`,
        })),
      ),
    )
    .execute();
});
afterAll(async () => {
  await server?.close();
});

/** How long one failed sign-in takes, in ms, seen from the client. */
async function failedSignInMs(address: string, tenantCode: string, accountId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/browser/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': xsrf,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-Forwarded-For': address,
    },
    body: JSON.stringify({ tenantCode, accountId, password: 'Wrong-Password1' }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  expect(response.status).toBe(401);
  return elapsed;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('sign-in timing', () => {
  it('takes as long for every kind of failed sign-in, so timing does not tell accounts apart', async () => {
    const kinds: Record<string, (i: number) => readonly [string, string]> = {
      'with-password': (i) => ['demo', `timing-with-password-${i}`],
      invited: (i) => ['demo', `timing-invited-${i}`],
      locked: (i) => ['demo', `timing-locked-${i}`],
      'unknown account': (i) => ['demo', `timing-nobody-${i}`],
      'unknown tenant': (i) => [`timing-nowhere-${i}`, 'admin'],
    };
    const times: Record<string, number[]> = {};
    // Kinds take turns, so a machine busy for a moment slows every kind alike.
    for (let i = 0; i < ROUNDS; i++) {
      for (const [k, [name, attempt]] of Object.entries(kinds).entries()) {
        const [tenantCode, accountId] = attempt(i);
        (times[name] ??= []).push(await failedSignInMs(`198.18.${k}.${i + 1}`, tenantCode, accountId));
      }
    }
    const medians = Object.fromEntries(Object.entries(times).map(([name, ms]) => [name, median(ms)]));
    const slowest = Math.max(...Object.values(medians));
    // Without the dummy hash an account without a password answered in a tenth of the time.
    for (const [name, ms] of Object.entries(medians)) {
      expect(ms / slowest, `${name}: ${JSON.stringify(medians)}`).toBeGreaterThan(0.6);
    }
  });
});
