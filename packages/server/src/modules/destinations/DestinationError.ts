import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type DestinationErrorCode = ErrorCodeOf<'userDest'>;

export class DestinationError extends KizunaError<DestinationErrorCode> {}
