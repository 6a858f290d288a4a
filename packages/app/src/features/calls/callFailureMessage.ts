import type { ErrorCodeOf } from '@kizuna/api-client';
import type { CallFailure } from '@kizuna/widgets';
import type { TFunction } from 'i18next';

/** Codes with a sentence of their own; the others are named and get the general sentence. */
const DESCRIBED: ReadonlySet<ErrorCodeOf<'calls'>> = new Set<ErrorCodeOf<'calls'>>([
  'ADDRESS_NOT_EXIST',
  'TRANSIENT_ADDRESS_NOT_EXIST',
  'USER_NOT_FOUND',
  'PBX_ADAPTER_UNAUTHORIZED',
  'TRANSIENT_PBX_ADAPTER_UNAUTHORIZED',
  'PBX_SYSTEM_UNAUTHORIZED',
  'TRANSIENT_PBX_SYSTEM_UNAUTHORIZED',
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
  'CALL_NOT_FOUND',
  'ACTION_NOT_ALLOWED',
]);

/**
 * The sentence a refused call action shows (001 §8): what happened for the code, then "try again
 * later" for transient failures or "contact your administrator" for every other one.
 */
export function callFailureMessage(t: TFunction, failure: CallFailure): string {
  const code = failure.code ?? 'UNEXPECTED_ERROR';
  const what = DESCRIBED.has(code as ErrorCodeOf<'calls'>)
    ? t(`calls.errors.codes.${code}`)
    : t('calls.errors.codes.UNEXPECTED_ERROR');
  const next = failure.transient ? t('calls.errors.retryLater') : t('calls.errors.contactAdmin');
  return t('calls.errors.message', { what, next, code });
}
