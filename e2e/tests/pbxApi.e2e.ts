import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebex, type FakeWebex } from '../../packages/server/test/fakes/fakeWebex';
import { LoginPage } from '../pages/LoginPage';
import { WebexSettingsPage } from '../pages/WebexSettingsPage';
import { launchBrowser } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/environment';
import { expectAccessible } from '../support/expectAccessible';

/*
 * Webex Calling needs a tenant in PBX_API mode pointed at Webex, which the shared e2e server's demo
 * tenants are not. This file runs its own Kizuna server on a data folder of its own, configured the
 * way an operator would (`kizuna pbx vendor`), against a local fake of the Webex endpoints.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(root, 'packages/server/dist/cli.js');

let webex: FakeWebex;
let server: ChildProcess;
let dataDir: string;
let baseURL: string;
let browser: Browser;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the Webex test server did not start');
}

beforeAll(async () => {
  webex = await startFakeWebex();
  dataDir = mkdtempSync(join(tmpdir(), 'kizuna-e2e-webex-'));
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    KIZUNA_DATA_DIR: join(dataDir, 'data'),
    // The fake Webex listens on loopback over plain HTTP: allowed as an operator allows a private host.
    KIZUNA_OUTBOUND_ALLOW: '127.0.0.1',
    KIZUNA_OUTBOUND_ALLOW_HTTP: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  const run = (args: string[]) =>
    execFileSync(process.execPath, [cli, ...args], { cwd: root, env, encoding: 'utf8' });
  // The demo seed: a copy of the one e2e/run.mjs made, else seeded here.
  const seeded = process.env.KIZUNA_E2E_SEEDED_DIR;
  if (seeded) cpSync(seeded, env.KIZUNA_DATA_DIR!, { recursive: true });
  else run(['seed']);
  run([
    'pbx',
    'vendor',
    '--tenant',
    'demo',
    '--vendor',
    'WEBEX',
    '--base-url',
    `${webex.url}/v1`,
    '--client-id',
    webex.clientId,
    '--client-secret',
    webex.clientSecret,
    '--grant-users',
  ]);
  server = spawn(process.execPath, [cli, 'start'], { cwd: root, env, stdio: 'ignore' });
  await waitForHealth(baseURL);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await webex?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(DEMO_ACCOUNTS.demoUser);
  await page.waitForURL(/\/front\/(?!login)/);
  if (locale === 'en-US') return page;
  // The same session in a browser whose language is another one.
  const { cookies } = await context.storageState();
  await context.close();
  const other = await browser.newContext({ baseURL, locale, storageState: { cookies, origins: [] } });
  return other.newPage();
}

describe('Webex Calling authorisation', () => {
  it('authorise at Webex, come back to complete, and the settings say authorised', async () => {
    const page = await signedIn();
    const webexSettings = new WebexSettingsPage(page);
    await page.goto('/front/settings/pbxApiSettings');
    await webexSettings.headingNamed('Webex Calling').waitFor();
    await webexSettings.state('Not authorised').waitFor();
    await expectAccessible(page);

    await webexSettings.button('Authorise at Webex').click();
    await page.waitForURL(/\/front\/settings\/pbxApi\/oauth2\/result\?status=complete/);
    await webexSettings.headingNamed('Authorisation complete').waitFor();
    expect(webex.requests.some((r) => r.path === '/v1/access_token')).toBe(true);
    await expectAccessible(page);

    await webexSettings.backLink.click();
    await webexSettings.state('Authorised').waitFor();
    await expectAccessible(page);

    await webexSettings.button('Disconnect').click();
    await webexSettings.state('Not authorised').waitFor();
    await page.context().close();
  });

  it('a refusal at Webex shows the denied result', async () => {
    const page = await signedIn();
    const webexSettings = new WebexSettingsPage(page);
    webex.denyNext = true;
    await page.goto('/front/settings/pbxApiAuthorize');
    await page.waitForURL(/status=denied/);
    await webexSettings.headingNamed('Authorisation refused').waitFor();
    await expectAccessible(page);
    await page.goto('/front/settings/pbxApiSettings');
    await webexSettings.state('Not authorised').waitFor();
    await page.context().close();
  });

  it('a return that this session did not start is refused with the message in Japanese', async () => {
    const page = await signedIn('ja-JP');
    await page.goto('/front/pbxApi/user/oauth2/result?code=abc&state=forged-state');
    await page.waitForURL(/status=error&code=OAUTH2_STATE_NOT_MATCH/);
    const webexSettings = new WebexSettingsPage(page);
    await webexSettings.headingNamed('認可に失敗しました').waitFor();
    expect(await webexSettings.error.textContent()).toContain('不正なアクセス');
    await expectAccessible(page);
    await page.context().close();
  });
});
