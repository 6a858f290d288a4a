import type { Operator } from '@kizuna/api-client/operator';
import { Button } from '@kizuna/ui/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditLogPage } from './AuditLogPage';
import { LanguageSelect } from './LanguageSelect';
import { OperatorApiError, operatorApi } from './operatorApi';
import { SignInPage } from './SignInPage';
import { TenantListPage } from './TenantListPage';
import { TenantPage } from './TenantPage';
import { ToastProvider } from './Toast';
import { useOperatorRoute, type OperatorRoute } from './useOperatorRoute';

type SessionState =
  { state: 'loading' } | { state: 'signedOut'; notice?: string } | { state: 'signedIn'; operator: Operator };

/** The operator console: sign-in, then the tenants, a tenant's page and the audit log. */
export function OperatorConsole() {
  const { t } = useTranslation();
  const { route, navigate } = useOperatorRoute();
  const [session, setSession] = useState<SessionState>({ state: 'loading' });

  useEffect(() => {
    operatorApi.session().then(
      (operator) => setSession({ state: 'signedIn', operator }),
      () => setSession({ state: 'signedOut' }),
    );
  }, []);
  // An answer of 401 anywhere means the session ended: back to sign-in, saying so.
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (event.reason instanceof OperatorApiError && event.reason.status === 401) {
        setSession({ state: 'signedOut', notice: t('operator.common.signedOut') });
      }
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [t]);
  useEffect(() => {
    const title =
      route.page === 'audit'
        ? t('operator.audit.title')
        : route.page === 'tenants'
          ? t('operator.tenants.title')
          : null;
    document.title = `${title ? `${title} · ` : ''}${t('operator.appName')}`;
  }, [route, t]);

  if (session.state === 'loading') {
    return <p className="op-loading">{t('operator.common.loading')}</p>;
  }
  if (session.state === 'signedOut') {
    return (
      <SignInPage
        {...(session.notice ? { notice: session.notice } : {})}
        onSignedIn={(operator) => setSession({ state: 'signedIn', operator })}
      />
    );
  }
  const link = (target: OperatorRoute, label: string, current: boolean) => (
    <a
      href={target.page === 'audit' ? '/operator/audit' : '/operator/'}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <ToastProvider>
      <a className="op-skip-link" href="#content">
        {t('operator.skipToContent')}
      </a>
      <header className="op-topbar">
        <span className="op-brand">{t('operator.appName')}</span>
        <nav aria-label={t('operator.nav.label')} className="op-nav">
          {link({ page: 'tenants' }, t('operator.nav.tenants'), route.page !== 'audit')}
          {link({ page: 'audit' }, t('operator.nav.audit'), route.page === 'audit')}
        </nav>
        <div className="op-topbar-end">
          <span className="op-muted op-operator-name">
            {t('operator.signedInAs', { name: session.operator.displayName })}
          </span>
          <LanguageSelect />
          <Button
            variant="quiet"
            onPress={() => void operatorApi.signOut().finally(() => setSession({ state: 'signedOut' }))}
          >
            {t('operator.signOut')}
          </Button>
        </div>
      </header>
      <main id="content" className="op-main" tabIndex={-1}>
        {route.page === 'tenants' ? (
          <TenantListPage navigate={navigate} />
        ) : route.page === 'tenant' ? (
          <TenantPage key={route.id} id={route.id} navigate={navigate} />
        ) : (
          <AuditLogPage tenant={route.tenant} navigate={navigate} />
        )}
      </main>
    </ToastProvider>
  );
}
