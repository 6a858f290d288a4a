/** Codes of spec 001 §8 "vCard import codes" a file can end with (RESULT is the success code). */
export const IMPORT_FILE_CODES = [
  'UNSUPPORTED_FILE_EXTENSION',
  'VCF_UNAVAILABLE_CHARSETS',
  'CRC_ERROR',
  'VCF_INVALID_FORMAT',
  'FOLDER_ACCESSIBLE_ERROR',
  'LICENSE_LIMIT_EXCEEDED',
  'TIMEOUT',
  'FAILURE',
  'RESULT',
] as const;
export type ImportFileCode = (typeof IMPORT_FILE_CODES)[number];

/** Why a whole file was refused: the file imports nothing and its result carries the code. */
export class ImportFileError extends Error {
  readonly code: Exclude<ImportFileCode, 'RESULT'>;

  constructor(code: Exclude<ImportFileCode, 'RESULT'>, message: string) {
    super(message);
    this.name = 'ImportFileError';
    this.code = code;
  }
}
