import { useState } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { useFieldErrorText } from '../../errors/useFieldErrorText';
import { serverFieldErrors } from './serverFieldErrors';

/**
 * A call settings form's save: `saving` while it runs, then either `onSaved`, or the server's field
 * errors by body path (`errorText` says one in words), or `onFailed` for a refusal without any.
 */
export function useSettingsSave(onSaved: () => void, onFailed: () => void) {
  const fieldText = useFieldErrorText();
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const [saving, setSaving] = useState(false);

  async function save(action: () => Promise<void>) {
    setSaving(true);
    try {
      await action();
      setErrors(new Map());
      onSaved();
    } catch (cause) {
      const found = serverFieldErrors(cause);
      setErrors(found);
      if (found.size === 0) onFailed();
    } finally {
      setSaving(false);
    }
  }

  function errorText(path: string): string | undefined {
    const error = errors.get(path);
    return error ? fieldText(error) : undefined;
  }

  return { errors, setErrors, errorText, saving, save };
}
