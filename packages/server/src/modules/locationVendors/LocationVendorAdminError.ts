import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type LocationVendorAdminErrorCode = ErrorCodeOf<'locationVendorAdmin'>;

export class LocationVendorAdminError extends KizunaError<LocationVendorAdminErrorCode> {}
