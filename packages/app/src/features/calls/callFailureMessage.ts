import type { CallFailure } from '@kizuna/widgets';
import type { TFunction } from 'i18next';

/**
 * The sentence a refused call action shows (001 §8): what happened for the code (a code without a
 * sentence of its own in the catalogue's `calls.errors.codes` gets the general one), then "try
 * again later" for transient failures or "contact your administrator" for every other one.
 */
export function callFailureMessage(t: TFunction, failure: CallFailure): string {
  const code = failure.code ?? 'UNEXPECTED_ERROR';
  const what = t([`calls.errors.codes.${code}`, 'calls.errors.codes.UNEXPECTED_ERROR']);
  const next = failure.transient ? t('calls.errors.retryLater') : t('calls.errors.contactAdmin');
  return t('calls.errors.message', { what, next, code });
}
