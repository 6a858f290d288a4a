export { anpiQuakeAdminHandlers } from './anpiQuakeHandlers.js';
export type { AnpiQuakeTables } from './anpiQuakeTables.js';
export {
  JmaReportError,
  matchQuakeReport,
  parseJmaQuakeReport,
  type JmaQuakeReport,
  type QuakeMatch,
} from './jmaQuakeReport.js';
export { folderQuakeFeed, jmaAtomQuakeFeed, JMA_EQVOL_FEED_URL, type QuakeFeed } from './QuakeFeed.js';
export {
  handleQuakeDocument,
  quakeFeedFor,
  startQuakeWatch,
  type QuakeCheckRequest,
  type QuakeWatch,
  type StartQuakeCheck,
} from './quakeWatch.js';
export { quakeCheckStarter } from './quakeCheckStarter.js';
