import { PHONE_SYSTEM_ERROR_CODES, type PhoneSystemErrorCode } from '@kizuna/api-client/contract';

/** The phone-system codes of 001 §8 (one list, in the contract): what every adapter maps failures to. */
export { PHONE_SYSTEM_ERROR_CODES, type PhoneSystemErrorCode };

function isPhoneSystemErrorCode(value: unknown): value is PhoneSystemErrorCode {
  return typeof value === 'string' && (PHONE_SYSTEM_ERROR_CODES as readonly string[]).includes(value);
}

/** Transient failures tell the user to retry later; every other one to contact the administrator. */
function isTransientPhoneSystemCode(code: PhoneSystemErrorCode): boolean {
  return code.startsWith('TRANSIENT_');
}

/**
 * A failure reported by a phone system, already in the spec's vocabulary. Adapters throw only
 * this; anything else escaping an adapter is a bug and becomes UNEXPECTED_ERROR at the edge.
 */
export class PhoneSystemError extends Error {
  readonly code: PhoneSystemErrorCode;
  readonly transient: boolean;

  constructor(code: PhoneSystemErrorCode, message: string = code, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PhoneSystemError';
    this.code = code;
    this.transient = isTransientPhoneSystemCode(code);
  }

  /** The rule of 001 §8 for direct call and callback: the body's code, or UNEXPECTED_ERROR. */
  static from(error: unknown): PhoneSystemError {
    if (error instanceof PhoneSystemError) return error;
    const code = (error as { code?: unknown } | null)?.code;
    return new PhoneSystemError(isPhoneSystemErrorCode(code) ? code : 'UNEXPECTED_ERROR', 'unexpected', {
      cause: error,
    });
  }
}
