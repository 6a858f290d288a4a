import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type PlacesErrorCode = ErrorCodeOf<'places'>;

export class PlacesError extends KizunaError<PlacesErrorCode> {}
