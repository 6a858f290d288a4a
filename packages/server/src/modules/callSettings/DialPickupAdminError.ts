import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

/** Errors of the dial pickup monitoring numbers. */
export class DialPickupAdminError extends KizunaError<ErrorCodeOf<'dialPickupAdmin'>> {}
