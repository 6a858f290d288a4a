#!/usr/bin/env node
// `node bench/anpi.mjs [--people 10000] [--seconds 60] [--clients 200] [--results-runs 20]
//   [--engine pglite|postgres]`:
// the safety check under load (see README.md). A real check for the whole company of --people is
// started through the service on a fresh database (PGlite in a temporary folder, or a throwaway
// PostgreSQL cluster from scripts/with-postgres.mjs), one `kizuna start` node serves it, and every
// person answers once through their own answer link (`POST /anpi/link/answer`, no session), the
// answers arriving evenly over --seconds, each from its own client. Then the company's results are
// read as the administrator, the node is stopped and the answers in the database are counted.
// One JSON line.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '60' },
    'results-runs': { type: 'string', default: '20' },
    clients: { type: 'string', default: '200' },
    engine: { type: 'string', default: 'pglite' },
  },
});
const PEOPLE = Number(values.people);
const SECONDS = Number(values.seconds);
const RESULTS_RUNS = Number(values['results-runs']);
const CLIENTS = Number(values.clients);
const HOST = '127.0.0.1';
const SECRET_KEY = randomBytes(32).toString('hex');
/** A refused answer (503 with Retry-After: the node's line is full) is sent again, as the page does. */
const MAX_ATTEMPTS = 10;
const SAFETY = ['SAFE', 'SAFE', 'SAFE', 'MINOR_INJURY', 'SERIOUS_INJURY'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentiles(samples) {
  const sorted = Float64Array.from(samples).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
  const round = (n) => (n === null || n === undefined ? null : Number(n.toFixed(1)));
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1)) };
}

const tsx = (script, args) => [process.execPath, '--import', 'tsx', path.join(root, script), ...args];

function runTsx(script, args, env) {
  const [command, ...rest] = tsx(script, args);
  return JSON.parse(
    execFileSync(command, rest, { cwd: root, env, maxBuffer: 256 * 1024 * 1024 })
      .toString()
      .trim()
      .split('\n')
      .at(-1),
  );
}

async function startNode(env) {
  const port = await freePort(HOST);
  const [command, ...args] = tsx('packages/server/src/cli.ts', ['start']);
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, PORT: String(port), KIZUNA_ACCESS_LOG: '0', KIZUNA_TESSERACT: '', KIZUNA_QUAKE_FEED: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://${HOST}:${port}`;
  for (const started = Date.now(); ; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`kizuna start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error('kizuna start did not get ready');
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The server's own time of a request, from its `Server-Timing: app;dur=…` header. */
function serverMsOf(response) {
  const match = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : null;
}

async function run(engine) {
  const dataDir = engine === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'kizuna-anpi-')) : null;
  const env = { ...process.env, KIZUNA_SECRET_KEY: SECRET_KEY };
  if (dataDir) {
    delete env.DATABASE_URL;
    env.KIZUNA_DATA_DIR = dataDir;
  }
  const preparedAt = performance.now();
  const prepared = runTsx('bench/anpiPrepare.ts', ['--people', String(PEOPLE)], env);
  const prepareMs = Math.round(performance.now() - preparedAt);
  let node = await startNode(env);
  try {
    const answerUrl = `${node.base}/api/browser/anpi/link/answer`;
    const latencies = [];
    const failedStatuses = {};
    let answered = 0;
    let failed = 0;
    let retries = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    const pending = new Set();
    const started = performance.now();
    const answer = async (token, i) => {
      const body = JSON.stringify({
        token,
        safety: SAFETY[i % SAFETY.length],
        canWork: i % 7 !== 0,
        comment: i % 10 === 0 ? `自宅待機 ${i}` : '',
      });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        // Opening the link's page gives the phone its XSRF cookie, as the app asks for it.
        const page = await fetch(`${node.base}/api/browser/auth/xsrf`);
        await page.arrayBuffer();
        const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
        const sentAt = performance.now();
        for (let attempt = 1; ; attempt++) {
          const response = await fetch(answerUrl, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'X-Requested-With': 'XMLHttpRequest',
              'X-XSRF-TOKEN': xsrf,
              Cookie: `XSRF-TOKEN=${xsrf}`,
            },
            body,
          });
          await response.arrayBuffer();
          if (response.ok) {
            answered += 1;
            latencies.push(performance.now() - sentAt);
            return;
          }
          if (response.status === 503 && attempt < MAX_ATTEMPTS) {
            retries += 1;
            await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
            continue;
          }
          failed += 1;
          failedStatuses[response.status] = (failedStatuses[response.status] ?? 0) + 1;
          return;
        }
      } catch {
        failed += 1;
        failedStatuses.network = (failedStatuses.network ?? 0) + 1;
      } finally {
        inFlight -= 1;
      }
    };
    // Arrivals spread evenly over the window, each person's phone its own client; at most
    // --clients of them wait for an answer at once (a later one starts when one is done).
    for (let i = 0; i < prepared.tokens.length; i++) {
      const wait = started + (i * SECONDS * 1000) / prepared.tokens.length - performance.now();
      if (wait > 0) await sleep(wait);
      while (pending.size >= CLIENTS) await Promise.race(pending);
      const request = answer(prepared.tokens[i], i).finally(() => pending.delete(request));
      pending.add(request);
    }
    await Promise.all(pending);
    const answerSeconds = (performance.now() - started) / 1000;

    // The company's results at N answers, as the administrator's results page asks for them.
    const resultsUrl = `${node.base}/api/browser/anpi/checks/${prepared.checkId}/results`;
    const headers = {
      'X-Requested-With': 'XMLHttpRequest',
      Cookie: `${prepared.admin.cookie}; XSRF-TOKEN=${prepared.admin.xsrf}`,
    };
    const resultsMs = [];
    const resultsServerMs = [];
    let answeredInResults = null;
    for (let i = 0; i < RESULTS_RUNS + 2; i++) {
      const at = performance.now();
      const response = await fetch(resultsUrl, { headers });
      const results = await response.json();
      if (!response.ok) throw new Error(`results: ${response.status} ${JSON.stringify(results)}`);
      if (i < 2) continue; // warm-up
      resultsMs.push(performance.now() - at);
      const server = serverMsOf(response);
      if (server !== null) resultsServerMs.push(server);
      answeredInResults = results.totals.answered;
    }
    await node.stop();
    node = null;
    const counted = runTsx('bench/anpiPrepare.ts', ['--count', String(prepared.checkId)], env);
    return {
      engine,
      people: prepared.tokens.length,
      seconds: SECONDS,
      clients: CLIENTS,
      prepareMs,
      answerSeconds: Number(answerSeconds.toFixed(1)),
      answered,
      failed,
      failedStatuses,
      retriedAfter503: retries,
      maxInFlight,
      answersPerSecond: Math.round(answered / answerSeconds),
      answerLatencyMs: percentiles(latencies),
      answerRows: counted.answers,
      usedLinks: counted.usedLinks,
      lost: answered - counted.answers,
      resultsMs: percentiles(resultsMs),
      resultsServerMs: resultsServerMs.length ? percentiles(resultsServerMs) : null,
      answeredInResults,
      loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    };
  } finally {
    await node?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (values.engine === 'postgres' && !process.env.DATABASE_URL) {
  // A throwaway cluster; the run inside prints the line.
  execFileSync(
    process.execPath,
    [
      path.join(root, 'scripts/with-postgres.mjs'),
      process.execPath,
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit' },
  );
} else {
  console.log(JSON.stringify(await run(values.engine)));
}
