/** The phone-system codes of 001 §8: the closed set every adapter maps its failures to. */
export const PHONE_SYSTEM_ERROR_CODES = [
  'ADDRESS_NOT_EXIST',
  'USER_NOT_FOUND',
  'TRANSIENT_ADDRESS_NOT_EXIST',
  'PBX_ADAPTER_UNAUTHORIZED',
  'TRANSIENT_PBX_ADAPTER_UNAUTHORIZED',
  'PBX_SYSTEM_UNAUTHORIZED',
  'TRANSIENT_PBX_SYSTEM_UNAUTHORIZED',
  'OAUTH2_URL_GENERATION_FAILED',
  'OAUTH2_CODE_UNAUTHORIZED',
  'OAUTH2_STATE_NOT_MATCH',
  'SYSTEM_ERROR',
  'TRANSIENT_SYSTEM_ERROR',
  'TIMEOUT',
  'TRANSIENT_TIMEOUT',
  'ADAPTOR_SETTING_ERROR',
  'CALL_BACK_NUMBER_NOT_FOUND',
  'CALL_BACK_NUMBER_MADE_NO_RESPONSE',
  'USER_API_PBX_SYSTEM_UNAUTHORIZED',
  'INVALID_RESPONSE',
  'UNEXPECTED_ERROR',
] as const;

export type PhoneSystemErrorCode = (typeof PHONE_SYSTEM_ERROR_CODES)[number];

export function isPhoneSystemErrorCode(value: unknown): value is PhoneSystemErrorCode {
  return typeof value === 'string' && (PHONE_SYSTEM_ERROR_CODES as readonly string[]).includes(value);
}

/** Transient failures tell the user to retry later; every other one to contact the administrator. */
export function isTransientPhoneSystemCode(code: PhoneSystemErrorCode): boolean {
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
