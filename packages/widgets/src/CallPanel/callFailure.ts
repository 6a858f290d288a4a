import { errorCodeOf, type ErrorCode } from '@kizuna/api-client';

export interface CallFailure {
  /** The phone-system code of 001 §8 (or the line's own refusal); null when the server sent none. */
  readonly code: ErrorCode | null;
  /** Transient failures ask to retry later; every other one to contact the administrator. */
  readonly transient: boolean;
}

/** What a failed call action means for the user: its code, and whether retrying later can help. */
export function callFailureOf(error: unknown): CallFailure {
  const code = errorCodeOf(error);
  if (code !== null) return { code, transient: code.startsWith('TRANSIENT_') };
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  // No answer at all, or a gateway that gave up: the phone system may well be back shortly.
  return { code: null, transient: status === 0 || status === 502 || status === 503 || status === 504 };
}

/**
 * What a number to dial may hold: digits, `*`, `#`, a leading `+`, and `-`, spaces or brackets as
 * separators, and after a digit the pauses `,` and `;` of 001 §5 (each phone system is handed
 * them as it documents; see the server's `dialString`).
 */
export const PHONE_CHARACTERS = /^\+?[0-9*#\s\-()]*[0-9][0-9*#,;\s\-()]*$/;

export function isDialableInput(value: string): boolean {
  return PHONE_CHARACTERS.test(value.trim());
}
