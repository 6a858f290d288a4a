export { PROFILE_CROSS_TENANT_CASES } from './profileCrossTenantCases.js';
export { ProfileError, type ProfileErrorCode } from './ProfileError.js';
export { profileHandlers } from './profileHandlers.js';
export { userEditHandlers } from './userEditHandlers.js';
