import type { OcrLanguage, OcrPhotoType } from '@kizuna/api-client/contract';

export interface OcrOptions {
  readonly language: OcrLanguage;
  readonly photoType: OcrPhotoType;
  /** Cut the plain margin around the card before reading. */
  readonly trimImage: boolean;
  /** The image holds two sides of a card next to each other (or one above the other): read each half. */
  readonly divideImage: boolean;
  /** Aborts a running reading (the server is stopping). */
  readonly signal?: AbortSignal;
}

export interface OcrAvailability {
  readonly available: boolean;
  /** Languages the engine can read now; empty when it is not available. */
  readonly languages: readonly OcrLanguage[];
}

/**
 * Reads the text of a business-card image. The embedded engine is tesseract on this machine
 * (createTesseractOcrEngine); another engine (a cloud OCR service) would implement the same two calls.
 */
export interface OcrEngine {
  availability(): Promise<OcrAvailability>;
  /** The recognised text, lines in reading order. Rejects when the engine fails. */
  recognize(image: Uint8Array, options: OcrOptions): Promise<string>;
}
