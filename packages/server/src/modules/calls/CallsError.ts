import { KizunaError } from '../../http/KizunaError.js';
import { CallActionError, type CallActionErrorCode } from './CallActionError.js';
import { PhoneSystemError, type PhoneSystemErrorCode } from './PhoneSystemError.js';

export type CallsErrorCode = PhoneSystemErrorCode | CallActionErrorCode;

/** Errors of the calls module: the phone-system codes of 001 §8 and the line's own refusals. */
export class CallsError extends KizunaError<CallsErrorCode> {
  /** Whatever an adapter threw, in the module's codes (unknown shapes become UNEXPECTED_ERROR). */
  static from(error: unknown): CallsError {
    if (error instanceof CallsError) return error;
    if (error instanceof CallActionError) return new CallsError(error.code, error.message);
    const failure = PhoneSystemError.from(error);
    return new CallsError(failure.code, failure.message, { cause: error });
  }
}
