import type { ErrorCodeOf } from '@kizuna/api-client/contract';
import { KizunaError } from '../../http/KizunaError.js';

/** The codes of the contract's externalContacts area, which the contact folder endpoints answer with. */
export type ContactFoldersErrorCode = ErrorCodeOf<'externalContacts'>;

/** Errors of the contact folder module. */
export class ContactFoldersError extends KizunaError<ContactFoldersErrorCode> {}
