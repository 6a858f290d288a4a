export { talkHandlers } from './talkHandlers.js';
export { TalkError, type TalkErrorCode } from './TalkError.js';
