export { adminActorOf, type AdminActor } from './adminActorOf.js';
export { recordAdminAction, type AdminAction } from './recordAdminAction.js';
