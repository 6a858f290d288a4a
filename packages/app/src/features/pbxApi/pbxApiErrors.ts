function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

/** Result states of the Webex authorisation the result page shows (002 §4). */
export type Oauth2Outcome = 'complete' | 'denied' | 'error';

const KNOWN_CODES = new Set([
  'OAUTH2_URL_GENERATION_FAILED',
  'OAUTH2_CODE_UNAUTHORIZED',
  'OAUTH2_STATE_NOT_MATCH',
  'USER_API_PBX_SYSTEM_UNAUTHORIZED',
  'PBX_ADAPTER_UNAUTHORIZED',
  'ADAPTOR_SETTING_ERROR',
]);

/** The error code of a failed call: the body's `code`, else the error-code header. */
export function errorCodeOf(error: unknown): string | null {
  const fields = record(error);
  const bodyCode = record(fields?.data)?.code;
  if (typeof bodyCode === 'string' && bodyCode !== '') return bodyCode;
  const header = fields?.errorCode;
  return typeof header === 'string' && header !== '' ? header : null;
}

/**
 * The sentence for an authorisation failure: its own for the OAuth2 codes of 002 §8, "retry later"
 * for transient ones and timeouts, "contact the administrator" for anything else.
 */
export function oauth2ErrorKey(code: string | null): string {
  if (code && KNOWN_CODES.has(code)) return `pbxApi.errors.${code}`;
  if (code?.startsWith('TRANSIENT_') || code === 'TIMEOUT') return 'pbxApi.errors.retryLater';
  return 'pbxApi.errors.contactAdmin';
}
