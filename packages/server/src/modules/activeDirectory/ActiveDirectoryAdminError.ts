import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type ActiveDirectoryAdminErrorCode = ErrorCodeOf<'activeDirectoryAdmin'>;

export class ActiveDirectoryAdminError extends KizunaError<ActiveDirectoryAdminErrorCode> {}
