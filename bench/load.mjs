#!/usr/bin/env node
// `node bench/load.mjs [--users N] [--duration S] [--engines pglite,postgres,cluster] [--scenarios paced,saturation]
// [--warm-up S] [--timeline FILE] [--sockets N] [--baseline DIR --rounds R] ["--node-args=<Node.js options of the server nodes>"]`:
// many signed-in users against the real `kizuna start` (see README.md). PGlite: a fresh data folder
// with the demo seed; PostgreSQL: a throwaway cluster from scripts/with-postgres.mjs; cluster:
// PostgreSQL with `--nodes` nodes (2) behind nginx, queries through PgBouncer (scripts/cluster.mjs).
// Every request goes to 127.0.0.1. One JSON line per engine and scenario: its measured `--duration`
// after a `--warm-up` (10 s) whose figures are reported apart; `--timeline` adds one line per second.
// `--baseline DIR` runs the same scenarios on the server of another checkout (e.g. a worktree of
// main) too, alternately with this tree's, `--rounds` times, and ends with a comparison line.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startCluster } from '../scripts/cluster.mjs';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    engines: { type: 'string', default: 'pglite,postgres' },
    nodes: { type: 'string', default: '2' },
    scenarios: { type: 'string', default: 'paced,saturation' },
    'pause-min': { type: 'string', default: '1000' },
    'pause-max': { type: 'string', default: '2000' },
    'probe-interval': { type: 'string', default: '250' },
    'node-args': { type: 'string', default: '' },
    timeline: { type: 'string' },
    'warm-up': { type: 'string', default: '10' },
    sockets: { type: 'string', default: '1' },
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    'connect-interval': { type: 'string', default: '500' },
  },
});
const USERS = Number(values.users);
const DURATION_MS = Number(values.duration) * 1000;
const PAUSE_MIN = Number(values['pause-min']);
const PAUSE_MAX = Number(values['pause-max']);
const PROBE_INTERVAL_MS = Number(values['probe-interval']);
const REQUEST_TIMEOUT_MS = 30_000;
/** Node.js options for the server nodes (e.g. `--cpu-prof --cpu-prof-dir /tmp/prof`). */
const NODE_ARGS = values['node-args'].split(/\s+/).filter(Boolean);
/**
 * Seconds each scenario runs before its measured `--duration`: the users browse as they will, and
 * what they meet is reported apart (`warmUp`). Right after signing in, every node still loads each
 * session's principal and compiles its code paths at the first requests (see bench/README.md).
 */
const WARM_UP_MS = Number(values['warm-up']) * 1000;
/** `--timeline FILE`: one JSON line per second of each scenario (answers, 503s, p50, p99, max). */
const TIMELINE_FILE = values.timeline ?? null;
const HOST = '127.0.0.1';
/** Event sockets each user opens after signing in, as each tab of the app does. */
const SOCKETS_PER_USER = Number(values.sockets);
/** How often a new browser connection (a fresh TCP connection) asks for a signed-in page's data. */
const CONNECT_INTERVAL_MS = Number(values['connect-interval']);
const WebSocket = createRequire(path.join(root, 'packages/server/package.json'))('ws');
/** The demo tenant's accounts that can sign in (README); each user is a sign-in of its own. */
const ACCOUNTS = [
  { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
  { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' },
];
const WORDS = ['山', '山田', 'やまだ', 'ﾀｶﾊｼ', 'sato', 'tanaka', '課長', '営業', '佐藤'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
  const round = (n) => (n === null ? null : Number(n.toFixed(1)));
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1) ?? null) };
}

