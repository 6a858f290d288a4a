import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

/**
 * The contact has no card image yet (BIZCARD_IMAGE_MISSING), a reading of the card is running and
 * it cannot be read again or changed until it ends (OCR_ALREADY_SENDING), no OCR engine runs on
 * this server (OCR_UNAVAILABLE: tesseract not installed, or without the language).
 */
export type BusinessCardsErrorCode = ErrorCodeOf<'businessCards'>;

/** Errors of the business-card module. */
export class BusinessCardsError extends KizunaError<BusinessCardsErrorCode> {}
