// Fixtures for tests and stories. Not part of the published package: the `./testing` entry exists
// in the workspace only (publishConfig lists no such export).
export { lineCallingOut, lineInState } from './callPanelFixtures';
