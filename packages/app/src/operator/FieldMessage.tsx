import type { FieldError } from '@kizuna/api-client/contract';
import type { TFunction } from 'i18next';

/** The message of a field error, in the reader's language; `special` names a field's own text. */
export function fieldErrorText(
  t: TFunction,
  error: FieldError | undefined,
  special?: Partial<Record<string, string>>,
): string | undefined {
  if (!error) return undefined;
  const own = special?.[error.key];
  if (own) return t(own, { ...(error.values ?? {}) });
  switch (error.key) {
    case 'required':
    case 'pattern':
    case 'duplicate':
      return t(`operator.fieldError.${error.key}`);
    default:
      return t('operator.fieldError.invalid');
  }
}

export function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="op-field-error">
      {text}
    </p>
  );
}
