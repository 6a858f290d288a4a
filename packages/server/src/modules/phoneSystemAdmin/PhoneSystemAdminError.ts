import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type PhoneSystemAdminErrorCode = ErrorCodeOf<'phoneSystemAdmin'>;

export class PhoneSystemAdminError extends KizunaError<PhoneSystemAdminErrorCode> {}
