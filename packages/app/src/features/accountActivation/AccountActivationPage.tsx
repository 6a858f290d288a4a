import './accountActivation.css';
import { useEffect, useState } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { useQuery } from '../../shared/useQuery';
import { ActivationForm, type ActivationValues } from './ActivationForm';
import { activationErrorPath, activationReasonOf, isTooManyAttempts } from './activationReason';
import { AuthCardPage, TENANT_CODE_STORAGE_KEY } from '../auth';

/** The sign-in page after activation offers the tenant of the account. */
function rememberTenant(code: string) {
  try {
    localStorage.setItem(TENANT_CODE_STORAGE_KEY, code);
  } catch {
    // A convenience only.
  }
}

export interface AccountActivationPageProps {
  /** The page of a password reset link (`/front/bizDAccount/resetPassword`) rather than an invitation's. */
  reset?: boolean;
}

/**
 * `/front/bizDAccount/activate?token=` (no layout): where an invitation's link lands. Shows who is
 * being activated and takes their password; then the complete page, or the error page's reason.
 * `/front/bizDAccount/resetPassword?token=` is the same for a password reset link: the person's
 * current password works until they set the new one here.
 */
export function AccountActivationPage({ reset = false }: AccountActivationPageProps) {
  const { t } = useTranslation();
  const title = reset ? 'activation.reset.title' : 'activation.title';
  usePageTitle(title);
  const client = useClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const target = useQuery(
    (signal) => client.accountActivation.target({ body: { token } }, { signal }),
    `activation:${token}`,
  );
  const [tooMany, setTooMany] = useState(false);
  const [failed, setFailed] = useState(false);

  const refused = target.error != null && !isTooManyAttempts(target.error);
  useEffect(() => {
    if (refused)
      void navigate(activationErrorPath(activationReasonOf(target.error), reset), { replace: true });
  }, [refused, target.error, navigate, reset]);

  async function activate(values: ActivationValues): Promise<FieldError[]> {
    setFailed(false);
    setTooMany(false);
    try {
      await client.accountActivation.activate({ body: { token, ...values } });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) return fieldErrors;
      if (isTooManyAttempts(error)) setTooMany(true);
      else if (activationReasonOf(error) === 'UNEXPECTED_ERROR') setFailed(true);
      else await navigate(activationErrorPath(activationReasonOf(error), reset), { replace: true });
      return [];
    }
    if (target.data) rememberTenant(target.data.tenantCode);
    await navigate(reset ? '/bizDAccount/complete?kind=reset' : '/bizDAccount/complete', { replace: true });
    return [];
  }

  const data = target.data;
  return (
    <AuthCardPage title={t(title)} titleId="kz-activation-title" className="kz-activation">
      {(tooMany || (target.error != null && !refused)) && (
        <p className="kz-form-error" role="alert">
          {t('activation.tooManyAttempts')}
        </p>
      )}
      {failed && (
        <p className="kz-form-error" role="alert">
          {t('activation.failed')}
        </p>
      )}
      {!data ? (
        target.error == null && <Skeleton lines={4} />
      ) : (
        <>
          <p>{t(reset ? 'activation.reset.intro' : 'activation.intro', { tenant: data.tenantName })}</p>
          <dl className="kz-activation__who">
            <dt>{t('activation.fullname')}</dt>
            <dd>{data.fullname}</dd>
            <dt>{t('activation.accountId')}</dt>
            <dd>{data.accountId}</dd>
            <dt>{t('activation.email')}</dt>
            <dd>{data.email}</dd>
            <dt>{t('activation.tenantCode')}</dt>
            <dd>{data.tenantCode}</dd>
          </dl>
          <p className="kz-form-help kz-activation__expires">
            {t('activation.expires', { date: formatDisplayDate(data.expiresAt, 'dateTime') })}
          </p>
          <ActivationForm
            accountId={data.accountId}
            policy={data.passwordPolicy}
            onSubmit={activate}
            submitLabel={reset ? t('activation.reset.submit') : undefined}
          />
        </>
      )}
    </AuthCardPage>
  );
}

/** `/front/bizDAccount/resetPassword?token=` (no layout): where a password reset link lands. */
export function PasswordResetPage() {
  return <AccountActivationPage reset />;
}
