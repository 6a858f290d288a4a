import { isErrorCode, type ErrorCode } from '@kizuna/api-client';

/** Result states of the Webex authorisation the result page shows (002 §4). */
export type Oauth2Outcome = 'complete' | 'denied' | 'error';

const KNOWN_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'OAUTH2_URL_GENERATION_FAILED',
  'OAUTH2_CODE_UNAUTHORIZED',
  'OAUTH2_STATE_NOT_MATCH',
  'USER_API_PBX_SYSTEM_UNAUTHORIZED',
  'PBX_ADAPTER_UNAUTHORIZED',
  'ADAPTOR_SETTING_ERROR',
]);

/**
 * The sentence for an authorisation failure: its own for the OAuth2 codes of 002 §8, "retry later"
 * for transient ones and timeouts, "contact the administrator" for anything else.
 */
export function oauth2ErrorKey(code: string | null): string {
  const known = isErrorCode(code) ? code : null;
  if (known && KNOWN_CODES.has(known)) return `pbxApi.errors.${known}`;
  if (code?.startsWith('TRANSIENT_') || known === 'TIMEOUT') return 'pbxApi.errors.retryLater';
  return 'pbxApi.errors.contactAdmin';
}
