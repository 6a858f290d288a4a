import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type ScimAdminErrorCode = ErrorCodeOf<'scimAdmin'>;

export class ScimAdminError extends KizunaError<ScimAdminErrorCode> {}
