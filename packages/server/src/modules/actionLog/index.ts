export { purgeActionLog } from './purgeActionLog.js';
export { recordAdminAction, type AdminAction } from './recordAdminAction.js';
