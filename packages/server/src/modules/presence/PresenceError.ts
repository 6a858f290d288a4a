import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

/** A person or an item of the own schedule that is not there; the codes are those of the directory. */
export type PresenceErrorCode = Extract<
  ErrorCodeOf<'internalContacts'>,
  'CONTACT_NOT_FOUND' | 'SCHEDULE_NOT_FOUND'
>;

export class PresenceError extends KizunaError<PresenceErrorCode> {}
