import { useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { Button, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../errors/useFieldErrorText';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type FieldName = keyof PasswordChangeValues;

export interface ChangePasswordFormProps {
  /** Checks the values on screen with the shared rules; field errors use `body.<field>` paths. */
  validate: (values: PasswordChangeValues) => FieldError[];
  /** Sends the change; resolves to the server's field errors (empty when it succeeded). */
  onSubmit: (values: PasswordChangeValues) => Promise<FieldError[]>;
  /** Leaves without changing: shown as a cancel button beside the submit. @default none */
  onCancel?: () => void;
}

const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** `body.newPasswordConfirm` and `newPassword` both name a field of the form. */
function fieldOf(path: string): FieldName | undefined {
  const name = path.replace(/^body\./, '');
  if (name === 'newPasswordConfirm') return 'confirmPassword';
  return (FIELDS as readonly string[]).includes(name) ? (name as FieldName) : undefined;
}

export function ChangePasswordForm({ validate, onSubmit, onCancel }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const [values, setValues] = useState<PasswordChangeValues>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  function errorFor(field: FieldName): string | undefined {
    const found = errors.filter((e) => fieldOf(e.path) === field);
    return found.length > 0 ? found.map(fieldErrorText).join(' ') : undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const local = validate(values);
    setErrors(local);
    if (local.length > 0) return;
    setIsPending(true);
    try {
      const server = await onSubmit(values);
      setErrors(server);
      if (server.some((e) => !fieldOf(e.path))) setFormError(t('auth.changePassword.failed'));
    } catch {
      setFormError(t('auth.changePassword.failed'));
    } finally {
      setIsPending(false);
    }
  }

  const set = (field: FieldName) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <form className="kz-password-form" noValidate onSubmit={(event) => void submit(event)}>
      {formError && (
        <p className="kz-form-error" role="alert">
          {formError}
        </p>
      )}
      <p className="kz-form-help">{t('auth.changePassword.policy')}</p>
      {FIELDS.map((field) => {
        const error = errorFor(field);
        return (
          <TextField
            key={field}
            label={t(`auth.changePassword.${field}`)}
            name={field}
            type="password"
            autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
            isRequired
            value={values[field]}
            onChange={set(field)}
            isInvalid={error !== undefined}
            errorMessage={error}
          />
        );
      })}
      {/* Not `isPending`: its announcement would point at a button the next page has removed. */}
      <div className="kz-password-form__actions">
        <Button type="submit" variant="primary" isDisabled={isPending}>
          {t('auth.changePassword.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {t('auth.changePassword.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
