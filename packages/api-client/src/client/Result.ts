import { KizunaHttpError } from './KizunaHttpError';

export interface Success<T> {
  readonly success: true;
  readonly value: T;
}

export interface Failure<D> {
  readonly success: false;
  readonly data: D;
}

/** Success with a value, or failure with data (§3.2): for callers that branch instead of catching. */
export type Result<T, D = KizunaHttpError> = Success<T> | Failure<D>;

export function success<T>(value: T): Success<T> {
  return { success: true, value };
}

export function failure<D>(data: D): Failure<D> {
  return { success: false, data };
}

/**
 * Settles a call into a Result. Only `KizunaHttpError`s become failures; anything else is a bug
 * and is thrown on.
 */
export async function toResult<T>(call: Promise<T>): Promise<Result<T>> {
  try {
    return success(await call);
  } catch (error) {
    if (error instanceof KizunaHttpError) return failure(error);
    throw error;
  }
}
