import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface Credentials {
  tenantCode: string;
  accountId: string;
  password: string;
}

export type SignInOutcome =
  | 'signedIn'
  | 'invalidCredentials'
  | 'addressRejected'
  /** Sign-in for the account is paused after repeated failures (429). */
  | 'tooManyAttempts'
  /** The Kizuna provider has suspended the company's use (403 TENANT_SUSPENDED). */
  | 'tenantSuspended'
  /** The company has turned off the sign-in of the collaboration-suite tab (403 STORE_SIGN_IN_DISABLED). */
  | 'storeDisabled'
  | 'failed';

export interface LoginFormProps {
  /** Tries to sign in; the form shows the message for anything but `signedIn`. */
  onSignIn: (credentials: Credentials) => Promise<SignInOutcome>;
  /** Prefilled tenant code (the last one used on this browser). */
  defaultTenantCode?: string;
}

const MESSAGE_KEYS: Record<Exclude<SignInOutcome, 'signedIn'>, string> = {
  invalidCredentials: 'auth.login.invalidCredentials',
  addressRejected: 'auth.login.addressRejected',
  tooManyAttempts: 'auth.login.tooManyAttempts',
  tenantSuspended: 'auth.login.tenantSuspended',
  storeDisabled: 'auth.login.storeDisabled',
  failed: 'auth.login.failed',
};

type FieldName = keyof Credentials;

const AUTOCOMPLETE: Record<FieldName, string> = {
  tenantCode: 'organization',
  accountId: 'username',
  password: 'current-password',
};

const FIELD_LABEL_KEYS: Record<FieldName, string> = {
  tenantCode: 'auth.login.tenantCode',
  accountId: 'auth.login.accountId',
  password: 'auth.login.password',
};

interface SignInFieldProps {
  name: FieldName;
  label: string;
  value: string;
  /** Shown under the field, which is then marked invalid. */
  errorMessage: string | null;
  onChange: (value: string) => void;
}

/**
 * A labelled input drawn as `@kizuna/ui`'s TextField (its classes and `data-*` states), in plain
 * HTML: the sign-in page is the first screen and loads no react-aria.
 */
function SignInField({ name, label, value, errorMessage, onChange }: SignInFieldProps) {
  const id = useId();
  const invalid = errorMessage !== null || undefined;
  return (
    <div className="kz-Field kz-TextField" data-required data-invalid={invalid}>
      <label className="kz-Label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="kz-Input"
        name={name}
        type={name === 'password' ? 'password' : 'text'}
        autoComplete={AUTOCOMPLETE[name]}
        aria-required
        aria-invalid={invalid}
        aria-describedby={invalid && `${id}-error`}
        data-invalid={invalid}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {errorMessage !== null && (
        <span id={`${id}-error`} className="kz-FieldError">
          {errorMessage}
        </span>
      )}
    </div>
  );
}

/**
 * The sign-in form. Empty fields are reported by the form itself, in the app's language, and
 * only when it is submitted: the browser's own bubbles are off (`noValidate`), and a message never
 * disappears on blur, so the layout does not move under a click that follows.
 */
export function LoginForm({ onSignIn, defaultTenantCode = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Credentials>({
    tenantCode: defaultTenantCode,
    accountId: '',
    password: '',
  });
  const [missing, setMissing] = useState<ReadonlySet<FieldName>>(new Set());
  const [outcome, setOutcome] = useState<SignInOutcome | null>(null);
  const [isPending, setIsPending] = useState(false);

  function change(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim() !== '' && missing.has(field)) {
      setMissing((current) => new Set([...current].filter((name) => name !== field)));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = {
      tenantCode: values.tenantCode.trim(),
      accountId: values.accountId.trim(),
      password: values.password,
    };
    const empty = (Object.keys(FIELD_LABEL_KEYS) as FieldName[]).filter(
      (field) => credentials[field].trim() === '',
    );
    setMissing(new Set(empty));
    if (empty.length > 0) {
      setOutcome(null);
      const first = event.currentTarget.elements.namedItem(empty[0]!);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setIsPending(true);
    setOutcome(null);
    try {
      setOutcome(await onSignIn(credentials));
    } catch {
      setOutcome('failed');
    } finally {
      setIsPending(false);
    }
  }

  const message = outcome && outcome !== 'signedIn' ? t(MESSAGE_KEYS[outcome]) : null;
  return (
    <form
      className="kz-login-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={message ? 'kz-login-error' : undefined}
    >
      {message && (
        <p id="kz-login-error" className="kz-form-error" role="alert">
          {message}
        </p>
      )}
      {(Object.keys(FIELD_LABEL_KEYS) as FieldName[]).map((field) => (
        <SignInField
          key={field}
          name={field}
          label={t(FIELD_LABEL_KEYS[field])}
          errorMessage={missing.has(field) ? t(`auth.login.${field}Required`) : null}
          value={values[field]}
          onChange={(value) => change(field, value)}
        />
      ))}
      {/* No pending announcement: it would point at a button the next page has removed. */}
      <button
        type="submit"
        className="kz-Button"
        data-variant="primary"
        data-size="medium"
        disabled={isPending}
        data-disabled={isPending || undefined}
      >
        {t('auth.login.submit')}
      </button>
    </form>
  );
}
