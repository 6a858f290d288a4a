export { canEditDivision, canEditPerson } from './editAuthority.js';
export { InternalContactsError, type InternalContactsErrorCode } from './InternalContactsError.js';
export { internalContactsHandlers } from './internalContactsHandlers.js';
export { loadContactItems, parentNamesOf } from './loadContactItems.js';
