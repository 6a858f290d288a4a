import { useState, type FormEvent } from 'react';
import type { FieldError, ServerInfo } from '@kizuna/api-client/contract';
import { checkPasswordPolicy } from '@kizuna/api-client/validation';
import { Button, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../errors/useFieldErrorText';

export interface ActivationValues {
  password: string;
  passwordConfirm: string;
}

type FieldName = keyof ActivationValues;

/** The tenant's policy, and the second entry the same as the first, as field errors. */
export function validateActivation(
  values: ActivationValues,
  accountId: string,
  policy: ServerInfo['passwordPolicy'],
): FieldError[] {
  const errors: FieldError[] = [];
  const problem = checkPasswordPolicy(values.password, accountId, policy)[0];
  if (problem) errors.push({ path: 'body.password', key: problem });
  if (values.passwordConfirm === '') errors.push({ path: 'body.passwordConfirm', key: 'required' });
  else if (values.passwordConfirm !== values.password) {
    errors.push({ path: 'body.passwordConfirm', key: 'passwordConfirm' });
  }
  return errors;
}

export interface ActivationFormProps {
  accountId: string;
  policy: ServerInfo['passwordPolicy'];
  /** Sends the password; resolves to the server's field errors, empty when it was accepted. */
  onSubmit: (values: ActivationValues) => Promise<FieldError[]>;
  /** The submit button's label. @default "Set password and activate" */
  submitLabel?: string;
}

/** The password an invited person chooses, twice, under the tenant's policy. */
export function ActivationForm({ accountId, policy, onSubmit, submitLabel }: ActivationFormProps) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const [values, setValues] = useState<ActivationValues>({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [isPending, setIsPending] = useState(false);

  const errorFor = (field: FieldName) => {
    const found = errors.find((e) => e.path === `body.${field}`);
    return found ? fieldErrorText(found) : undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = validateActivation(values, accountId, policy);
    setErrors(local);
    if (local.length > 0) return;
    setIsPending(true);
    try {
      setErrors(await onSubmit(values));
    } finally {
      setIsPending(false);
    }
  }

  /** Both fields are new passwords, told apart by their label and errors. */
  const passwordField = (field: FieldName) => {
    const error = errorFor(field);
    return {
      label: t(`activation.${field}`),
      name: field,
      type: 'password' as const,
      autoComplete: 'new-password',
      isRequired: true,
      value: values[field],
      onChange: (value: string) => setValues((now) => ({ ...now, [field]: value })),
      isInvalid: error !== undefined,
      errorMessage: error,
    };
  };

  return (
    <form className="kz-password-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="kz-form-help">{t('auth.changePassword.policy')}</p>
      <TextField {...passwordField('password')} />
      <TextField {...passwordField('passwordConfirm')} />
      <Button type="submit" variant="primary" isDisabled={isPending}>
        {submitLabel ?? t('activation.submit')}
      </Button>
    </form>
  );
}
