export { recordAdminAction, type AdminAction } from './recordAdminAction.js';
