import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  capabilityContextOf,
  createCookieJar,
  createKizunaClient,
  ForbiddenError,
  mainMenuEntries,
  UnauthorizedError,
  type KizunaClient,
} from '../src';
import { startKizunaServer } from './support/startKizunaServer';

let server: Awaited<ReturnType<typeof startKizunaServer>>;

beforeAll(async () => {
  server = await startKizunaServer();
}, 60_000);
afterAll(() => server?.close());

/** A client with its own cookie jar, i.e. one browser. */
function browser(): KizunaClient {
  return createKizunaClient({ baseURL: server.baseURL, cookieJar: createCookieJar() });
}

async function signedIn(tenantCode: string, accountId: string, password: string): Promise<KizunaClient> {
  const client = browser();
  await client.auth.xsrf();
  await client.auth.login({ body: { tenantCode, accountId, password } });
  return client;
}

describe('the client against the Kizuna server', () => {
  it('signs in and reads the principal, every answer matching the contract', async () => {
    const client = await signedIn('demo', 'yamada.taro', 'Kizuna-User1');
    const [user, roles, tenant, serverInfo, status] = await Promise.all([
      client.principal.userInfo(),
      client.principal.userRoles(),
      client.principal.tenantInfo(),
      client.principal.serverInfo(),
      client.principal.passwordStatus(),
    ]);
    expect(user.accountId).toBe('yamada.taro');
    expect(roles.admin).toBe(false);
    expect(tenant.tenantCode).toBe('demo');
    expect(tenant.tenantProvideType).toBe('COMMERCIAL');
    expect(serverInfo.multipart.maxFileSize).toBeGreaterThan(0);
    expect(status.changeRequired).toBe(false);
    const menu = mainMenuEntries(capabilityContextOf({ roles, tenant }));
    expect(menu).toContain('HOME');
    expect(menu).not.toContain('ADMIN_MENU');
  });

  it('refuses a wrong password with 401 and starts no session', async () => {
    const client = browser();
    await client.auth.xsrf();
    const error = await client.auth
      .login({ body: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'wrong-Password1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as UnauthorizedError).addressRejected).toBe(false);
    await expect(client.principal.userInfo()).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('answers 401 without a session and 403 for a write without the XSRF token', async () => {
    const anonymous = browser();
    await expect(anonymous.information.badge()).rejects.toBeInstanceOf(UnauthorizedError);
    const client = await signedIn('demo', 'yamada.taro', 'Kizuna-User1');
    const noToken = createKizunaClient({ baseURL: server.baseURL, xsrfToken: () => undefined });
    const error = await noToken.auth
      .login({ body: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    await expect(client.information.badge()).resolves.toMatchObject({ count: expect.any(Number) });
  });

  it('marks a notice read so that it stays read and the badge drops', async () => {
    const client = await signedIn('demo', 'yamada.taro', 'Kizuna-User1');
    const { items } = await client.information.list();
    const unread = items.find((notice) => !notice.read);
    expect(unread).toBeDefined();
    const before = await client.information.badge();
    const left = await client.information.markRead({ body: { informationIds: [unread!.informationId] } });
    expect(left.count).toBe(before.count - 1);
    const again = await signedIn('demo', 'yamada.taro', 'Kizuna-User1');
    const reread = await again.information.list();
    expect(reread.items.find((n) => n.informationId === unread!.informationId)?.read).toBe(true);
  });

  it('stores display settings', async () => {
    const client = await signedIn('demo', 'yamada.taro', 'Kizuna-User1');
    await expect(client.userSettings.saveLoginDisp({ body: { destMenuType: 'THANKS' } })).resolves.toEqual({
      destMenuType: 'THANKS',
    });
    await expect(client.userSettings.loginDisp()).resolves.toEqual({ destMenuType: 'THANKS' });
    await client.userSettings.saveLoginDisp({ body: { destMenuType: 'HOME' } });
  });

  it('reports a broken body as 400 with field errors', async () => {
    const client = await signedIn('demo', 'yamada.taro', 'Kizuna-User1');
    const error = await client.principal
      .changePassword({
        body: {
          currentPassword: 'Kizuna-User1',
          newPassword: 'Other-Pass1',
          newPasswordConfirm: 'Mismatch-1',
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).fieldErrors).toContainEqual(
      expect.objectContaining({ path: expect.stringContaining('newPasswordConfirm') }),
    );
  });

  it('shows the admin menu to the demo admin', async () => {
    const client = await signedIn('demo', 'admin', 'Kizuna-Admin1');
    const [roles, tenant] = await Promise.all([client.principal.userRoles(), client.principal.tenantInfo()]);
    expect(mainMenuEntries(capabilityContextOf({ roles, tenant }))).toContain('ADMIN_MENU');
  });

  it('ends the session on sign-out', async () => {
    const client = await signedIn('demo', 'yamada.taro', 'Kizuna-User1');
    await client.auth.logout();
    await expect(client.principal.userInfo()).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
