import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type AnpiErrorCode = ErrorCodeOf<'anpi'>;

/** Errors of the safety confirmation module. */
export class AnpiError extends KizunaError<AnpiErrorCode> {}
