import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, TextField } from '@kizuna/ui';
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
  failed: 'auth.login.failed',
};

export function LoginForm({ onSignIn, defaultTenantCode = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const [tenantCode, setTenantCode] = useState(defaultTenantCode);
  const [accountId, setAccountId] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<SignInOutcome | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsPending(true);
    setOutcome(null);
    try {
      setOutcome(await onSignIn({ tenantCode: tenantCode.trim(), accountId: accountId.trim(), password }));
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
      onSubmit={(event) => void submit(event)}
      aria-describedby={message ? 'kz-login-error' : undefined}
    >
      {message && (
        <p id="kz-login-error" className="kz-form-error" role="alert">
          {message}
        </p>
      )}
      <TextField
        label={t('auth.login.tenantCode')}
        name="tenantCode"
        autoComplete="organization"
        isRequired
        value={tenantCode}
        onChange={setTenantCode}
      />
      <TextField
        label={t('auth.login.accountId')}
        name="accountId"
        autoComplete="username"
        isRequired
        value={accountId}
        onChange={setAccountId}
      />
      <TextField
        label={t('auth.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={setPassword}
      />
      {/* Not `isPending`: its announcement would point at a button the next page has removed. */}
      <Button type="submit" variant="primary" isDisabled={isPending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
