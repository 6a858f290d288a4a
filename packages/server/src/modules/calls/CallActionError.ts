import type { ErrorCodeOf, PhoneSystemErrorCode } from '@kizuna/api-client/contract';

/** CALL_NOT_FOUND and ACTION_NOT_ALLOWED: the codes of the calls area beyond the phone system's. */
export type CallActionErrorCode = Exclude<ErrorCodeOf<'calls'>, PhoneSystemErrorCode>;

/**
 * The line has no call the action can apply to (nothing ringing to answer, a call id that is not
 * on the line). Not a phone-system failure, so not one of the codes of 001 §8.
 */
export class CallActionError extends Error {
  readonly code: CallActionErrorCode;

  constructor(code: CallActionErrorCode, message: string) {
    super(message);
    this.name = 'CallActionError';
    this.code = code;
  }
}
