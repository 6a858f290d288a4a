export { ANPI_CROSS_TENANT_CASES } from './anpiCrossTenantCases.js';
export { AnpiError, type AnpiErrorCode } from './AnpiError.js';
export { anpiAdminHandlers, anpiHandlers, anpiLinkHandlers } from './anpiHandlers.js';
export { hashAnpiToken, issueAnpiLinks } from './anpiLinks.js';
export {
  answerCheck,
  closeCheck,
  startCheck,
  writeAnswer,
  type AnswerInput,
  type CheckStarter,
  type StartCheckInput,
} from './anpiService.js';
export type { AnpiTables } from './anpiTables.js';
export { ANPI_EVENTS_CHANNEL, anpiMessagesFor, isAnpiNotice, type AnpiNotice } from './anpiEvents.js';
