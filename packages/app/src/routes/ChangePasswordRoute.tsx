import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { PasswordStatus } from '@kizuna/api-client/contract';
import { AuthCardPage } from '../features/auth/AuthCardPage';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import type { PasswordChangeValues } from '../features/auth/ChangePasswordForm';
import { useChangePassword } from '../features/auth/useChangePassword';
import { validatePasswordChange } from '../features/auth/validatePasswordChange';
import { useSignOut } from '../features/session/useSignOut';
import { usePageTitle } from '../i18n/usePageTitle';
import { FramedWhenSignedIn } from '../layout/FramedWhenSignedIn';
import { Page } from '../shared/Page';
import { useToast } from '../shared/toast';
import type { Principal } from '../features/session/principalStore';

/**
 * `/front/changePassword`. Chosen from the account menu or the settings, it is a page of the frame
 * with a way back (a link to the settings, and cancel, which returns where it was opened from).
 * Required (an issued or expired password), it is a card without the frame whose only way out
 * is signing out: no other page opens until the password is changed.
 */
export function ChangePasswordRoute() {
  const { t } = useTranslation();
  usePageTitle('auth.changePassword.title');
  const { status, principal } = useLoaderData() as { status: PasswordStatus; principal: Principal };
  const changePassword = useChangePassword();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  const toast = useToast();

  // The first page of a visit has nowhere to go back to: the settings then.
  const goBack = () => void (location.key === 'default' ? navigate('/settings') : navigate(-1));

  async function onSubmit(values: PasswordChangeValues) {
    const errors = await changePassword(values);
    if (errors.length > 0) return errors;
    if (status.changeRequired) {
      await navigate('/initPage', { replace: true });
    } else {
      toast({ title: t('auth.changePassword.changed'), tone: 'success' });
      goBack();
    }
    return errors;
  }

  const form = (
    <ChangePasswordForm
      validate={(values) =>
        validatePasswordChange(values, principal.userInfo.accountId, principal.serverInfo.passwordPolicy)
      }
      onSubmit={onSubmit}
      onCancel={status.changeRequired ? undefined : goBack}
    />
  );

  if (status.changeRequired) {
    return (
      <AuthCardPage title={t('auth.changePassword.title')} titleId="kz-password-title">
        <p className="kz-form-help">{t(`auth.changePassword.reason.${status.reason ?? 'POLICY'}`)}</p>
        {form}
        <p className="kz-auth-page__aside">
          <Button variant="secondary" onPress={() => void signOut()}>
            {t('auth.changePassword.signOut')}
          </Button>
        </p>
      </AuthCardPage>
    );
  }
  return (
    <FramedWhenSignedIn>
      <Page
        title={t('auth.changePassword.title')}
        className="kz-change-password"
        back={<Link to="/settings">{t('auth.changePassword.back')}</Link>}
      >
        {form}
      </Page>
    </FramedWhenSignedIn>
  );
}
