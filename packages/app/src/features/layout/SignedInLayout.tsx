import { mainMenuEntries } from '@kizuna/api-client/rules';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useRouteLoaderData } from 'react-router';
import { CallBar } from '../calls/CallBar';
import { CallEventsEffect } from '../calls/CallEventsEffect';
import { IncomingCallPopup } from '../calls/IncomingCallPopup';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { MainMenu } from '../menu/MainMenu';
import { NoticeBadge } from '../notices/NoticeBadge';
import { NotificationBadgePollEffect } from '../notices/NotificationBadgePollEffect';
import { capabilityContextOfPrincipal } from '../session/principalStore';
import type { Principal } from '../session/principalStore';
import { SIGNED_IN_ROUTE_ID } from '../session/shellLoaders';
import { UserMenu } from '../session/UserMenu';
import { useSignOut } from '../session/useSignOut';
import { TrialBanner } from './TrialBanner';

export { SIGNED_IN_ROUTE_ID };

/** Header, menus and badge around every signed-in page. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const loaded = useRouteLoaderData(SIGNED_IN_ROUTE_ID) as { principal: Principal } | undefined;
  const signOut = useSignOut();
  if (!loaded) return null;
  const { principal } = loaded;
  const entries = mainMenuEntries(capabilityContextOfPrincipal(principal));
  return (
    <div className="kz-shell">
      <a className="kz-skip-link" href="#kz-content">
        {t('header.skipToContent')}
      </a>
      <header className="kz-header">
        <div className="kz-header__brand">
          <Link to="/home" className="kz-header__app">
            {t('app.name')}
          </Link>
          <span className="kz-header__company">{principal.companyInfo.companyName}</span>
        </div>
        <div className="kz-header__tools">
          <NoticeBadge />
          <LanguageSwitch />
          <UserMenu fullname={principal.userInfo.fullname} onSignOut={() => void signOut()} />
        </div>
        <MainMenu
          entries={entries}
          feedbackUrl={principal.feedbackSettings.valid ? principal.feedbackSettings.url : null}
        />
      </header>
      {principal.tenantInfo.tenantProvideType === 'TRIAL' && (
        <TrialBanner url={principal.serverInfo.trialBannerUrl} />
      )}
      <CallBar />
      <div id="kz-content" className="kz-shell__content" tabIndex={-1}>
        <Outlet />
      </div>
      <NotificationBadgePollEffect intervalMs={principal.serverInfo.pollingIntervals.notificationBadgeMs} />
      <IncomingCallPopup />
      <CallEventsEffect />
    </div>
  );
}
