#!/usr/bin/env node
// `node bench/durability.mjs [--engines pglite,postgres] [--writers 8] [--seconds 20] [--short]`:
// writers under load (contacts added and talk messages sent, every acknowledged id recorded), then
// `kill -9` of a server mid-write — the single embedded server on PGlite; one of two nodes behind
// nginx and PgBouncer on PostgreSQL (scripts/cluster.mjs) — a restart, and every acknowledged
// write read back. One JSON line per engine; exits 1 when an acknowledged write is missing.
// `--short` is the form CI runs: 4 writers, 4 s of writing per engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort, kizunaNode, startCluster } from '../scripts/cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    writers: { type: 'string' },
    seconds: { type: 'string' },
    short: { type: 'boolean', default: false },
  },
});
const WRITERS = Number(values.writers ?? (values.short ? 4 : 8));
const WRITE_MS = Number(values.seconds ?? (values.short ? 4 : 20)) * 1000;
/** The server is killed this far into the writing and restarted at once; the rest is written after. */
const KILL_AT = 0.4;
const ACCOUNTS = [
  { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
  { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' },
];
const CLI = [process.execPath, path.join(root, 'packages/server/dist/cli.js'), 'start'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function cookiesOf(response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

async function signIn(base, account) {
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
  if (login.status !== 204) throw new Error(`sign-in as ${account.accountId} answered ${login.status}`);
  const { KIZUNA_SESSION: session, 'XSRF-TOKEN': sessionXsrf } = cookiesOf(login);
  return {
    cookie: `XSRF-TOKEN=${sessionXsrf}; KIZUNA_SESSION=${session}`,
    xsrf: decodeURIComponent(sessionXsrf),
  };
}

/** One API call; resolves to the answer's JSON, or throws with the status. */
async function call(base, session, method, pathname, body) {
  const response = await fetch(`${base}/api/browser${pathname}`, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      Cookie: session.cookie,
      ...(method === 'GET' ? {} : { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': session.xsrf }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok)
    throw Object.assign(new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 300)}`), {
      status: response.status,
    });
  return text ? JSON.parse(text) : null;
}

/** The embedded server alone: one process on a data folder, started again on it after the kill. */
async function startEmbedded() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kizuna-durability-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    KIZUNA_DATA_DIR: dataDir,
    KIZUNA_TESSERACT: '',
    KIZUNA_ACCESS_LOG: '0',
  };
  delete env.DATABASE_URL;
  const node = kizunaNode({
    name: 'embedded',
    port,
    command: CLI,
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await node.start();
  return {
    url: node.url,
    victim: node,
    async stop() {
      await node.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Two nodes behind nginx and PgBouncer on a PostgreSQL that syncs its commits; node 1 is killed. */
async function startNodes() {
  const cluster = await startCluster({ nodes: 2, fsync: true });
  return { url: cluster.url, victim: cluster.nodes[0], stop: cluster.stop };
}

async function run(engine) {
  const server = engine === 'pglite' ? await startEmbedded() : await startNodes();
  try {
    const base = server.url;
    const sessions = [];
    for (let i = 0; i < WRITERS; i++) sessions.push(await signIn(base, ACCOUNTS[i % ACCOUNTS.length]));
    // Each account's personal folder takes its writers' contacts; everyone writes into one talk room.
    const folders = [];
    for (const session of sessions.slice(0, ACCOUNTS.length)) {
      const { items } = await call(base, session, 'GET', '/personalContactFolder');
      folders.push(
        items[0]?.folderId ??
          (await call(base, session, 'POST', '/personalContactFolder', { folderName: '耐久' })).folderId,
      );
    }
    // A one-to-one room of yamada.taro's (administrators do not talk) with the first colleague who can.
    const me = await call(base, sessions[0], 'GET', '/principal/user/info');
    const people = await call(
      base,
      sessions[0],
      'POST',
      '/internalContacts/searchByFreeWord?page=1&size=30',
      {
        freeWord: '',
      },
    );
    let room = null;
    for (const person of people.items.filter((p) => p.userId !== me.userId)) {
      room = await call(base, sessions[0], 'POST', '/gotalk/room/create', {
        contactIds: [person.userId],
      }).catch(() => null);
      if (room) break;
    }
    if (!room) throw new Error('nobody in the demo directory can talk with yamada.taro');
    const roomPath = `/gotalk/room/${room.talkRoomId}`;
    const anchor = await call(base, sessions[0], 'POST', `${roomPath}/message/sendText`, { message: '開始' });

    const acknowledged = { contacts: [], messages: [] };
    const refused = {};
    let stopping = false;
    const writer = async (session, index) => {
      const folderId = folders[index % ACCOUNTS.length];
      for (let n = 0; !stopping; n++) {
        try {
          // yamada.taro's writers alternate contacts and messages; the administrator's add contacts.
          if (n % 2 === 0 || index % ACCOUNTS.length !== 0) {
            const { contactId } = await call(
              base,
              session,
              'POST',
              `/externalContacts/personal/add/${folderId}`,
              {
                fullname: `耐久 ${index}-${n}`,
              },
            );
            acknowledged.contacts.push({ id: contactId, owner: index % ACCOUNTS.length });
          } else {
            const { talkMessageId } = await call(base, session, 'POST', `${roomPath}/message/sendText`, {
              message: `書き込み ${index}-${n}`,
            });
            acknowledged.messages.push(talkMessageId);
          }
        } catch (error) {
          // Not acknowledged (the server died under it, or was down): nothing is owed for it.
          const key = error.status
            ? `http${error.status}`
            : error.name === 'TimeoutError'
              ? 'timeout'
              : 'network';
          refused[key] = (refused[key] ?? 0) + 1;
          await sleep(100);
        }
      }
    };
    const started = performance.now();
    const writing = sessions.map(writer);
    await sleep(WRITE_MS * KILL_AT);
    const ackedAtKill = acknowledged.contacts.length + acknowledged.messages.length;
    await server.victim.kill('SIGKILL');
    const restartMs = await server.victim.start();
    // Writing goes on as long again after the restart, however long the restart took.
    const ackedAtRestart = acknowledged.contacts.length + acknowledged.messages.length;
    await sleep(WRITE_MS * (1 - KILL_AT));
    stopping = true;
    await Promise.all(writing);
    const writeS = (performance.now() - started) / 1000;

    // Read back through the (restarted) server: every contact by id from its owner, the room's
    // messages page by page.
    const reader = await signIn(base, ACCOUNTS[0]);
    const readerAdmin = await signIn(base, ACCOUNTS[1]);
    const owners = [reader, readerAdmin];
    const missingContacts = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < acknowledged.contacts.length) {
          const { id, owner } = acknowledged.contacts[next++];
          try {
            await call(base, owners[owner], 'GET', `/externalContacts/personal/detail/${id}`);
          } catch (error) {
            if (error.status !== 404) throw error;
            missingContacts.push(id);
          }
        }
      }),
    );
    const stored = new Set();
    for (let from = anchor.talkMessageId; ;) {
      const page = await call(base, reader, 'GET', `${roomPath}/newer?fromTalkMessageId=${from}&size=100`);
      for (const message of page.messages) stored.add(message.talkMessageId);
      if (!page.hasMore || page.messages.length === 0) break;
      from = page.messages.at(-1).talkMessageId;
    }
    const missingMessages = acknowledged.messages.filter((id) => !stored.has(id));
    const lost = missingContacts.length + missingMessages.length;
    const result = {
      kind: 'durability',
      engine,
      killed: engine === 'pglite' ? 'the embedded server' : 'node 1 of 2',
      writers: WRITERS,
      writeS: Number(writeS.toFixed(1)),
      acknowledged: acknowledged.contacts.length + acknowledged.messages.length,
      acknowledgedContacts: acknowledged.contacts.length,
      acknowledgedMessages: acknowledged.messages.length,
      acknowledgedBeforeKill: ackedAtKill,
      acknowledgedWhileRestarting: ackedAtRestart - ackedAtKill,
      notAcknowledged: refused,
      lost,
      ...(lost > 0
        ? { lostIds: { contacts: missingContacts.slice(0, 20), messages: missingMessages.slice(0, 20) } }
        : {}),
      restartMs,
      loadavg: loadavg().map((n) => Number(n.toFixed(2))),
    };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await server.stop();
  }
}

buildIfStale('server');
let failed = false;
try {
  for (const engine of values.engines.split(',')) {
    const result = await run(engine);
    if (result.lost > 0 || result.acknowledged === 0) failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.exit(failed ? 1 : 0);
