export { PersonalInfoError, type PersonalInfoErrorCode } from './PersonalInfoError.js';
export { personalInfoHandlers } from './personalInfoHandlers.js';
export * from './personalInfoSections.js';
