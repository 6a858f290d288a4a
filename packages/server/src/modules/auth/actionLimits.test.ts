import type { KizunaClient } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { selectTenantRows } from '../../db/tenantRows.js';

const HOUR = 60 * 60_000;

let server: TestServer;
let admin: KizunaClient;
let demoId: number;
beforeAll(async () => {
  // Small limits, so a test reaches them in a few calls; the defaults are the same code path.
  server = await startTestServer({
    publicUrl: 'https://kizuna.example.co.jp',
    actionLimits: {
      invitation: { perUser: 3, perTenant: 5, windowMs: HOUR },
      passwordReset: { perUser: 2, perTenant: 10, windowMs: HOUR },
      apiKey: { perUser: 2, perTenant: 10, windowMs: HOUR },
    },
  });
  admin = await server.signIn('demoAdmin');
  demoId = (
    await server.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await server?.close();
});

function person(accountId: string) {
  return { accountId, fullname: `招待 ${accountId}`, email: `${accountId}@demo.example.co.jp` };
}

async function userIdOf(accountId: string): Promise<number | undefined> {
  const row = await selectTenantRows(server.db, 'users', demoId)
    .select('id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.id;
}

async function mailsTo(address: string): Promise<number> {
  const rows = await server.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', address)
    .execute();
  return rows.length;
}

/** The answer of a write sent as the demo administrator's browser would, headers and all. */
async function rawPost(path: string, body: unknown): Promise<Response> {
  const { cookie, xsrf } = await server.rawSession('demoAdmin');
  return fetch(`${server.url}/api/browser${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: cookie },
    body: JSON.stringify(body),
  });
}

describe('limits on invitations, password resets and API keys', () => {
  it('stops an administrator’s invitations past their limit, then the tenant’s, and no other tenant’s', async () => {
    for (const id of ['lim.a1', 'lim.a2', 'lim.a3']) {
      await admin.userInvitations.invite({ body: person(id) });
    }
    const refused = await rawPost('/admin/user/invitations', person('lim.a4'));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Nothing was made or sent.
    expect(await userIdOf('lim.a4')).toBeUndefined();
    expect(await mailsTo('lim.a4@demo.example.co.jp')).toBe(0);
    // Sending an invitation again counts as well.
    const sent = await admin.userInvitations.list();
    const first = sent.items.find((item) => item.accountId === 'lim.a1')!;
    expect(
      await refusal(admin.userInvitations.reissue({ params: { invitationId: first.invitationId } })),
    ).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(await mailsTo('lim.a1@demo.example.co.jp')).toBe(1);

    // Another administrator of the tenant has their own budget, until the tenant's is spent.
    const yamadaId = (await userIdOf('yamada.taro'))!;
    await server.db
      .insertInto('user_roles')
      .values({ tenant_id: demoId, user_id: yamadaId, role: 'ADMIN_USER' })
      .execute();
    const otherAdmin = await server.signIn('demoUser');
    await otherAdmin.userInvitations.invite({ body: person('lim.b1') });
    await otherAdmin.userInvitations.invite({ body: person('lim.b2') });
    expect(await refusal(otherAdmin.userInvitations.invite({ body: person('lim.b3') }))).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect(await userIdOf('lim.b3')).toBeUndefined();

    // Another tenant's administrator is not slowed down by this one.
    const trial = await server.signIn('trialAdmin');
    const other = await trial.userInvitations.invite({
      body: { accountId: 'lim.t1', fullname: '試用 一郎', email: 'lim.t1@trial.example.co.jp' },
    });
    expect(other.state).toBe('PENDING');

    // The next window is open again.
    server.advanceClock(HOUR + 1000);
    admin = await server.signIn('demoAdmin');
    expect((await admin.userInvitations.invite({ body: person('lim.a4') })).state).toBe('PENDING');
    expect(await mailsTo('lim.a4@demo.example.co.jp')).toBe(1);
  });

  it('stops password resets of other people past the limit, changing nothing', async () => {
    const target = await selectTenantRows(server.db, 'users', demoId)
      .select(['id', 'password_hash'])
      .where('account_id', 'not in', ['admin', 'yamada.taro'])
      .where('enabled', '=', true)
      .where('email', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const params = { params: { userId: target.id } };
    await admin.userAdmin.sendPasswordResetLink(params);
    await admin.userAdmin.resetPassword(params);
    const before = await selectTenantRows(server.db, 'users', demoId, target.id)
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(await refusal(admin.userAdmin.resetPassword(params))).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    });
    expect(await refusal(admin.userAdmin.sendPasswordResetLink(params))).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
    });
    const after = await selectTenantRows(server.db, 'users', demoId, target.id)
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    const links = await selectTenantRows(server.db, 'user_invitations', demoId)
      .select('id')
      .where('user_id', '=', target.id)
      .where('purpose', '=', 'PASSWORD_RESET')
      .execute();
    expect(links).toHaveLength(1);
  });

  it('stops making and revoking API keys past the limit', async () => {
    const body = { note: '', expiry: 'DAYS30' as const, scope: ['USER_READ' as const] };
    const made = await admin.apiKeys.create({ body });
    await admin.apiKeys.revoke({ params: { apiKeyId: made.apiKeyId } });
    const keysBefore = (await admin.apiKeys.list()).items.length;
    expect(await refusal(admin.apiKeys.create({ body }))).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect((await admin.apiKeys.list()).items).toHaveLength(keysBefore);
    expect(
      await refusal(admin.apiServiceAdmin.create({ body: { serviceName: 'limited', scope: ['USER_READ'] } })),
    ).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect((await admin.apiServiceAdmin.list()).items.map((s) => s.serviceName)).not.toContain('limited');
  });
});
