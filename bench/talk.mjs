#!/usr/bin/env node
// `node bench/talk.mjs [--clients 2000] [--room-size 10] [--rate 100] [--seconds 60] [--engines postgres,pglite]`:
// talk messages pushed over the events WebSocket (see README.md). PostgreSQL: a throwaway cluster
// (scripts/with-postgres.mjs) with two `kizuna start` nodes; PGlite: one node on a fresh data
// folder. Clients are spread over the nodes, in rooms of --room-size; --rate messages a second are
// sent, each by a random member of a random room through that member's node, for --seconds. Every
// member of the room, the sender too, must receive each message. One JSON line per engine.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { WebSocket } = createRequire(path.join(root, 'packages/server/package.json'))('ws');
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    'room-size': { type: 'string', default: '10' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    engines: { type: 'string', default: 'postgres,pglite' },
  },
});
const CLIENTS = Number(values.clients);
const ROOM_SIZE = Number(values['room-size']);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const HOST = '127.0.0.1';
/** The nodes of one benchmark share it, so a session's XSRF token holds on either. */
const SECRET_KEY = randomBytes(32).toString('hex');
/** How long to wait after the last send for deliveries still on their way. */
const DRAIN_MS = 5000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentiles(samples) {
  const sorted = Float64Array.from(samples).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
  const round = (n) => (n === null || n === undefined ? null : Number(n.toFixed(1)));
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1)) };
}

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
}

const tsx = (script, args) => [process.execPath, '--import', 'tsx', path.join(root, script), ...args];

async function startNode(env) {
  const port = await freePort(HOST);
  const [command, ...args] = tsx('packages/server/src/cli.ts', ['start']);
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, PORT: String(port), KIZUNA_ACCESS_LOG: '0', KIZUNA_TESSERACT: '' },
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
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function connect(node, client) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${node.base.replace('http', 'ws')}/api/browser/events`, {
      headers: { Cookie: client.cookie },
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
  });
}

async function run(engine) {
  const dataDir = engine === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'kizuna-talk-')) : null;
  const env = { ...process.env, KIZUNA_SECRET_KEY: SECRET_KEY };
  if (dataDir) {
    delete env.DATABASE_URL;
    env.KIZUNA_DATA_DIR = dataDir;
  }
  const [command, ...args] = tsx('bench/talkPrepare.ts', [
    '--clients',
    String(CLIENTS),
    '--room-size',
    String(ROOM_SIZE),
  ]);
  const prepared = JSON.parse(
    execFileSync(command, args, { cwd: root, env, maxBuffer: 256 * 1024 * 1024 })
      .toString()
      .trim()
      .split('\n')
      .at(-1),
  );
  const nodes = [];
  // One after another: the first migrates; the second finds the database ready.
  for (let i = 0; i < (engine === 'postgres' ? 2 : 1); i++) nodes.push(await startNode(env));
  try {
    const rssBefore = nodes.map((node) => rssOf(node.pid));
    const { clients, rooms } = prepared;
    const nodeOf = (index) => nodes[index % nodes.length];
    const indexOfUser = new Map(clients.map((client, index) => [client.userId, index]));
    const sentAt = new Map();
    const received = new Map();
    const latencies = [];
    let deliveries = 0;
    const sockets = [];
    for (let at = 0; at < clients.length; at += 100) {
      const batch = clients.slice(at, at + 100).map((client, offset) => connect(nodeOf(at + offset), client));
      sockets.push(...(await Promise.all(batch)));
    }
    for (const socket of sockets)
      socket.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type !== 'talkMessage') return;
        const key = message.message.message;
        const started = sentAt.get(key);
        if (started === undefined) return;
        deliveries += 1;
        received.set(key, (received.get(key) ?? 0) + 1);
        latencies.push(performance.now() - started);
      });
    await sleep(2000);
    const rssConnected = nodes.map((node) => rssOf(node.pid));

    let sent = 0;
    let failed = 0;
    const failedStatuses = {};
    const inFlight = new Set();
    const started = performance.now();
    const total = RATE * SECONDS;
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const [roomId, ...members] = rooms[Math.floor(Math.random() * rooms.length)];
      const senderIndex = indexOfUser.get(members[Math.floor(Math.random() * members.length)]);
      const sender = clients[senderIndex];
      const key = `bench ${i} ${roomId}`;
      sentAt.set(key, performance.now());
      const request = fetch(
        `${nodeOf(senderIndex).base}/api/browser/gotalk/room/${roomId}/message/sendText`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Requested-With': 'XMLHttpRequest',
            'X-XSRF-TOKEN': sender.xsrf,
            Cookie: `${sender.cookie}; XSRF-TOKEN=${sender.xsrf}`,
          },
          body: JSON.stringify({ message: key }),
        },
      )
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) sent += 1;
          else {
            failed += 1;
            failedStatuses[response.status] = (failedStatuses[response.status] ?? 0) + 1;
            sentAt.delete(key);
          }
        })
        .catch(() => {
          failed += 1;
          sentAt.delete(key);
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
    const sendSeconds = (performance.now() - started) / 1000;
    await sleep(DRAIN_MS);
    const expected = sent * ROOM_SIZE;
    for (const socket of sockets) socket.terminate();
    return {
      engine,
      nodes: nodes.length,
      clients: clients.length,
      roomSize: ROOM_SIZE,
      rooms: rooms.length,
      ratePerSecond: RATE,
      seconds: SECONDS,
      sendSeconds: Number(sendSeconds.toFixed(1)),
      sent,
      failedSends: failed,
      failedStatuses,
      deliveries,
      expectedDeliveries: expected,
      lost: expected - deliveries,
      deliveriesPerSecond: Math.round(deliveries / sendSeconds),
      latencyMs: percentiles(latencies),
      memoryPerConnectionKiB: Math.round(
        nodes.reduce((sum, _, i) => sum + (rssConnected[i] - rssBefore[i]), 0) / clients.length / 1024,
      ),
      serverRssMiB: nodes.map((node) => Math.round(rssOf(node.pid) / 1048576)),
      loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    };
  } finally {
    for (const node of nodes) await node.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const engine of values.engines.split(',')) {
  if (engine === 'postgres' && !process.env.DATABASE_URL) {
    // A throwaway cluster for this engine alone; the run inside prints its line.
    const forwarded = process.argv
      .slice(2)
      .filter((arg, i, all) => arg !== '--engines' && all[i - 1] !== '--engines');
    execFileSync(
      process.execPath,
      [
        path.join(root, 'scripts/with-postgres.mjs'),
        process.execPath,
        fileURLToPath(import.meta.url),
        ...forwarded,
        '--engines',
        'postgres',
      ],
      { cwd: root, stdio: 'inherit' },
    );
    continue;
  }
  console.log(JSON.stringify(await run(engine)));
}
