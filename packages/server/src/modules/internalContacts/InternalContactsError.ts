import { KizunaError } from '../../http/KizunaError.js';

export type InternalContactsErrorCode =
  'CONTACT_NOT_FOUND' | 'DIVISION_NOT_FOUND' | 'SCHEDULE_NOT_FOUND' | 'TAG_NOT_FOUND' | 'EDIT_NOT_ALLOWED';

/** Errors of the directory modules (contacts, divisions, personal info, presence, face images). */
export class InternalContactsError extends KizunaError<InternalContactsErrorCode> {}
