import { mainMenuEntries } from '@kizuna/api-client/rules';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useRouteLoaderData } from 'react-router';
import { CallBar } from '../features/calls/CallBar';
import { CallEventsEffect } from '../features/calls/CallEventsEffect';
import { IncomingCallPopup } from '../features/calls/IncomingCallPopup';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { MainMenu } from '../menu/MainMenu';
import { NoticeBadge } from '../features/notices/NoticeBadge';
import { NotificationBadgePollEffect } from '../features/notices/NotificationBadgePollEffect';
import { capabilityContextOfPrincipal } from '../features/session/principalStore';
import type { Principal } from '../features/session/principalStore';
import { SIGNED_IN_ROUTE_ID } from '../features/session/shellLoaders';
import { UserMenu } from '../features/session/UserMenu';
import { useSignOut } from '../features/session/useSignOut';
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
