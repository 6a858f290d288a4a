import type { Operator } from '@kizuna/api-client/operator';
import { Button } from '@kizuna/ui/Button';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './LanguageSelect';
import { OperatorApiError, operatorApi } from './operatorApi';

/** Password first, then the authenticator's code; both go to the server together. */
export function SignInPage({
  onSignedIn,
  notice,
}: {
  onSignedIn: (operator: Operator) => void;
  notice?: string;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(notice ?? null);
  const [pending, setPending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const loginRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    (step === 'code' ? codeRef : loginRef).current?.focus();
  }, [step]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setStep('code');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('operator.signIn.codeFormat'));
      return;
    }
    setPending(true);
    try {
      onSignedIn(await operatorApi.signIn({ login: login.trim(), password, code }));
    } catch (thrown) {
      const status = thrown instanceof OperatorApiError ? thrown.status : 0;
      setError(t(status === 429 ? 'operator.signIn.throttled' : 'operator.signIn.failed'));
      setCode('');
      setPassword('');
      setStep('password');
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="op-signin" id="content">
      <div className="op-signin-card">
        <div className="op-signin-top">
          <p className="op-brand">{t('operator.appName')}</p>
          <LanguageSelect />
        </div>
        <h1>{step === 'password' ? t('operator.signIn.title') : t('operator.signIn.codeTitle')}</h1>
        {error ? (
          <p className="op-alert" role="alert">
            {error}
          </p>
        ) : null}
        {step === 'password' ? (
          <form onSubmit={next} className="op-form">
            <p className="op-muted">{t('operator.signIn.lead')}</p>
            <label className="op-field">
              <span>{t('operator.signIn.login')}</span>
              <input
                ref={loginRef}
                name="login"
                autoComplete="username"
                required
                value={login}
                onChange={(event) => setLogin(event.target.value)}
              />
            </label>
            <label className="op-field">
              <span>{t('operator.signIn.password')}</span>
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
            <Button type="submit" variant="primary">
              {t('operator.signIn.next')}
            </Button>
          </form>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="op-form">
            <p className="op-muted">{t('operator.signIn.codeLead', { login })}</p>
            <label className="op-field">
              <span>{t('operator.signIn.code')}</span>
              <input
                ref={codeRef}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                className="op-code-input"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            </label>
            <div className="op-actions">
              <Button onPress={() => setStep('password')}>{t('operator.signIn.back')}</Button>
              <Button type="submit" variant="primary" isPending={pending}>
                {t('operator.signIn.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </main>
  );
}
