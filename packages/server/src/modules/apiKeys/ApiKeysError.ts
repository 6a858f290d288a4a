import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type ApiKeysErrorCode = ErrorCodeOf<'apiKeys'> | ErrorCodeOf<'apiServiceAdmin'>;

/** The refusals of API keys and service connections. */
export class ApiKeysError extends KizunaError<ApiKeysErrorCode> {}
