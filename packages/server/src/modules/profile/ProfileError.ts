import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

export type ProfileErrorCode = ErrorCodeOf<'profile'>;

/** Errors of my profile. */
export class ProfileError extends KizunaError<ProfileErrorCode> {}
