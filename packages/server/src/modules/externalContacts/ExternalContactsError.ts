import { KizunaError } from '../../http/KizunaError.js';

export type ExternalContactsErrorCode =
  'FOLDER_NOT_FOUND' | 'EXTERNAL_CONTACT_NOT_FOUND' | 'FOLDER_EDIT_NOT_ALLOWED' | 'COPY_INHIBITED';

/** Errors of the external contact and contact folder modules. */
export class ExternalContactsError extends KizunaError<ExternalContactsErrorCode> {}
