import type { FieldError } from '@kizuna/api-client/contract';
import type { TFunction } from 'i18next';

/** The scopes as a person reads them, in the order given. */
export function scopeLabels(t: TFunction, scopes: readonly string[]): string {
  return scopes.map((scope) => t(`apiKeys.scopes.${scope}`)).join(t('apiKeys.listSeparator'));
}

/** The message of a field's refusal, in this feature's words; null when the field has none. */
export function fieldMessage(t: TFunction, errors: readonly FieldError[], path: string): string | null {
  const error = errors.find((e) => e.path === path);
  if (!error) return null;
  switch (error.key) {
    case 'apiKeyScopeNotAllowed':
      return t('apiKeys.scopeNotAllowed', {
        scope: String(error.values?.scope ?? '')
          .split(', ')
          .map((scope) => t(`apiKeys.scopes.${scope}`))
          .join(t('apiKeys.listSeparator')),
      });
    case 'apiKeyExpiryNotAllowed':
      return t('apiKeys2.expiryNotAllowed');
    case 'apiServiceNameMismatch':
      return t('apiKeys.services.disconnectMismatch');
    case 'duplicate':
      return t('apiKeys.services.nameTaken');
    case 'length':
      return path.endsWith('scope') ? t('apiKeys.scopeRequired') : t('validation.lengthMax', error.values);
    default:
      return t(`validation.${error.key}`, error.values ?? {});
  }
}
