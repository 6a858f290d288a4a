import './accountActivation.css';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../i18n/usePageTitle';
import { parseActivationReason } from './activationReason';
import { AuthCardPage } from '../auth';

/** `/front/bizDAccount/complete` (no layout): the account is ready; sign in. */
export function ActivationCompletePage() {
  const { t } = useTranslation();
  usePageTitle('activation.complete.title');
  return (
    <AuthCardPage
      title={t('activation.complete.title')}
      titleId="kz-activation-title"
      className="kz-activation"
    >
      <p role="status">{t('activation.complete.message')}</p>
      <p>
        <Link to="/login">{t('activation.signIn')}</Link>
      </p>
    </AuthCardPage>
  );
}

/** `/front/bizDAccount/error?reason=` (no layout): why the account was not activated (002 §8), and what to do. */
export function ActivationErrorPage() {
  const { t } = useTranslation();
  usePageTitle('activation.error.title');
  const [params] = useSearchParams();
  const reason = parseActivationReason(params.get('reason'));
  return (
    <AuthCardPage title={t('activation.error.title')} titleId="kz-activation-title" className="kz-activation">
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
