export { loadPrincipal, type Principal } from './loadPrincipal.js';
export { principalHandlers } from './principalHandlers.js';
export { viewColumnTypes } from './principalStore.js';
export { canExportContacts, principalOcrTypes } from './principalSettings.js';
