export {
  canEditDivision,
  canEditPerson,
  delegatedAmong,
  editablePeopleAmong,
  hasEditAuthority,
} from './editAuthority.js';
export type { EditDelegationTables } from './editDelegationTables.js';
export { InternalContactsError, type InternalContactsErrorCode } from './InternalContactsError.js';
export { internalContactsHandlers } from './internalContactsHandlers.js';
export { findEnabledPerson } from './internalContactsStore.js';
export { loadContactItems, parentNamesOf } from './loadContactItems.js';
export { talkAvailableTo } from './talkAvailable.js';
