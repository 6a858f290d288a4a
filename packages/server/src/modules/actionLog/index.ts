export { adminActionBy, adminActorOf, type AdminActor } from './adminActorOf.js';
export { purgeActionLog } from './purgeActionLog.js';
export { recordAdminAction, type AdminAction } from './recordAdminAction.js';
