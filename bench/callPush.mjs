#!/usr/bin/env node
// `node bench/callPush.mjs [--rings N] [--browser]`: push-to-popup latency of incoming calls.
// Starts the built server (packages/server/dist) on a free port with a throwaway data folder,
// signs in demo/admin (A, extension 1000) and demo/yamada.taro (B, 1001), opens B's events
// WebSocket, and N times: A calls B (POST /pbx/cucmApi/directCall), B's socket receives the
// RINGING line status, B declines, both lines are idle again. With --browser, B is also signed in
// in Chromium on /front/home and the time until the incoming-call popup is visible is measured.
// One JSON line per figure; see README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, root } from '../scripts/build-if-stale.mjs';

const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const RINGS = argValue('--rings', 200);
const WARMUP = 10;
const withBrowser = process.argv.includes('--browser');
const CHROMIUM = process.env.KIZUNA_CHROMIUM ?? '/usr/bin/chromium';

const requireFromServer = createRequire(join(root, 'packages/server/package.json'));
const { WebSocket } = requireFromServer('ws');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (v) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1]),
  };
}

function setCookies(response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((header) => {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );
}

async function signIn(baseURL, accountId, password) {
  const xsrf = setCookies(await fetch(`${baseURL}/api/browser/auth/xsrf`))['XSRF-TOKEN'];
  const login = await fetch(`${baseURL}/api/browser/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ tenantCode: 'demo', accountId, password }),
  });
  if (login.status !== 204) throw new Error(`sign-in of ${accountId} answered ${login.status}`);
  // Signing in replaces the pre-session token with the session's own.
  const { KIZUNA_SESSION: session, 'XSRF-TOKEN': sessionXsrf } = setCookies(login);
  const cookie = `XSRF-TOKEN=${sessionXsrf}; KIZUNA_SESSION=${session}`;
  const call = async (method, path, body) => {
    const response = await fetch(`${baseURL}/api/browser${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': sessionXsrf, Cookie: cookie },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response.status === 204 ? null : response.json();
  };
  return { cookie, call, session, xsrf: sessionXsrf };
}

/** B's events socket: resolves waiters on the first line status that matches. */
function openEvents(baseURL, cookie) {
  const waiters = [];
  const socket = new WebSocket(`${baseURL.replace('http', 'ws')}/api/browser/events`, {
    headers: { Cookie: cookie },
  });
  socket.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data));
    if (message.type !== 'lineStatus') return;
    for (let i = waiters.length - 1; i >= 0; i -= 1) {
      if (waiters[i].match(message)) {
        waiters[i].resolve(at);
        waiters.splice(i, 1);
      }
    }
  });
  const opened = new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = (match) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event within 10 s')), 10_000);
      waiters.push({
        match,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
    });
  return { socket, opened, next };
}

async function waitForHealth(baseURL, server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

buildIfStale('server');
if (withBrowser) buildIfStale('app');
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'kizuna-callpush-'));
const server = spawn(process.execPath, [join(root, 'packages/server/dist/cli.js'), 'start'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), KIZUNA_DATA_DIR: join(dataDir, 'data') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
try {
  await waitForHealth(baseURL, server);
  const a = await signIn(baseURL, 'admin', 'Kizuna-Admin1');
  const b = await signIn(baseURL, 'yamada.taro', 'Kizuna-User1');
  const events = openEvents(baseURL, b.cookie);
  await events.opened;

  let page;
  if (withBrowser) {
    if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}`);
    const { chromium } = createRequire(join(root, 'e2e/package.json'))('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
    const context = await browser.newContext({ baseURL });
    await context.addCookies([
      { name: 'KIZUNA_SESSION', value: b.session, url: baseURL },
      { name: 'XSRF-TOKEN', value: b.xsrf, url: baseURL },
    ]);
    page = await context.newPage();
    await page.goto('/front/home');
    await page.getByRole('region', { name: 'Phone line' }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    // The page notes the wall-clock time the popup appears; the ring request is stamped the same way.
    await page.evaluate(() => {
      window.__popupAt = [];
      new MutationObserver(() => {
        const popup = document.querySelector('.kz-incomingCall');
        if (popup && !popup.dataset.seen) {
          popup.dataset.seen = '1';
          requestAnimationFrame(() => window.__popupAt.push(performance.timeOrigin + performance.now()));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  const socketMs = [];
  const directCallMs = [];
  const popupMs = [];
  for (let ring = 0; ring < WARMUP + RINGS; ring += 1) {
    const sentAt = performance.now();
    const sentWall = performance.timeOrigin + sentAt;
    const arrived = events.next((m) => m.event?.kind === 'RINGING' && m.status.self.status === 'RINGING');
    const { callId } = await a.call('POST', '/pbx/cucmApi/directCall', { destination: '1001' });
    const answeredAt = performance.now();
    const at = await arrived;
    if (ring >= WARMUP) directCallMs.push(answeredAt - sentAt);
    if (page) {
      await page.locator('.kz-incomingCall').waitFor();
      const shown = await page.evaluate(() => window.__popupAt.at(-1));
      if (ring >= WARMUP) popupMs.push(shown - sentWall);
    }
    if (ring >= WARMUP) socketMs.push(at - sentAt);
    const ended = events.next((m) => m.event?.callId === callId && m.status.self.status === 'IDLE');
    await b.call('GET', '/pbx/cucmApi/endCall');
    await ended;
    if (page) await page.locator('.kz-incomingCall').waitFor({ state: 'detached' });
  }
  const load = loadavg().map((v) => Math.round(v * 100) / 100);
  console.log(JSON.stringify({ kind: 'ring-to-socket', rings: RINGS, ms: percentiles(socketMs), load }));
  // The floor: A's directCall request alone (the ring is committed when it answers).
  console.log(
    JSON.stringify({ kind: 'direct-call-request', rings: RINGS, ms: percentiles(directCallMs), load }),
  );
  if (withBrowser)
    console.log(JSON.stringify({ kind: 'ring-to-popup', rings: RINGS, ms: percentiles(popupMs), load }));
  events.socket.close();
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
