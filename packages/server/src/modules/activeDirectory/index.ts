export type { ActiveDirectoryTables } from './activeDirectoryTables.js';
export { activeDirectoryAdminHandlers } from './activeDirectoryAdminHandlers.js';
export { ActiveDirectoryAdminError } from './ActiveDirectoryAdminError.js';
export { adSyncWorkerOf, kickAdSync, startAdSyncWorker, type AdSyncWorker } from './adSyncWorker.js';
export { AD_ACTOR_LABEL } from './runAdSync.js';
