import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type ThanksErrorCode = ErrorCodeOf<'thanks'>;

/** Errors of the thanks module. */
export class ThanksError extends KizunaError<ThanksErrorCode> {}
