import { strFromU8, unzipSync } from 'fflate';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEvents } from '../../../test/connectEvents.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';
import { createOperator } from './operatorAccounts.js';

let server: TestServer;
let secret: string;
const LOGIN = 'ops.sato';
const PASSWORD = 'Operator-Pass-2026';

beforeAll(async () => {
  server = await startTestServer();
  ({ totpSecret: secret } = await createOperator(
    server.db,
    server.config,
    { login: LOGIN, displayName: '佐藤 オペレーター', password: PASSWORD },
    new Date(),
  ));
});
afterAll(async () => {
  await server?.close();
});

/** The code an authenticator app shows `stepsAgo` time steps before the server's now. */
function codeAt(stepsAgo = 0): string {
  return authenticator.clone({ epoch: Date.now() - stepsAgo * 30_000 }).generate(secret);
}

/** One browser on the console: its cookies, and the XSRF header its pages send. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly setCookieLines: string[] = [];

  async request(method: string, path: string, body?: unknown, options: { xsrf?: boolean } = {}) {
    if (method !== 'GET' && !this.cookies.has('KIZUNA_OPERATOR_XSRF'))
      await this.request('GET', '/operator/api/session');
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET' && (options.xsrf ?? true)) {
      headers['X-XSRF-TOKEN'] = this.cookies.get('KIZUNA_OPERATOR_XSRF') ?? '';
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      this.setCookieLines.push(line);
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }

  signIn(code = codeAt(), password = PASSWORD, login = LOGIN) {
    return this.request('POST', '/operator/api/session', { login, password, code });
  }
}

let operator: Browser;
async function signedInOperator(): Promise<Browser> {
  if (!operator) {
    operator = new Browser();
    // Each sign-in takes a code once: wait for a step no other sign-in took.
    expect((await operator.signIn(codeAt(-1))).status).toBe(200);
  }
  return operator;
}

async function tenantIdOf(code: string): Promise<number> {
  const row = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('operator sign-in', () => {
  it('takes the password and a current code, and sets its own strict cookie on /operator', async () => {
    const browser = new Browser();
    expect((await browser.request('GET', '/operator/api/session')).status).toBe(401);
    const wrongCode = await browser.signIn(codeAt() === '000000' ? '111111' : '000000');
    expect(wrongCode).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    const wrongPassword = await browser.signIn(codeAt(), 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(browser.cookies.has('KIZUNA_OPERATOR_SESSION')).toBe(false);

    const code = codeAt();
    const signed = await browser.signIn(code);
    expect(signed).toMatchObject({ status: 200, body: { login: LOGIN, displayName: '佐藤 オペレーター' } });
    const cookie = browser.setCookieLines.find((line) => line.startsWith('KIZUNA_OPERATOR_SESSION='));
    expect(cookie).toMatch(/Path=\/operator/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect((await browser.request('GET', '/operator/api/session')).body).toMatchObject({ login: LOGIN });

    // The same code again (another browser replaying it) is refused, even with the right password.
    const replay = new Browser();
    expect((await replay.signIn(code)).status).toBe(401);
    // So is a code of two minutes ago.
    expect((await replay.signIn(codeAt(4))).status).toBe(401);

    expect((await browser.request('DELETE', '/operator/api/session')).status).toBe(204);
    expect((await browser.request('GET', '/operator/api/tenants')).status).toBe(401);
  });

  it('refuses a write without the console XSRF token, and bad input with field errors', async () => {
    const browser = new Browser();
    const noToken = await browser.request(
      'POST',
      '/operator/api/session',
      { login: LOGIN, password: PASSWORD, code: '123456' },
      { xsrf: false },
    );
    expect(noToken).toMatchObject({ status: 403, body: { code: 'XSRF_TOKEN_MISSING' } });
    const bad = await browser.request('POST', '/operator/api/session', { login: 'X Y', code: '12ab' });
    expect(bad.status).toBe(400);
    expect(bad.body?.fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.login' }),
        expect.objectContaining({ path: 'body.password', key: 'required' }),
        expect.objectContaining({ path: 'body.code' }),
      ]),
    );
  });

  it('is throttled like the tenants sign-in', async () => {
    const { totpSecret } = await createOperator(
      server.db,
      server.config,
      { login: 'ops.throttled', displayName: 'Throttled', password: PASSWORD },
      new Date(),
    );
    const browser = new Browser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await browser.signIn('000000', 'wrong-password-1', 'ops.throttled')).status).toBe(401);
    }
    const right = authenticator.clone({ epoch: Date.now() }).generate(totpSecret);
    expect(await browser.signIn(right, PASSWORD, 'ops.throttled')).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS' },
    });
  });
});

describe('the two planes stay apart', () => {
  it('a tenant session grants nothing under /operator/api', async () => {
    const { cookie, xsrf } = await server.rawSession('demoAdmin');
    const token = /KIZUNA_SESSION=([^;]+)/.exec(cookie)![1]!;
    for (const asCookie of [cookie, `KIZUNA_OPERATOR_SESSION=${token}`]) {
      const list = await fetch(`${server.url}/operator/api/tenants`, { headers: { Cookie: asCookie } });
      expect(list.status).toBe(401);
      const suspend = await fetch(`${server.url}/operator/api/tenants/${await tenantIdOf('demo')}/suspend`, {
        method: 'POST',
        headers: { Cookie: `${asCookie}; XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
      });
      expect([401, 403]).toContain(suspend.status);
    }
    expect(
      (
        await server.db
          .selectFrom('tenants')
          .select('suspended_at')
          .where('code', '=', 'demo')
          .executeTakeFirstOrThrow()
      ).suspended_at,
    ).toBeNull();
  });

  it('an operator session grants nothing under the tenant API', async () => {
    const browser = await signedInOperator();
    const token = browser.cookies.get('KIZUNA_OPERATOR_SESSION')!;
    for (const asCookie of [`KIZUNA_OPERATOR_SESSION=${token}`, `KIZUNA_SESSION=${token}`]) {
      const info = await fetch(`${server.url}/api/browser/principal/user/info`, {
        headers: { Cookie: asCookie },
      });
      expect(info.status).toBe(401);
    }
  });
});

describe('operator API', () => {
  it('creates a tenant as the CLI does, refusing bad input and a taken code', async () => {
    const browser = await signedInOperator();
    const before = await server.db.selectFrom('tenants').select('id').execute();
    const bad = await browser.request('POST', '/operator/api/tenants', {
      code: 'Bad Code',
      name: '',
      licences: 0,
      language: 'fr',
    });
    expect(bad.status).toBe(400);
    expect((bad.body?.fieldErrors as { path: string }[]).map((error) => error.path).sort()).toEqual([
      'body.code',
      'body.language',
      'body.licences',
      'body.name',
    ]);
    const taken = await browser.request('POST', '/operator/api/tenants', {
      code: 'demo',
      name: 'Demo again',
      licences: 10,
      language: 'ja',
    });
    expect(taken).toMatchObject({
      status: 400,
      body: { fieldErrors: [{ path: 'body.code', key: 'duplicate' }] },
    });
    expect(await server.db.selectFrom('tenants').select('id').execute()).toHaveLength(before.length);

    const created = await browser.request('POST', '/operator/api/tenants', {
      code: 'acme',
      name: 'Acme 株式会社',
      licences: 20,
      language: 'ja',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      adminAccountId: 'admin',
      tenant: {
        code: 'acme',
        plan: 'TRIAL',
        users: 1,
        licensedUsers: 20,
        suspended: false,
        exportAvailable: false,
      },
    });
    expect((created.body?.tenant as { features: string[] }).features).toContain('TALK');
    const admin = server.client();
    await admin.auth.xsrf();
    await admin.auth.login({
      body: { tenantCode: 'acme', accountId: 'admin', password: String(created.body?.adminPassword) },
    });
  });

  it('lists tenants with counts and activity, never people', async () => {
    const browser = await signedInOperator();
    await server.signIn('demoUser');
    const list = await browser.request('GET', '/operator/api/tenants');
    expect(list.status).toBe(200);
    const tenants = list.body?.tenants as Record<string, unknown>[];
    const demo = tenants.find((tenant) => tenant.code === 'demo')!;
    expect(Object.keys(demo).sort()).toEqual([
      'code',
      'id',
      'lastActivityAt',
      'licensedUsers',
      'name',
      'plan',
      'serviceType',
      'suspended',
      'trialEndsAt',
      'users',
    ]);
    expect(demo.users).toBeGreaterThan(1);
    expect(Date.now() - Date.parse(String(demo.lastActivityAt))).toBeLessThan(10 * 60_000);
    expect(JSON.stringify(list.body)).not.toMatch(/yamada|山田/i);
    expect((await browser.request('GET', '/operator/api/tenants/999999')).status).toBe(404);
    expect((await browser.request('GET', '/operator/api/tenants/abc')).status).toBe(400);
  });

  it('turns a feature on and off, telling the tenant open apps at once', async () => {
    const browser = await signedInOperator();
    const id = await tenantIdOf('demo');
    const page = await browser.request('GET', `/operator/api/tenants/${id}`);
    const features = page.body?.features as string[];
    const { cookie } = await server.rawSession('demoUser');
    const events = await connectEvents(server.url, cookie);
    const off = await browser.request('PUT', `/operator/api/tenants/${id}/features`, {
      features: features.filter((feature) => feature !== 'TALK'),
    });
    expect(off.status).toBe(200);
    expect(off.body?.features).not.toContain('TALK');
    expect((await events.next('principalChanged')).type).toBe('principalChanged');
    const yamada = await server.signIn('demoUser');
    expect((await yamada.principal.tenantInfo()).tenantFeatures).not.toContain('TALK');

    const bad = await browser.request('PUT', `/operator/api/tenants/${id}/features`, { features: ['NOPE'] });
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const on = await browser.request('PUT', `/operator/api/tenants/${id}/features`, { features });
    expect(on.body?.features).toContain('TALK');
    expect((await yamada.principal.tenantInfo()).tenantFeatures).toContain('TALK');
  });

  it('sets the plan, licences and service type, refusing what cannot be', async () => {
    const browser = await signedInOperator();
    const id = await tenantIdOf('acme');
    const path = `/operator/api/tenants/${id}/plan`;
    const noDate = await browser.request('PUT', path, { plan: 'TRIAL', licences: 5, serviceType: 'KDDI' });
    expect(noDate).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'body.trialUntil' }] } });
    const past = await browser.request('PUT', path, {
      plan: 'TRIAL',
      trialUntil: '2020-01-31',
      licences: 5,
      serviceType: 'KDDI',
    });
    expect(past).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'body.trialUntil' }] } });
    const noSuchDay = await browser.request('PUT', path, {
      plan: 'TRIAL',
      trialUntil: '2099-02-30',
      licences: 5,
      serviceType: 'KDDI',
    });
    expect(noSuchDay.status).toBe(400);
    const tooFew = await browser.request('PUT', path, {
      plan: 'COMMERCIAL',
      licences: 0,
      serviceType: 'KDDI',
    });
    expect(tooFew.status).toBe(400);
    const badType = await browser.request('PUT', path, { plan: 'COMMERCIAL', licences: 5, serviceType: 'X' });
    expect(badType.status).toBe(400);
    const unchanged = await browser.request('GET', `/operator/api/tenants/${id}`);
    expect(unchanged.body).toMatchObject({ plan: 'TRIAL', licensedUsers: 20 });

    const set = await browser.request('PUT', path, { plan: 'COMMERCIAL', licences: 30, serviceType: 'KDDI' });
    expect(set).toMatchObject({
      status: 200,
      body: { plan: 'COMMERCIAL', trialEndsAt: null, licensedUsers: 30, serviceType: 'KDDI' },
    });
    const trial = await browser.request('PUT', path, {
      plan: 'TRIAL',
      trialUntil: '2099-01-31',
      licences: 30,
      serviceType: 'OFFICELINK',
    });
    expect(trial.body).toMatchObject({ plan: 'TRIAL', trialEndsAt: '2099-01-31T15:00:00.000Z' });
  });

  it('suspends, resumes and deletes only a suspended tenant whose name is typed', async () => {
    const browser = await signedInOperator();
    const id = await tenantIdOf('acme');
    const notSuspended = await browser.request('DELETE', `/operator/api/tenants/${id}`, {
      confirmName: 'Acme 株式会社',
    });
    expect(notSuspended).toMatchObject({ status: 409, body: { code: 'ACTION_NOT_ALLOWED' } });
    expect((await browser.request('GET', `/operator/api/tenants/${id}`)).body).toMatchObject({
      exportAvailable: false,
    });
    expect((await browser.request('GET', `/operator/api/tenants/${id}/export`)).status).toBe(409);
    expect((await browser.request('POST', `/operator/api/tenants/${id}/resume`)).status).toBe(409);
    expect((await browser.request('POST', `/operator/api/tenants/${id}/suspend`)).body).toMatchObject({
      suspended: true,
    });
    expect((await browser.request('POST', `/operator/api/tenants/${id}/suspend`)).status).toBe(409);
    expect((await browser.request('POST', `/operator/api/tenants/${id}/resume`)).body).toMatchObject({
      suspended: false,
    });
    // Suspended, the tenant's export is offered: one ZIP of its people, logged under the operator.
    const suspended = await browser.request('POST', `/operator/api/tenants/${id}/suspend`);
    expect(suspended.body).toMatchObject({ exportAvailable: true });
    const exported = await fetch(`${server.url}/operator/api/tenants/${id}/export`, {
      headers: { Cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="kizuna-acme-\d{8}\.zip"/,
    );
    const files = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { tenant: { code: string } };
    expect(manifest.tenant.code).toBe('acme');
    expect(strFromU8(files['people.csv']!).split('\r\n').filter(Boolean)).toHaveLength(2);
    const audit = await browser.request('GET', `/operator/api/audit?tenant=acme`);
    expect(audit.body?.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'export', operator: LOGIN })]),
    );
    const wrongName = await browser.request('DELETE', `/operator/api/tenants/${id}`, { confirmName: 'Acme' });
    expect(wrongName).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'body.confirmName' }] } });
    expect((await browser.request('DELETE', `/operator/api/tenants/${id}`, {})).status).toBe(400);
    const deleted = await browser.request('DELETE', `/operator/api/tenants/${id}`, {
      confirmName: 'Acme 株式会社',
    });
    expect(deleted).toMatchObject({ status: 200, body: { code: 'acme', users: 1 } });
    expect((await browser.request('GET', `/operator/api/tenants/${id}`)).status).toBe(404);
  });

  it('keeps every change in the audit log under the operator login, newest first', async () => {
    const browser = await signedInOperator();
    const log = await browser.request('GET', '/operator/api/audit?tenant=acme');
    expect(log.status).toBe(200);
    const entries = log.body?.entries as { action: string; operator: string }[];
    expect(entries.map((entry) => entry.action)).toEqual([
      'delete',
      'export',
      'suspend',
      'resume',
      'suspend',
      'plan',
      'plan',
      'create',
    ]);
    expect(new Set(entries.map((entry) => entry.operator))).toEqual(new Set([LOGIN]));
    const all = await browser.request('GET', '/operator/api/audit');
    expect(all.body).toMatchObject({ page: 1, pageSize: 50 });
    expect((all.body?.entries as unknown[]).length).toBeGreaterThan(entries.length);
    expect((await browser.request('GET', '/operator/api/audit?page=0')).status).toBe(400);
    expect((await browser.request('GET', '/operator/api/audit?tenant=NO%20SUCH')).status).toBe(400);
  });
});
