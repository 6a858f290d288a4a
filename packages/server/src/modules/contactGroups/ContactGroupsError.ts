import { KizunaError } from '../../http/KizunaError.js';

export type ContactGroupsErrorCode =
  | 'GROUP_NOT_FOUND'
  | 'GROUP_CONTACT_NOT_FOUND'
  | 'GROUP_LIMIT_EXCEEDED'
  | 'GROUP_MINIMUM_REQUIRED'
  | 'CONTACT_NOT_FOUND'
  | 'EXTERNAL_CONTACT_NOT_FOUND';

/** Errors of the favourite groups module. */
export class ContactGroupsError extends KizunaError<ContactGroupsErrorCode> {}
