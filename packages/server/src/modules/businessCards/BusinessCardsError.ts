import { KizunaError } from '../../http/KizunaError.js';

export type BusinessCardsErrorCode =
  /** The contact has no card image yet (crop, send, image). */
  | 'BIZCARD_IMAGE_MISSING'
  /** A reading of the card is running; the card cannot be read again or changed until it ends. */
  | 'OCR_ALREADY_SENDING'
  /** No OCR engine runs on this server (tesseract not installed, or without the language). */
  | 'OCR_UNAVAILABLE';

/** Errors of the business-card module. */
export class BusinessCardsError extends KizunaError<BusinessCardsErrorCode> {}
