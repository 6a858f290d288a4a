export { ContactFoldersError, type ContactFoldersErrorCode } from './ContactFoldersError.js';
export { contactFoldersHandlers } from './contactFoldersHandlers.js';
