#!/usr/bin/env node
// `node bench/talk.mjs [--clients 2000] [--room-size 10] [--rate 100] [--seconds 60] [--engines postgres,pglite]
//   [--client-processes 2] [--cpu-prof dir]`:
// talk messages pushed over the events WebSocket (see README.md). PostgreSQL: a throwaway cluster
// (scripts/with-postgres.mjs) with two `kizuna start` nodes; PGlite: one node on a fresh data
// folder. Clients are spread over the nodes, in rooms of --room-size; --rate messages a second are
// sent, each by a random member of a random room through that member's node, for --seconds. Every
// member of the room, the sender too, must receive each message. The sockets live in
// --client-processes child processes (talkClients.mjs); this one sends and counts. One JSON line
// per engine.
import { execFileSync, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './freePort.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    'room-size': { type: 'string', default: '10' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    engines: { type: 'string', default: 'postgres,pglite' },
    'client-processes': { type: 'string', default: '2' },
    'cpu-prof': { type: 'string' },
    timeline: { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(values.clients);
const ROOM_SIZE = Number(values['room-size']);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const CLIENT_PROCESSES = Number(values['client-processes']);
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

/** Latency percentiles per window of send time (`--timeline`): a warm-up, or a stall that recurs. */
function byWindow(timeline, start, windowMs) {
  const windows = [];
  for (const [sentTime, latency] of timeline) {
    const w = Math.floor((sentTime - start) / windowMs);
    (windows[w] ??= []).push(latency);
  }
  return windows.map((samples, w) => ({ fromS: (w * windowMs) / 1000, ...percentiles(samples ?? []) }));
}

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
}

/** CPU time (user and system) a process has used so far, in ms (Linux: 100 clock ticks a second). */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone
  }
}

/** The PostgreSQL server listening on `port` and its processes (backends and helpers), by pid. */
function databasePids(port) {
  if (!port) return [];
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const parentOf = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    } catch {
      return null;
    }
  };
  const postmaster = pids.find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return args.some((arg) => /postgres$/.test(arg)) && args.join(' ').includes(`-p ${port}`);
    } catch {
      return false;
    }
  });
  return postmaster ? [postmaster, ...pids.filter((pid) => parentOf(pid) === postmaster)] : [];
}

const tsx = (script, args) => [process.execPath, '--import', 'tsx', path.join(root, script), ...args];
/** `--cpu-prof <dir>`: each node writes a V8 CPU profile there when it stops. */
const cpuProfileArgs = values['cpu-prof']
  ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(values['cpu-prof'])]
  : [];

async function startNode(env) {
  const port = await freePort(HOST);
  const [command, ...args] = tsx('packages/server/src/cli.ts', ['start']);
  const child = spawn(command, [...cpuProfileArgs, ...args], {
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

/** Milliseconds since the epoch with sub-millisecond resolution; comparable across processes. */
const now = () => performance.timeOrigin + performance.now();

/** A child process holding sockets (talkClients.mjs), and a way to ask it and wait for the answer. */
function startClientProcess() {
  const child = fork(path.join(root, 'bench/talkClients.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (command) =>
    new Promise((resolve, reject) => {
      child.once('message', (answer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
      child.send(command);
    });
  return { child, ask };
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
  const processes = [];
  // One after another: the first migrates; the second finds the database ready.
  for (let i = 0; i < (engine === 'postgres' ? 2 : 1); i++) nodes.push(await startNode(env));
  try {
    const rssBefore = nodes.map((node) => rssOf(node.pid));
    const { clients, rooms } = prepared;
    const nodeOf = (index) => nodes[index % nodes.length];
    const indexOfUser = new Map(clients.map((client, index) => [client.userId, index]));
    const sentAt = new Map();
    processes.push(...Array.from({ length: CLIENT_PROCESSES }, startClientProcess));
    const wsUrl = (node) => `${node.base.replace('http', 'ws')}/api/browser/events`;
    // Client i is on node i % nodes and in process i % processes.
    await Promise.all(
      processes.map((holder, p) =>
        holder.ask({
          connect: clients
            .map((client, index) => ({ url: wsUrl(nodeOf(index)), cookie: client.cookie, index }))
            .filter(({ index }) => index % processes.length === p),
        }),
      ),
    );
    await sleep(2000);
    const rssConnected = nodes.map((node) => rssOf(node.pid));

    const databasePort = engine === 'postgres' ? new URL(env.DATABASE_URL).port : null;
    const cpuAtStart = {
      nodes: nodes.map((node) => cpuMsOf(node.pid)),
      database: new Map(databasePids(databasePort).map((pid) => [pid, cpuMsOf(pid)])),
    };
    let sent = 0;
    let failed = 0;
    const failedStatuses = {};
    const inFlight = new Set();
    const started = performance.now();
    const firstSendTime = now();
    const total = RATE * SECONDS;
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const [roomId, ...members] = rooms[Math.floor(Math.random() * rooms.length)];
      const senderIndex = indexOfUser.get(members[Math.floor(Math.random() * members.length)]);
      const sender = clients[senderIndex];
      const sentTime = now();
      const key = `bench ${i} ${roomId} ${sentTime.toFixed(3)}`;
      sentAt.set(i, sentTime);
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
            sentAt.delete(i);
          }
        })
        .catch(() => {
          failed += 1;
          sentAt.delete(i);
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await Promise.all(inFlight);
    const sendSeconds = (performance.now() - started) / 1000;
    await sleep(DRAIN_MS);
    // CPU used from the first send to the end of the drain: the nodes (PGlite's worker included)
    // and, on PostgreSQL, the database's processes (those that ended in between are not counted).
    const nodeCpuMs = nodes.map((node, i) => cpuMsOf(node.pid) - cpuAtStart.nodes[i]);
    const databaseCpuMs = databasePids(databasePort).reduce(
      (sum, pid) => sum + cpuMsOf(pid) - (cpuAtStart.database.get(pid) ?? 0),
      0,
    );
    // Only messages a node accepted count; a refused send is nobody's delivery.
    let deliveries = 0;
    const latencies = [];
    /** [send time, latency] of every delivery, for `--timeline`. */
    const timeline = [];
    for (const { counts, latencies: measured } of await Promise.all(
      processes.map((p) => p.ask({ report: true })),
    )) {
      for (const [index, count] of counts) if (sentAt.has(index)) deliveries += count;
      for (const [sentTime, latency] of measured) {
        latencies.push(latency);
        timeline.push([sentTime, latency]);
      }
    }
    const expected = sent * ROOM_SIZE;
    return {
      engine,
      nodes: nodes.length,
      clients: clients.length,
      clientProcesses: processes.length,
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
      ...(values.timeline ? { latencyBy5s: byWindow(timeline, firstSendTime, 5000) } : {}),
      cpuMs: {
        nodes: nodeCpuMs,
        database: engine === 'postgres' ? databaseCpuMs : null,
        perMessage: sent
          ? Number(((nodeCpuMs.reduce((a, b) => a + b, 0) + databaseCpuMs) / sent).toFixed(2))
          : null,
      },
      memoryPerConnectionKiB: Math.round(
        nodes.reduce((sum, _, i) => sum + (rssConnected[i] - rssBefore[i]), 0) / clients.length / 1024,
      ),
      serverRssMiB: nodes.map((node) => Math.round(rssOf(node.pid) / 1048576)),
      loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
    };
  } finally {
    for (const holder of processes) holder.child.kill();
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
