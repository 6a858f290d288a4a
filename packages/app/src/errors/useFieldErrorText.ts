import { useCallback } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';

/** A length rule may bound one side only; each case has its own sentence. */
function lengthKey(values: FieldError['values']): string {
  const hasMin = values?.min !== undefined;
  const hasMax = values?.max !== undefined;
  if (hasMin && !hasMax) return 'validation.lengthMin';
  if (hasMax && !hasMin) return 'validation.lengthMax';
  return 'validation.length';
}

/** Turns a field error (message key + values) into the text shown under the field. */
export function useFieldErrorText(): (error: FieldError) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: FieldError) => {
      const bare = error.key.replace(/^validation\./, '');
      const key = bare === 'length' ? lengthKey(error.values) : `validation.${bare}`;
      return i18n.exists(key) ? t(key, error.values ?? {}) : t('validation.invalid');
    },
    [t, i18n],
  );
}
