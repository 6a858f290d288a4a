import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { turnOnTenantFeatures } from '../../../test/turnOnTenantFeatures.js';

// One trusted proxy: each request says which client address it comes from.
let server: TestServer;
let xsrf: string;
/** The answer links of a drill, one per person asked. */
let tokens: string[];
beforeAll(async () => {
  server = await startTestServer({ trustedProxyHops: 1, publicUrl: 'https://kizuna.example.co.jp' });
  await turnOnTenantFeatures(server.db, 'demo', ['ANPI']);
  xsrf = cookieValue(await fetch(`${server.url}/api/browser/auth/xsrf`), 'XSRF-TOKEN');
  const admin = await server.signIn('demoAdmin');
  await admin.anpiAdmin.startCheck({
    body: {
      kind: 'DRILL',
      title: '回数制限の訓練',
      message: '訓練です。',
      wholeCompany: true,
      divisionIds: [],
    },
  });
  const mails = await server.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('text_body', 'like', '%/front/anpi/answer/%')
    .execute();
  tokens = mails.map((mail) => /\/front\/anpi\/answer\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1]!);
});
afterAll(async () => {
  await server?.close();
});

async function link(address: string, call: 'target' | 'answer', token: string) {
  const response = await fetch(`${server.url}/api/browser/anpi/link/${call}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': xsrf,
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-Forwarded-For': address,
    },
    body: JSON.stringify(call === 'target' ? { token } : { token, safety: 'SAFE', canWork: true }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code, retryAfter: response.headers.get('Retry-After') };
}

const forged = () => randomBytes(32).toString('base64url');

describe('the rate of safety-check answer links', () => {
  it('stops a burst of guessed links from one address while a person with their link answers from another', async () => {
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, () => link('203.0.113.9', 'target', forged())),
    );
    const refused = guesses.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    for (const answer of refused) {
      expect(answer.code).toBe('RATE_LIMITED');
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect(guesses.filter((answer) => answer.status !== 429).map((answer) => answer.code)).toEqual(
      Array.from({ length: 60 - refused.length }, () => 'ANPI_LINK_INVALID'),
    );
    // That address gets nothing more for now, not even with a right link.
    expect((await link('203.0.113.9', 'target', tokens[0]!)).status).toBe(429);

    // The person at another address opens their link and answers.
    expect((await link('198.51.100.20', 'target', tokens[0]!)).status).toBe(200);
    expect((await link('198.51.100.20', 'answer', tokens[0]!)).status).toBe(200);
  });

  it('does not slow a company whose people answer from one address', async () => {
    // Many people behind one office address: only failed links count against it.
    const statuses = [];
    for (let round = 0; round < 9; round++) {
      for (const token of tokens.slice(1, 5))
        statuses.push((await link('192.0.2.77', 'target', token)).status);
    }
    expect(statuses).toEqual(statuses.map(() => 200));
  });

  it('stops a burst on one link, from however many addresses, and leaves other links alone', async () => {
    const token = tokens[5] ?? tokens[1]!;
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => link(`198.18.0.${i + 1}`, 'target', token)),
    );
    const refused = burst.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(15);
    expect(refused.every((answer) => answer.code === 'RATE_LIMITED' && Number(answer.retryAfter) > 0)).toBe(
      true,
    );
    expect((await link('198.18.1.1', 'target', tokens[2]!)).status).toBe(200);
  });
});
