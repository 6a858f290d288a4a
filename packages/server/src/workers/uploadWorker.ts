import { parentPort } from 'node:worker_threads';
import { ImportFileError } from '../modules/contactImport/ImportFileError.js';
import { readImportFile } from '../modules/contactImport/readImportFile.js';

/**
 * The CPU-bound work of uploads, run in worker threads (UploadWorkerPool) so that the server's
 * event loop keeps answering while a file is read. Each task takes plain data and answers plain
 * data (structured clone); the pool holds its time and memory budget.
 */
export const UPLOAD_TASKS = {
  readImportFile,
};

export type UploadTasks = typeof UPLOAD_TASKS;
export type UploadTaskName = keyof UploadTasks;

export interface UploadTaskRequest {
  readonly id: number;
  readonly task: UploadTaskName;
  readonly args: readonly unknown[];
}

export type UploadTaskReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | {
      readonly id: number;
      readonly ok: false;
      readonly error: { readonly importCode?: ImportFileError['code']; readonly message: string };
    };

parentPort?.on('message', (request: UploadTaskRequest) => {
  let reply: UploadTaskReply;
  try {
    const run = UPLOAD_TASKS[request.task] as (...args: readonly unknown[]) => unknown;
    reply = { id: request.id, ok: true, value: run(...request.args) };
  } catch (error) {
    reply = {
      id: request.id,
      ok: false,
      error:
        error instanceof ImportFileError
          ? { importCode: error.code, message: error.message }
          : { message: error instanceof Error ? error.message : String(error) },
    };
  }
  parentPort?.postMessage(reply);
});
