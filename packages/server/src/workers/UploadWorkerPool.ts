import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { ImportFileError } from '../modules/contactImport/index.js';
import type { UploadTaskName, UploadTaskReply, UploadTaskRequest, UploadTasks } from './uploadWorker.js';

/** What one task may take before its worker is stopped: wall time, and the worker's heap. */
export const UPLOAD_WORK_BUDGET = {
  timeMs: 30_000,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
} as const;

/** A worker idle this long is stopped (it is started again for the next upload). */
const IDLE_MS = 60_000;

/** A task that ran out of its budget (its worker was stopped), or whose worker stopped. */
export class UploadBudgetError extends Error {
  readonly reason: 'time' | 'memory' | 'crash';

  constructor(reason: 'time' | 'memory' | 'crash', message: string) {
    super(message);
    this.name = 'UploadBudgetError';
    this.reason = reason;
  }
}

/** A task that threw in its worker; `importCode` when it refused an import file. */
export class UploadTaskError extends Error {
  readonly importCode: ImportFileError['code'] | undefined;

  constructor(message: string, importCode: ImportFileError['code'] | undefined) {
    super(message);
    this.name = 'UploadTaskError';
    this.importCode = importCode;
  }
}

export interface UploadWorkerPoolOptions {
  /** Workers at most; default: the cores but one (at least one), at most four. */
  readonly size?: number;
  readonly timeMs?: number;
  readonly resourceLimits?: ResourceLimits;
}

export interface UploadWorkerPool {
  /**
   * Runs a task in a worker; tasks beyond the pool's size wait their turn. `transfer` hands
   * buffers over instead of copying them (they are unusable here afterwards).
   */
  run<T extends UploadTaskName>(
    task: T,
    args: Parameters<UploadTasks[T]>,
    transfer?: readonly ArrayBuffer[],
  ): Promise<ReturnType<UploadTasks[T]>>;
  /** Stops every worker; tasks still waiting or running fail. */
  close(): Promise<void>;
}

interface Job {
  readonly request: UploadTaskRequest;
  readonly transfer: readonly ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer?: ReturnType<typeof setTimeout>;
}

interface Slot {
  readonly worker: Worker;
  job: Job | null;
  idle?: ReturnType<typeof setTimeout>;
}

/**
 * In the sources (tests, `pnpm dev`) the worker is TypeScript: it is compiled on load by tsx's
 * require hook, as tsx does for the server itself. The build ships `uploadWorker.js` beside
 * `cli.js` and its chunks.
 */
const TYPESCRIPT_BOOTSTRAP = `const { workerData } = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.entry);`;

function startWorker(resourceLimits: ResourceLimits): Worker {
  // Not `new URL('…', import.meta.url)` written out: the bundler would take it for an asset.
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return new Worker(TYPESCRIPT_BOOTSTRAP, {
      eval: true,
      execArgv: [],
      resourceLimits,
      workerData: {
        tsx: createRequire(here).resolve('tsx/cjs/api'),
        entry: fileURLToPath(new URL('./uploadWorker.ts', here)),
      },
    });
  }
  return new Worker(new URL('./uploadWorker.js', here), { resourceLimits });
}

export function createUploadWorkerPool(options: UploadWorkerPoolOptions = {}): UploadWorkerPool {
  const size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
  const timeMs = options.timeMs ?? UPLOAD_WORK_BUDGET.timeMs;
  const resourceLimits = options.resourceLimits ?? UPLOAD_WORK_BUDGET.resourceLimits;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function retire(slot: Slot, error: Error | null) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    clearTimeout(slot.idle);
    const { job } = slot;
    slot.job = null;
    slot.worker.removeAllListeners();
    // An error after the stop (or the stop's own) changes nothing: the slot is gone.
    slot.worker.on('error', () => undefined);
    void slot.worker.terminate();
    if (job) {
      clearTimeout(job.timer);
      job.reject(error ?? new UploadBudgetError('crash', 'the upload worker stopped'));
    }
    pump();
  }

  function finish(slot: Slot, reply: UploadTaskReply) {
    const { job } = slot;
    if (!job || reply.id !== job.request.id) return;
    clearTimeout(job.timer);
    slot.job = null;
    slot.worker.unref();
    slot.idle = setTimeout(() => retire(slot, null), IDLE_MS);
    slot.idle.unref();
    if (reply.ok) job.resolve(reply.value);
    else job.reject(new UploadTaskError(reply.error.message, reply.error.importCode));
    pump();
  }

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(resourceLimits), job: null };
    slot.worker.on('message', (reply: UploadTaskReply) => finish(slot, reply));
    slot.worker.on('error', (error: Error & { code?: string }) => {
      retire(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new UploadBudgetError('memory', 'the upload needed more memory than its budget')
          : error,
      );
    });
    slot.worker.on('exit', () => retire(slot, null));
    slots.push(slot);
    return slot;
  }

  function pump() {
    while (!closed && queue.length > 0) {
      const slot = slots.find((candidate) => !candidate.job) ?? (slots.length < size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift() as Job;
      clearTimeout(slot.idle);
      slot.job = job;
      slot.worker.ref();
      job.timer = setTimeout(() => {
        retire(slot, new UploadBudgetError('time', `the upload took longer than ${timeMs} ms`));
      }, timeMs);
      slot.worker.postMessage(job.request, [...job.transfer]);
    }
  }

  return {
    run(task, args, transfer = []) {
      if (closed) return Promise.reject(new Error('the upload worker pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({
          request: { id: nextId++, task, args },
          transfer,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the upload worker pool is closed'));
      await Promise.all(
        [...slots].map(async (slot) => {
          const { worker } = slot;
          retire(slot, new Error('the upload worker pool is closed'));
          await worker.terminate();
        }),
      );
    },
  };
}

let shared: UploadWorkerPool | undefined;

/**
 * The process's pool, started on first use. Its idle workers do not keep the process alive, so
 * it needs no closing when the server stops.
 */
export function uploadWorkerPool(): UploadWorkerPool {
  shared ??= createUploadWorkerPool();
  return shared;
}
