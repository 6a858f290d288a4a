import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type InformationErrorCode = ErrorCodeOf<'information'>;

export class InformationError extends KizunaError<InformationErrorCode> {}
