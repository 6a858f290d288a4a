export { CONTACT_GROUPS_CROSS_TENANT_CASES } from './contactGroupsCrossTenantCases.js';
export { ContactGroupsError, type ContactGroupsErrorCode } from './ContactGroupsError.js';
export { contactGroupsHandlers } from './contactGroupsHandlers.js';
export { defaultGroupName } from './contactGroupsStore.js';
export type { ContactGroupTables } from './contactGroupTables.js';
