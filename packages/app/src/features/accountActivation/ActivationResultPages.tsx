import './accountActivation.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../i18n/usePageTitle';
import { parseActivationReason } from './activationReason';
import { AuthCardPage } from '../auth';

/** `/front/bizDAccount/complete` (no layout): the account is ready (or the password reset); sign in. */
export function ActivationCompletePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const prefix = params.get('kind') === 'reset' ? 'activation.reset.complete' : 'activation.complete';
  usePageTitle(`${prefix}.title`);
  return (
    <AuthCardPage title={t(`${prefix}.title`)} titleId="kz-activation-title" className="kz-activation">
      <p role="status">{t(`${prefix}.message`)}</p>
      <p>
        <Link to="/login">{t('activation.signIn')}</Link>
      </p>
    </AuthCardPage>
  );
}

/** `/front/bizDAccount/error?reason=` (no layout): why the account was not activated (002 §8), and what to do. */
export function ActivationErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reset = params.get('kind') === 'reset';
  const title = reset ? 'activation.reset.errorTitle' : 'activation.error.title';
  usePageTitle(title);
  const reason = parseActivationReason(params.get('reason'));
  // A reset link's reasons read of the reset link where the invitation's wording would mislead.
  const textOf = (part: 'message' | 'next') =>
    t(
      reset
        ? [`activation.reset.reasons.${reason}.${part}`, `activation.error.reasons.${reason}.${part}`]
        : `activation.error.reasons.${reason}.${part}`,
    );
  return (
    <AuthCardPage title={t(title)} titleId="kz-activation-title" className="kz-activation">
      <p role="alert" data-reason={reason}>
        {textOf('message')}
      </p>
      <p>{textOf('next')}</p>
      <p>
        <Link to="/login">{t('activation.signIn')}</Link>
      </p>
    </AuthCardPage>
  );
}
