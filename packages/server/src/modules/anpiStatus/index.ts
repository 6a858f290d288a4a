/**
 * What the rest of the app shows of safety checks (the directory's ANPI column, the person's page,
 * the notification badge): reads only, apart from the anpi module so the directory does not
 * depend on the checks' administration.
 */
export {
  ANPI_MANAGER_LEVEL,
  anpiAnswersVisibleTo,
  anpiScopeOf,
  type AnpiScope,
  type AnpiViewer,
  hasCompanyLevelPermission,
  latestAnpiAnswers,
  latestAnswersOf,
  type LatestAnswerRow,
  pendingAnpiCount,
  type LatestAnpiAnswer,
} from './anpiStatus.js';
