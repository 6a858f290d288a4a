// @ts-check
// The embedded database in a worker thread: PGlite runs PostgreSQL compiled to WebAssembly, and a
// statement holds the thread that runs it. Here it holds this worker's thread, so the server's
// event loop keeps accepting connections and parsing requests meanwhile. The main thread's side is
// WorkerPglite.ts; this file is plain JavaScript because it is loaded by Node as it is (in the
// sources and, copied by the build, next to dist/cli.js).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {{ dataDir?: string; loadFrom?: ArrayBuffer }} */
const options = workerData ?? {};

/** The fields of a PostgreSQL error the server may look at (`code` above all). */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
];

/** @param {unknown} error */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const described = { message: error.message, name: error.name };
  for (const field of ERROR_FIELDS) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error))[field];
    if (value !== undefined) described[field] = value;
  }
  return described;
}

/** @type {PGlite} */
let pglite;
try {
  pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadFrom ? { loadDataDir: new Blob([options.loadFrom]) } : {}),
    extensions: { pg_trgm },
  });
} catch (error) {
  port.postMessage({ type: 'failed', error: describeError(error) });
  process.exit(1);
}

/** @type {Map<string, () => Promise<void>>} */
const listeners = new Map();

/**
 * @param {{ op: string; sql?: string; params?: unknown[]; channel?: string }} message
 * @returns {Promise<{ value?: unknown; transfer?: ArrayBuffer[] }>}
 */
async function handle(message) {
  switch (message.op) {
    case 'query': {
      const params = message.params ?? [];
      // Without parameters the simple protocol runs, which accepts several statements (migrations).
      const result =
        params.length === 0
          ? ((await pglite.exec(message.sql ?? '')).at(-1) ?? { rows: [], affectedRows: 0 })
          : await pglite.query(message.sql ?? '', params);
      const command = /** @type {{ command?: string }} */ (result).command;
      return { value: { rows: result.rows, command, affectedRows: result.affectedRows ?? 0 } };
    }
    case 'listen': {
      const channel = message.channel ?? '';
      if (!listeners.has(channel)) {
        const stop = await pglite.listen(channel, (payload) =>
          port.postMessage({ type: 'notification', channel, payload }),
        );
        listeners.set(channel, stop);
      }
      return {};
    }
    case 'unlisten': {
      const channel = message.channel ?? '';
      const stop = listeners.get(channel);
      listeners.delete(channel);
      await stop?.();
      return {};
    }
    case 'dump': {
      const buffer = await (await pglite.dumpDataDir('none')).arrayBuffer();
      return { value: buffer, transfer: [buffer] };
    }
    case 'close': {
      await pglite.close();
      return {};
    }
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

port.on('message', (/** @type {{ id: number; op: string }} */ message) => {
  handle(message).then(
    ({ value, transfer }) =>
      port.postMessage({ type: 'reply', id: message.id, ok: true, value }, transfer ?? []),
    (error) => port.postMessage({ type: 'reply', id: message.id, ok: false, error: describeError(error) }),
  );
});
port.postMessage({ type: 'ready' });
