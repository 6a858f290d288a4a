import { UnauthorizedError, BadRequestError, type KizunaHttpError } from '@kizuna/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { purgeIdleSessions } from './sessions.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sessionIdleMinutes: 30 });
});
afterAll(async () => {
  await server?.close();
});

async function failure(promise: Promise<unknown>): Promise<KizunaHttpError> {
  try {
    await promise;
  } catch (error) {
    return error as KizunaHttpError;
  }
  throw new Error('the call succeeded');
}

async function sessionCount(): Promise<number> {
  const row = await server.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('sign-in', () => {
  it.each([
    ['demo', 'admin', 'Kizuna-Admin1', '管理 花子'],
    ['demo', 'yamada.taro', 'Kizuna-User1', '山田 太郎'],
    ['trial', 'admin', 'Kizuna-Admin1', '試用 管理者'],
  ])('signs %s / %s in', async (tenantCode, accountId, password, fullname) => {
    const client = await server.signIn({ tenantCode, accountId, password });
    const info = await client.principal.userInfo();
    expect(info).toMatchObject({ accountId, fullname });
    const tenant = await client.principal.tenantInfo();
    expect(tenant.tenantCode).toBe(tenantCode);
  });

  it.each([
    ['a wrong password', { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin2' }],
    ['an unknown account', { tenantCode: 'demo', accountId: 'nobody', password: 'Kizuna-Admin1' }],
    ['an unknown tenant', { tenantCode: 'nowhere', accountId: 'admin', password: 'Kizuna-Admin1' }],
    [
      "another tenant's password",
      { tenantCode: 'trial', accountId: 'yamada.taro', password: 'Kizuna-User1' },
    ],
  ])('answers 401 and starts no session for %s', async (_, body) => {
    const before = await sessionCount();
    const client = server.client();
    await client.auth.xsrf();
    const error = await failure(client.auth.login({ body }));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.data).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await sessionCount()).toBe(before);
    expect(await failure(client.principal.userInfo())).toBeInstanceOf(UnauthorizedError);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and the XSRF cookie readable by scripts', async () => {
    const first = await fetch(`${server.url}/api/browser/auth/xsrf`);
    const xsrfHeader = first.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(xsrfHeader).toMatch(/Path=\//);
    expect(xsrfHeader).not.toMatch(/HttpOnly/i);
    const xsrf = decodeURIComponent(xsrfHeader!.split(';')[0]!.slice('XSRF-TOKEN='.length));
    const login = await fetch(`${server.url}/api/browser/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` },
      body: JSON.stringify({ tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' }),
    });
    expect(login.status).toBe(204);
    const session = login.headers.getSetCookie().find((c) => c.startsWith('KIZUNA_SESSION='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
  });

  it('ends the session on sign-out', async () => {
    const client = await server.signIn('demoUser');
    await client.auth.logout();
    expect(await failure(client.principal.userInfo())).toBeInstanceOf(UnauthorizedError);
    // Signing out twice is not an error.
    await client.auth.logout();
  });
});

describe('session idle timeout', () => {
  it('keeps a session alive while it is used and ends it after the idle time', async () => {
    const client = await server.signIn('demoUser');
    server.advanceClock(20 * 60_000);
    await client.principal.userInfo();
    server.advanceClock(20 * 60_000);
    // 40 minutes after sign-in, but only 20 idle: still signed in.
    await client.principal.userInfo();
    server.advanceClock(31 * 60_000);
    const error = await failure(client.principal.userInfo());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.data).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((error as UnauthorizedError & { addressRejected?: boolean }).addressRejected).toBeFalsy();
  });
});

describe('IP address allow-list', () => {
  it('rejects sign-in and calls from outside the allow-list with 401 and the address-rejected code', async () => {
    const client = await server.signIn('trialAdmin');
    await client.principal.userInfo();
    await server.db
      .updateTable('tenants')
      .set({ ip_allow_list: ['10.0.0.0/8'] })
      .where('code', '=', 'trial')
      .execute();
    try {
      const rejected = await failure(client.principal.userInfo());
      expect(rejected).toBeInstanceOf(UnauthorizedError);
      expect((rejected as UnauthorizedError & { addressRejected: boolean }).addressRejected).toBe(true);
      expect(rejected.data).toMatchObject({ code: 'IP_ADDRESS_REJECTED' });

      const fresh = server.client();
      await fresh.auth.xsrf();
      const refused = await failure(
        fresh.auth.login({ body: { tenantCode: 'trial', accountId: 'admin', password: 'Kizuna-Admin1' } }),
      );
      expect((refused as UnauthorizedError & { addressRejected: boolean }).addressRejected).toBe(true);

      // Another tenant without a list is not affected.
      await (await server.signIn('demoUser')).principal.userInfo();

      await server.db
        .updateTable('tenants')
        .set({ ip_allow_list: ['10.0.0.0/8', '127.0.0.0/8', '::1/128'] })
        .where('code', '=', 'trial')
        .execute();
      await client.principal.userInfo();
    } finally {
      await server.db.updateTable('tenants').set({ ip_allow_list: [] }).where('code', '=', 'trial').execute();
    }
  });
});

describe('password change', () => {
  const account = { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' };

  async function fieldErrorsOf(body: {
    currentPassword: string;
    newPassword: string;
    newPasswordConfirm: string;
  }) {
    const client = await server.signIn(account);
    const error = await failure(client.principal.changePassword({ body }));
    expect(error).toBeInstanceOf(BadRequestError);
    return (error.data as { fieldErrors: { path: string; key: string }[] }).fieldErrors;
  }

  it.each([
    ['too short', 'Abc12', 'body.newPassword'],
    ['too long', 'Abcdefghij1234567890X', 'body.newPassword'],
    ['without an upper-case letter', 'kizuna-user2', 'body.newPassword'],
    ['without a lower-case letter', 'KIZUNA-USER2', 'body.newPassword'],
    ['with a non-ASCII character', 'Kizuna-ユーザー2', 'body.newPassword'],
    ['equal to the account id', 'yamada.taro', 'body.newPassword'],
    ['equal to the current password', 'Kizuna-User1', 'body.newPassword'],
  ])('refuses a new password %s', async (_, newPassword, path) => {
    const errors = await fieldErrorsOf({
      currentPassword: 'Kizuna-User1',
      newPassword,
      newPasswordConfirm: newPassword,
    });
    expect(errors.map((e) => e.path)).toContain(path);
  });

  it('refuses a confirmation that differs, and a wrong current password', async () => {
    const mismatch = await fieldErrorsOf({
      currentPassword: 'Kizuna-User1',
      newPassword: 'Kizuna-User2',
      newPasswordConfirm: 'Kizuna-User3',
    });
    expect(mismatch).toContainEqual(expect.objectContaining({ path: 'body.newPasswordConfirm' }));
    const wrongCurrent = await fieldErrorsOf({
      currentPassword: 'Kizuna-Wrong1',
      newPassword: 'Kizuna-User2',
      newPasswordConfirm: 'Kizuna-User2',
    });
    expect(wrongCurrent).toContainEqual({ path: 'body.currentPassword', key: 'passwordCurrentWrong' });
  });

  it('changes the password, clears a pending change request and ends the other sessions', async () => {
    await server.db
      .updateTable('users')
      .set({ password_change_reason: 'INITIAL' })
      .where('account_id', '=', 'yamada.taro')
      .execute();
    const other = await server.signIn(account);
    const client = await server.signIn(account);
    expect(await client.principal.passwordStatus()).toEqual({ changeRequired: true, reason: 'INITIAL' });
    await client.principal.changePassword({
      body: {
        currentPassword: 'Kizuna-User1',
        newPassword: 'Kizuna-User2',
        newPasswordConfirm: 'Kizuna-User2',
      },
    });
    expect(await client.principal.passwordStatus()).toEqual({ changeRequired: false, reason: null });
    expect(await failure(other.principal.userInfo())).toBeInstanceOf(UnauthorizedError);

    const fresh = server.client();
    await fresh.auth.xsrf();
    expect(await failure(fresh.auth.login({ body: account }))).toBeInstanceOf(UnauthorizedError);
    await server.signIn({ ...account, password: 'Kizuna-User2' });

    await client.principal.changePassword({
      body: {
        currentPassword: 'Kizuna-User2',
        newPassword: 'Kizuna-User1',
        newPasswordConfirm: 'Kizuna-User1',
      },
    });
  });
});

describe('idle session purge', () => {
  it('deletes only sessions idle past the timeout', async () => {
    const client = await server.signIn('demoAdmin');
    // Earlier tests moved the server clock 71 minutes on: sessions from before that are idle.
    const now = new Date(Date.now() + 31 * 60_000);
    const before = await sessionCount();
    expect(await purgeIdleSessions(server.db, now, 30)).toBeGreaterThan(0);
    expect(await sessionCount()).toBeLessThan(before);
    expect(await purgeIdleSessions(server.db, now, 30)).toBe(0);
    server.advanceClock(31 * 60_000);
    await expect(client.principal.userInfo()).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('repeated failed sign-ins', () => {
  it('pauses an account after five failures in a row, known or not, and lets it in again later', async () => {
    const client = server.client();
    await client.auth.xsrf();
    const wrong = { tenantCode: 'demo', accountId: 'admin', password: 'Wrong-Password1' };
    const right = { ...wrong, password: 'Kizuna-Admin1' };
    for (let i = 0; i < 5; i++) {
      expect(await failure(client.auth.login({ body: wrong }))).toMatchObject({ statusCode: 401 });
    }
    // Even the right password waits now, and an unknown account is treated the same.
    expect(await failure(client.auth.login({ body: right }))).toMatchObject({ statusCode: 429 });
    const ghost = { tenantCode: 'demo', accountId: 'ghost', password: 'Wrong-Password1' };
    for (let i = 0; i < 5; i++) await failure(client.auth.login({ body: ghost }));
    expect(await failure(client.auth.login({ body: ghost }))).toMatchObject({ statusCode: 429 });
    // Other accounts are not affected.
    await server.signIn('demoUser');

    server.advanceClock(5 * 60_000 + 1000);
    await client.auth.login({ body: right });
    await client.principal.userInfo();
  });
});
