export { contactFoldersHandlers } from './contactFoldersHandlers.js';
