import { Worker } from 'node:worker_threads';
import type { PgliteResult } from './PgliteDialect.js';

/** A PostgreSQL error raised in the worker, with the fields the server reads (`code` above all). */
export class WorkerDatabaseError extends Error {
  readonly code?: string;
  readonly severity?: string;
  readonly detail?: string;
  readonly hint?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
  readonly schema?: string;

  constructor(fields: { message: string; name?: string } & Record<string, unknown>) {
    super(fields.message);
    this.name = fields.name && fields.name !== 'Error' ? fields.name : 'DatabaseError';
    Object.assign(this, withoutMessage(fields));
  }
}

function withoutMessage(fields: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...fields };
  delete rest.message;
  delete rest.name;
  return rest;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: { message: string } & Record<string, unknown> }
  | { type: 'notification'; channel: string; payload: string }
  | { type: 'reply'; id: number; ok: true; value?: unknown }
  | { type: 'reply'; id: number; ok: false; error: { message: string } & Record<string, unknown> };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface WorkerPgliteOptions {
  /** PGlite data folder; absent keeps the database in memory. */
  readonly dataDir?: string;
  /** Start from a snapshot (`dumpDataDir`) instead of an empty cluster. */
  readonly loadFrom?: Blob;
}

/**
 * The embedded database in a worker thread (pgliteWorker.mjs): statements are posted to it and
 * their rows come back, so a statement running never blocks this thread's event loop. Rows cross by
 * structured clone, which keeps dates, bigints and byte arrays as PGlite parsed them.
 */
export class WorkerPglite {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  static async create(options: WorkerPgliteOptions = {}): Promise<WorkerPglite> {
    const loadFrom = options.loadFrom ? await options.loadFrom.arrayBuffer() : undefined;
    const worker = new Worker(workerUrl(), {
      workerData: { dataDir: options.dataDir, loadFrom },
      transferList: loadFrom ? [loadFrom] : [],
    });
    const instance = new WorkerPglite(worker);
    await new Promise<void>((resolve, reject) => {
      const onStartFailure = (error: Error) => reject(error);
      worker.once('error', onStartFailure);
      worker.once('exit', (code) => reject(new Error(`the database worker exited with code ${code}`)));
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          worker.off('error', onStartFailure);
          resolve();
        } else if (message.type === 'failed') {
          reject(new WorkerDatabaseError(message.error));
        } else {
          instance.#receive(message);
        }
      });
    });
    worker.on('error', (error) => instance.#fail(error));
    worker.on('exit', (code) => instance.#fail(new Error(`the database worker exited with code ${code}`)));
    return instance;
  }

  /** One statement; without parameters several may be given (simple protocol). */
  query(sql: string, parameters: readonly unknown[]): Promise<PgliteResult> {
    return this.#request({ op: 'query', sql, params: parameters }) as Promise<PgliteResult>;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#request({ op: 'listen', channel });
    }
    callbacks.add(onPayload);
    return async () => {
      const current = this.#listeners.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.#listeners.delete(channel);
      if (!this.#failure) await this.#request({ op: 'unlisten', channel });
    };
  }

  /** The whole database as a tarball, for `loadFrom`. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.#request({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    await this.#request({ op: 'close' });
    this.#failure = new Error('the embedded database is closed');
    await this.#worker.terminate();
  }

  #request(message: Record<string, unknown>): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #receive(message: WorkerMessage): void {
    if (message.type === 'notification') {
      for (const callback of this.#listeners.get(message.channel) ?? []) callback(message.payload);
      return;
    }
    if (message.type !== 'reply') return;
    const pending = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    if (!pending) return;
    if (message.ok) pending.resolve(message.value);
    else pending.reject(new WorkerDatabaseError(message.error));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }
}

/**
 * The worker's script: beside this module in the sources (src/db/), and beside cli.js in the build,
 * which bundles this module into cli.js and emits the worker as its own entry (vite.config.ts).
 */
function workerUrl(): URL {
  const file = 'pgliteWorker.mjs';
  return new URL(`./${file}`, import.meta.url);
}
