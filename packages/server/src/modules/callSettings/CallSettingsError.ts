import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type CallSettingsErrorCode = ErrorCodeOf<'callSettings'>;

/** Errors of the call settings. */
export class CallSettingsError extends KizunaError<CallSettingsErrorCode> {}
