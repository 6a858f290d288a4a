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
  const title = params.get('kind') === 'reset' ? 'activation.reset.errorTitle' : 'activation.error.title';
  usePageTitle(title);
  const reason = parseActivationReason(params.get('reason'));
  return (
    <AuthCardPage title={t(title)} titleId="kz-activation-title" className="kz-activation">
      <p role="alert" data-reason={reason}>
        {t(`activation.error.reasons.${reason}.message`)}
      </p>
      <p>{t(`activation.error.reasons.${reason}.next`)}</p>
      <p>
        <Link to="/login">{t('activation.signIn')}</Link>
      </p>
    </AuthCardPage>
  );
}
