export { pbxApiHandlers } from './pbxApiHandlers.js';
export { vendorOperatorCommand } from './vendorOperatorCommand.js';
export { registerWebexCallEvents } from './webexCallEvents.js';
