import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type TalkErrorCode = ErrorCodeOf<'talk'>;

/** Errors of the talk module. */
export class TalkError extends KizunaError<TalkErrorCode> {}
