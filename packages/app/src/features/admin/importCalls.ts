import type { FieldError } from '@kizuna/api-client/contract';
import { fieldErrorsOf } from '../../api/apiErrors';
import type { ImportCheck, ImportStart } from './ImportDialog';

/** The file's field error of a refused call, if the call was refused for its file. */
function fileRefusalOf(error: unknown): FieldError | undefined {
  return fieldErrorsOf(error).find((field) => field.path === 'body.file');
}

/** Checks a file through `call`: its answer, its file refused as a whole, or a failed call. */
export async function checkImport<R>(call: () => Promise<R>): Promise<ImportCheck<R>> {
  try {
    return { result: await call() };
  } catch (error) {
    const refused = fileRefusalOf(error);
    return refused ? { refused } : { failed: true };
  }
}

/** Starts an import through `call`: its job, its file refused as a whole, or a failed call. */
export async function startImport(call: () => Promise<{ jobId: number }>): Promise<ImportStart> {
  try {
    return { jobId: (await call()).jobId };
  } catch (error) {
    const refused = fileRefusalOf(error);
    return refused ? { refused } : { failed: true };
  }
}
