import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type SansanImportErrorCode = ErrorCodeOf<'sansanImportAdmin'>;

export class SansanImportError extends KizunaError<SansanImportErrorCode> {}
