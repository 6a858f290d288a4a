import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

/** The codes of the contract's internalContacts area, which the face image endpoints answer with. */
export type FaceImagesErrorCode = ErrorCodeOf<'internalContacts'>;

/** Errors of the face image module. */
export class FaceImagesError extends KizunaError<FaceImagesErrorCode> {}
