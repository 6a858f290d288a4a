import { KizunaError } from '../../http/KizunaError.js';

export type CallSettingsErrorCode =
  | 'CALL_REJECTION_NOT_FOUND'
  | 'CALL_REJECTION_DUPLICATE'
  | 'CALL_REJECTION_LIMIT_EXCEEDED'
  | 'IMPORT_RESULT_NOT_FOUND'
  | 'IMPORT_FILE_INVALID'
  | 'EXTENSION_REQUIRED'
  | 'OWN_NUMBER';

/** Errors of the call settings. */
export class CallSettingsError extends KizunaError<CallSettingsErrorCode> {}
