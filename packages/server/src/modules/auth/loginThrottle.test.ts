import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieValue,
  DEMO_ACCOUNTS,
  startTestServer,
  type TestServer,
} from '../../../test/startTestServer.js';
import { ACCOUNT_SLOTS, ADDRESS_SLOTS, WINDOW_MS } from './loginThrottle.js';

// One trusted proxy: each request says which client address it comes from, as behind a load balancer.
let server: TestServer;
let xsrf: string;
beforeAll(async () => {
  // The throttle is under test, not admission control: every request of a burst is let in at once.
  server = await startTestServer({ trustedProxyHops: 1, maxInFlight: 100 });
  xsrf = cookieValue(await fetch(`${server.url}/api/browser/auth/xsrf`), 'XSRF-TOKEN');
});
afterAll(async () => {
  await server?.close();
});

interface Credentials {
  readonly tenantCode: string;
  readonly accountId: string;
  readonly password: string;
}

/** The status of one sign-in from `address`: 204 signed in, 401 checked and wrong, 429 not checked. */
async function signIn(address: string, body: Credentials): Promise<number> {
  const response = await fetch(`${server.url}/api/browser/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': xsrf,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-Forwarded-For': address,
    },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

function tally(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const wrong = (account: Credentials): Credentials => ({ ...account, password: 'Wrong-Password1' });

describe('sign-in throttle under concurrency', () => {
  it('checks no more than five of 40 wrong passwords sent at once; the others are 429 unchecked', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => signIn('203.0.113.1', wrong(DEMO_ACCOUNTS.trialAdmin))),
    );
    expect(tally(statuses)).toEqual({ 401: ACCOUNT_SLOTS, 429: 40 - ACCOUNT_SLOTS });
  });

  it('does not let the right password in once a burst of wrong ones has used the window', async () => {
    const account = DEMO_ACCOUNTS.demoAdmin;
    const burst = Array.from({ length: 30 }, () => signIn('203.0.113.2', wrong(account)));
    // The first answer means the burst is being counted; the right password comes in the middle of it.
    await Promise.race(burst);
    const right = signIn('203.0.113.2', account);
    const statuses = await Promise.all(burst);
    expect(await right).toBe(429);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_SLOTS);
  });
});

describe('sign-in throttle per client address', () => {
  it('checks one password across many accounts from one address only up to the address budget', async () => {
    const statuses = await Promise.all(
      Array.from({ length: ADDRESS_SLOTS + 10 }, (_, i) =>
        signIn('198.51.100.7', { tenantCode: 'demo', accountId: `spray-${i}`, password: 'Summer-2026' }),
      ),
    );
    expect(tally(statuses)).toEqual({ 401: ADDRESS_SLOTS, 429: 10 });
    // That address is refused even the right password; others are not affected.
    expect(await signIn('198.51.100.7', DEMO_ACCOUNTS.logisticsAdmin)).toBe(429);
    expect(await signIn('198.51.100.8', DEMO_ACCOUNTS.logisticsAdmin)).toBe(204);
  });
});

describe('a lock an attacker cannot hold a person out with', () => {
  it('keeps the address a person signed in from open while others use up the account, and ends with the window', async () => {
    const account = DEMO_ACCOUNTS.demoUser;
    const office = '192.0.2.10';
    expect(await signIn(office, account)).toBe(204);

    // Someone without the password, from two other addresses, uses the account's budget.
    const attack = await Promise.all([
      ...Array.from({ length: 10 }, () => signIn('203.0.113.50', wrong(account))),
      ...Array.from({ length: 10 }, () => signIn('203.0.113.51', wrong(account))),
    ]);
    expect(tally(attack)).toEqual({ 401: ACCOUNT_SLOTS, 429: 20 - ACCOUNT_SLOTS });
    expect(await signIn('203.0.113.50', account)).toBe(429);
    // A new address waits too: it shares the budget of every address the person never used.
    expect(await signIn('192.0.2.99', account)).toBe(429);

    // The person, from where they signed in before, still gets in, again and again.
    expect(await signIn(office, account)).toBe(204);
    expect(await signIn(office, wrong(account))).toBe(401);
    expect(await signIn(office, account)).toBe(204);

    // The window is fixed: failures inside it do not stretch it, and after it anyone may try again.
    server.advanceClock(WINDOW_MS - 10_000);
    expect(await signIn('203.0.113.50', wrong(account))).toBe(429);
    server.advanceClock(10_000);
    expect(await signIn('192.0.2.99', account)).toBe(204);
  });
});
