/** What other features use of internalContacts: import it from here, never from the files inside. */
export { freeWordSearchPath } from './freeWordSearchPath';
export { useDirectoryTenantSettings } from './usePhoneSettings';