/** `kizuna start` on the engine, on a free port; resolves once /readyz says so. */
async function startKizuna(engine, tree = root) {
  if (engine === 'cluster') {
    const started = performance.now();
    // The demo's simulated site stays off: the run measures the server, not the demo's movement.
    const cluster = await startCluster({
      nodes: Number(values.nodes),
      nodeArgs: NODE_ARGS,
      env: { KIZUNA_PLACES_SIMULATE: 'off' },
    });
    return {
      base: cluster.url,
      startMs: Math.round(performance.now() - started),
      pids: cluster.pids,
      stop: cluster.stop,
    };
  }
  const port = await freePort(HOST);
  const cli = [path.join(tree, 'packages/server/dist/cli.js'), 'start'];
  const dataDir = engine === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'kizuna-load-')) : null;
  const env = { ...process.env, PORT: String(port), KIZUNA_TESSERACT: '' };
  delete env.DATABASE_URL;
  if (dataDir) env.KIZUNA_DATA_DIR = dataDir;
  const command =
    engine === 'pglite'
      ? [process.execPath, ...NODE_ARGS, ...cli]
      : [
          process.execPath,
          path.join(root, 'scripts/with-postgres.mjs'),
          process.execPath,
          ...NODE_ARGS,
          ...cli,
        ];
  const child = spawn(command[0], command.slice(1), {
    cwd: tree,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://${HOST}:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`kizuna start (${engine}) exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error(`kizuna start (${engine}) did not get ready`);
    await sleep(250);
  }
  return {
    base,
    startMs: Math.round(performance.now() - started),
    // PGlite: the node; PostgreSQL: the node and the database under scripts/with-postgres.mjs.
    pids: () => ({ server: child.pid }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every process's parent and CPU time so far (user + system, ms, with its reaped children's). */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields 14–17 of proc(5): utime, stime, cutime, cstime, in clock ticks (100 a second).
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      table.set(Number(name), { parent: Number(fields[1]), cpuMs: ticks * 10 });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** CPU ms used so far by each role's process and everything under it (PostgreSQL: its backends). */
function cpuByRole(pids) {
  const table = processTable();
  const treeMs = (root) => {
    let ms = 0;
    const stack = [root];
    while (stack.length) {
      const pid = stack.pop();
      ms += table.get(pid)?.cpuMs ?? 0;
      for (const [child, { parent }] of table) if (parent === pid) stack.push(child);
    }
    return ms;
  };
  return Object.fromEntries(
    Object.entries(pids)
      .filter(([, pid]) => pid)
      .map(([role, pid]) => [role, treeMs(pid)]),
  );
}

function cookiesOf(response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

const retryAfterMs = (response) => Number(response.headers.get('retry-after') ?? 1) * 1000;

/** One browser session: its own XSRF token and session cookie. */
async function signIn(base, account) {
  for (let attempt = 0; ; attempt++) {
    const xsrfResponse = await fetch(`${base}/api/browser/auth/xsrf`);
    await xsrfResponse.arrayBuffer();
    const xsrf = cookiesOf(xsrfResponse)['XSRF-TOKEN'];
    const login = await fetch(`${base}/api/browser/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        Cookie: `XSRF-TOKEN=${xsrf}`,
      },
      body: JSON.stringify(account),
    });
    await login.arrayBuffer();
    if (login.status === 204) {
      // The sign-in answer replaces the pre-session token with the session's own.
      const { KIZUNA_SESSION: session, 'XSRF-TOKEN': sessionXsrf } = cookiesOf(login);
      return {
        cookie: `XSRF-TOKEN=${sessionXsrf}; KIZUNA_SESSION=${session}`,
        xsrf: decodeURIComponent(sessionXsrf),
      };
    }
    // A busy server or a sign-in limit: wait as told, then try again.
    if ((login.status === 429 || login.status === 503) && attempt < 20) {
      await sleep(retryAfterMs(login));
      continue;
    }
    throw new Error(`sign-in as ${account.accountId} answered ${login.status}`);
  }
}

async function signInAll(base) {
  const sessions = new Array(USERS);
  let next = 0;
  // A few at a time: sign-in hashes the password, and the sign-in limits count per address.
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < USERS) {
        const index = next++;
        sessions[index] = await signIn(base, ACCOUNTS[index % ACCOUNTS.length]);
      }
    }),
  );
  return sessions;
}

/** What the people in the directory and their divisions are, for detail and division requests. */
async function directoryIds(base, session) {
  const response = await call(base, session, 'POST', '/internalContacts/searchByFreeWord?page=1&size=100', {
    freeWord: '',
  });
  if (response.status !== 200) throw new Error(`the directory search answered ${response.status}`);
  const { items } = JSON.parse(response.body.toString('utf8'));
  const userIds = items.map((item) => item.userId);
  const divisionIds = [...new Set(items.flatMap((item) => item.divisions.map((d) => d.divisionId)))];
  if (userIds.length === 0 || divisionIds.length === 0) throw new Error('the demo directory is empty');
  return { userIds, divisionIds };
}

/**
 * One keep-alive connection pool for every user, as browsers keep theirs: `node:http` rather than
 * `fetch`, whose bookkeeping costs the load generator about twice the CPU per request (and the
 * load generator shares the machine with the servers).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** A request of a signed-in user: resolves to `{ status, headers, body }` (body a Buffer). */
function call(base, session, method, path, body) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/browser${path}`,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          Cookie: session.cookie,
          ...(payload === undefined
            ? {}
            : {
                'Content-Type': 'application/json',
                'Content-Length': payload.length,
                'X-XSRF-TOKEN': session.xsrf,
              }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => {
      const error = new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`);
      error.name = 'TimeoutError';
      request.destroy(error);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** The requests a person browsing the directory makes. */
function nextRequest(ids) {
  const roll = Math.random();
  if (roll < 0.3)
    return ['search', 'POST', '/internalContacts/searchByFreeWord?page=1&size=30', { freeWord: pick(WORDS) }];
  if (roll < 0.4)
    return [
      'search',
      'POST',
      '/internalContacts/search?page=1&size=30',
      { fullname: pick(WORDS), searchType: 'PARTIAL' },
    ];
  if (roll < 0.6) return ['detail', 'GET', `/internalContact/detail/${pick(ids.userIds)}`];
  if (roll < 0.7) return ['division', 'GET', `/division/${pick(ids.divisionIds)}/info`];
  if (roll < 0.85) {
    const userIds = [...new Set(Array.from({ length: 20 }, () => pick(ids.userIds)))];
    return ['presence', 'POST', '/o365/status', { userIds }];
  }
  return ['callHistory', 'GET', '/callHistory/incoming?page=1&size=30'];
}

/** A fresh connection each time (as a load balancer's health check opens one). */
function probe(base, pathname) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      `${base}${pathname}`,
      { agent: false, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: performance.now() - started, ok: response.statusCode === 200 }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
  });
}

/** A new browser connection: a fresh TCP connection asking for a signed-in user's data (admitted like any request). */
function connectProbe(base, session) {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      `${base}/api/browser/principal/user/info`,
      {
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Cookie: session.cookie },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
  });
}

/** Each session's event sockets, opened as the app's tabs open theirs; resolves to how many opened. */
async function openSockets(base, sessions) {
  const sockets = [];
  let opened = 0;
  // Eight at a time, as sign-in goes: the handshakes pass admission control like requests.
  const wanted = sessions.flatMap((session) => Array.from({ length: SOCKETS_PER_USER }, () => session));
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < wanted.length) {
        const session = wanted[next++];
        for (let attempt = 0; attempt < 10; attempt++) {
          const socket = new WebSocket(`${base.replace('http', 'ws')}/api/browser/events`, {
            headers: { Cookie: session.cookie },
          });
          const ok = await new Promise((resolve) => {
            socket.once('open', () => resolve(true));
            socket.once('unexpected-response', (_request, response) => {
              response.resume();
              resolve(false);
            });
            socket.once('error', () => resolve(false));
          });
          if (ok) {
            socket.on('message', () => undefined);
            socket.on('error', () => undefined);
            sockets.push(socket);
            opened++;
            break;
          }
          await sleep(1000);
        }
      }
    }),
  );
  return { opened, close: () => sockets.forEach((socket) => socket.terminate()) };
}

async function runScenario(engine, scenario, server, sessions, ids, tree = 'current') {
  const { base } = server;
  const paced = scenario === 'paced';
  const latencies = [];
  const byKind = {};
  const errors = {};
  let status503 = 0;
  let requests = 0;
  /** By second of the scenario (when the request was sent): answers' latencies and 503s. */
  const timeline = [];
  /** Answers per node (`X-Kizuna-Node`), behind the load balancer. */
  const byNode = {};
  const probeMs = [];
  let probeFailures = 0;
  /** New browser connections: time to any answer (served or 503), and how many got none in 2 s. */
  const connectMs = [];
  let connectStatus503 = 0;
  const started = performance.now();
  const measureFrom = started + WARM_UP_MS;
  const end = measureFrom + DURATION_MS;
  /** The warm-up's answers and refusals, reported apart. */
  const warmUp = { served: [], status503: 0, errors: 0 };
  let cpuBefore = process.cpuUsage();
  let serverCpuBefore = cpuByRole(server.pids());
  const measuring = sleep(WARM_UP_MS).then(() => {
    cpuBefore = process.cpuUsage();
    serverCpuBefore = cpuByRole(server.pids());
  });

  const probing = (async () => {
    for (let i = 0; performance.now() < end; i++) {
      const sent = performance.now();
      const result = await probe(base, i % 2 === 0 ? '/healthz' : '/readyz');
      if (sent >= measureFrom) {
        probeMs.push(result.ms);
        if (!result.ok) probeFailures++;
      }
      await sleep(PROBE_INTERVAL_MS);
    }
  })();

  const connecting = (async () => {
    for (let i = 0; performance.now() < end; i++) {
      const sent = performance.now();
      const result = await connectProbe(base, sessions[i % sessions.length]);
      if (sent >= measureFrom) {
        connectMs.push(result.ms);
        if (result.status === 503) connectStatus503++;
      }
      await sleep(CONNECT_INTERVAL_MS);
    }
  })();

  const user = async (session) => {
    // Paced users start spread over one pause, as people do; at saturation all start at once.
    if (paced) await sleep(Math.random() * PAUSE_MAX);
    while (performance.now() < end) {
      const [kind, method, path, body] = nextRequest(ids);
      const sent = performance.now();
      const measured = sent >= measureFrom;
      if (measured) requests++;
      let wait = paced ? PAUSE_MIN + Math.random() * (PAUSE_MAX - PAUSE_MIN) : 0;
      try {
        const response = await call(base, session, method, path, body);
        const ms = performance.now() - sent;
        const node = response.headers['x-kizuna-node'];
        const second = Math.floor((sent - measureFrom) / 1000);
        const bucket = (timeline[second - Math.floor(-WARM_UP_MS / 1000)] ??= {
          second,
          served: [],
          status503: 0,
        });
        if (response.status === 503) {
          bucket.status503++;
          if (measured) status503++;
          else warmUp.status503++;
          // As the client does: wait what the server asked before the next request.
          wait = Math.max(wait, Number(response.headers['retry-after'] ?? 1) * 1000);
        } else if (response.status >= 200 && response.status < 300) {
          bucket.served.push(ms);
          if (!measured) warmUp.served.push(ms);
          else {
            if (node) byNode[node] = (byNode[node] ?? 0) + 1;
            latencies.push(ms);
            (byKind[kind] ??= []).push(ms);
          }
        } else if (!measured) warmUp.errors++;
        else {
          const key = `http${response.status}`;
          errors[key] = (errors[key] ?? 0) + 1;
        }
      } catch (error) {
        if (!measured) warmUp.errors++;
        else {
          const key = error?.name === 'TimeoutError' ? 'timeout' : 'network';
          errors[key] = (errors[key] ?? 0) + 1;
        }
      }
      if (wait > 0) await sleep(wait);
    }
  };

  await Promise.all(sessions.map(user));
  await probing;
  await connecting;
  await measuring;
  const elapsedS = (performance.now() - measureFrom) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverCpuAfter = cpuByRole(server.pids());
  const loadGeneratorMs = (cpu.user + cpu.system) / 1000;
  // CPU per request served, by process: what the machine pays for one request, whatever else runs.
  const cpuMs = {
    ...Object.fromEntries(
      Object.entries(serverCpuAfter).map(([role, ms]) => [role, ms - (serverCpuBefore[role] ?? 0)]),
    ),
    loadGenerator: loadGeneratorMs,
  };
  const perRequest = (ms) => (latencies.length ? Number((ms / latencies.length).toFixed(2)) : null);
  const cpuMsPerRequest = Object.fromEntries(
    Object.entries(cpuMs).map(([role, ms]) => [role, perRequest(ms)]),
  );
  cpuMsPerRequest.total = perRequest(Object.values(cpuMs).reduce((sum, ms) => sum + ms, 0));
  const latency = percentiles(latencies);
  if (TIMELINE_FILE) {
    const lines = timeline.filter(Boolean).map((bucket) => {
      const { p50, p99, max } = percentiles(bucket.served);
      return JSON.stringify({
        engine,
        scenario,
        second: bucket.second,
        served: bucket.served.length,
        status503: bucket.status503,
        p50,
        p99,
        max,
      });
    });
    appendFileSync(TIMELINE_FILE, `${lines.join('\n')}\n`);
  }
  console.log(
    JSON.stringify({
      kind: scenario,
      engine,
      tree,
      users: sessions.length,
      durationS: Number(elapsedS.toFixed(1)),
      requests,
      served: latencies.length,
      servedPerS: Number((latencies.length / elapsedS).toFixed(1)),
      errors: Object.values(errors).reduce((sum, n) => sum + n, 0),
      errorsByKind: errors,
      status503,
      shedFraction: requests ? Number((status503 / requests).toFixed(3)) : null,
      latencyMs: latency,
      p99OverP50: latency.p50 ? Number((latency.p99 / latency.p50).toFixed(1)) : null,
      byKindP99Ms: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, percentiles(v).p99])),
      health: { probes: probeMs.length, failures: probeFailures, ...pick2(percentiles(probeMs)) },
      newConnection: {
        probes: connectMs.length,
        status503: connectStatus503,
        over2s: connectMs.filter((ms) => ms > 2000).length,
        p50Ms: percentiles(connectMs).p50,
        ...pick2(percentiles(connectMs)),
      },
      warmUp: {
        seconds: WARM_UP_MS / 1000,
        served: warmUp.served.length,
        status503: warmUp.status503,
        errors: warmUp.errors,
        p99Ms: percentiles(warmUp.served).p99,
      },
      ...(Object.keys(byNode).length ? { byNode } : {}),
      loadGeneratorCpuPct: Number(((loadGeneratorMs / (elapsedS * 1000)) * 100).toFixed(0)),
      cpuMsPerRequest,
      loadavg: loadavg().map((n) => Number(n.toFixed(2))),
    }),
  );
  return {
    tree,
    engine,
    scenario,
    p50: latency.p50,
    p99: latency.p99,
    ratio: latency.p50 ? Number((latency.p99 / latency.p50).toFixed(1)) : null,
    shed: requests ? Number((status503 / requests).toFixed(3)) : null,
    newConnectionP99Ms: percentiles(connectMs).p99,
    cpuMsPerRequest: cpuMsPerRequest.total,
  };
}

function pick2({ p99, max }) {
  return { p99Ms: p99, maxMs: max };
}

buildIfStale('server');
/** This tree, and with `--baseline` the other checkout's, one after the other in every round. */
const trees = [{ name: 'current', dir: root }];
if (values.baseline) {
  const dir = path.resolve(values.baseline);
  const { buildIfStale: buildBaseline } = await import(path.join(dir, 'scripts/build-if-stale.mjs'));
  buildBaseline('server');
  trees.unshift({ name: 'baseline', dir });
}
const rounds = values.baseline ? Number(values.rounds) : 1;
const results = [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const tree of trees) {
      for (const engine of values.engines.split(',')) {
        const server = await startKizuna(engine, tree.dir);
        let sockets;
        try {
          const signInStarted = performance.now();
          const sessions = await signInAll(server.base);
          const ids = await directoryIds(server.base, sessions[0]);
          sockets = await openSockets(server.base, sessions);
          console.log(
            JSON.stringify({
              kind: 'setup',
              engine,
              tree: tree.name,
              round,
              users: sessions.length,
              startMs: server.startMs,
              signInMs: Math.round(performance.now() - signInStarted),
              eventSockets: sockets.opened,
              people: ids.userIds.length,
              divisions: ids.divisionIds.length,
              loadavg: loadavg().map((n) => Number(n.toFixed(2))),
            }),
          );
          for (const scenario of values.scenarios.split(',')) {
            results.push({
              round,
              ...(await runScenario(engine, scenario, server, sessions, ids, tree.name)),
            });
            await sleep(2_000);
          }
        } finally {
          sockets?.close();
          await server.stop();
        }
      }
    }
  }
  if (values.baseline) console.log(JSON.stringify({ kind: 'comparison', runs: results }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
