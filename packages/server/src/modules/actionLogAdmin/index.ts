export { actionLogAdminHandlers } from './actionLogAdminHandlers.js';
export { changesOf } from './actionLogSearch.js';
