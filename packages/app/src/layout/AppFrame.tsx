import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CallBar } from '../features/calls/CallBar';
import { feedbackAddress, shownMainMenuEntries, withFeedbackEntry } from '../routes/builtPages';
import { capabilityContextOfPrincipal } from '../features/session';
import type { Principal } from '../features/session';
import { NavDrawer } from './NavDrawer';
import { OfflineBanner } from './OfflineBanner';
import { SideBar } from './SideBar';
import { TopBar } from './TopBar';
import { TrialBanner } from './TrialBanner';
import { useMediaQuery } from './useMediaQuery';

/** Below this width the side bar becomes a drawer behind the top bar's menu button. */
export const NARROW_FRAME_QUERY = '(max-width: 767.98px)';

export interface AppFrameProps {
  principal: Principal;
  /** The page. */
  children: ReactNode;
}

/** Top bar, side bar (or drawer), banners and call bar around a signed-in page. */
export function AppFrame({ principal, children }: AppFrameProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_FRAME_QUERY);
  const feedbackUrl = feedbackAddress(principal.feedbackSettings);
  const entries = withFeedbackEntry(
    shownMainMenuEntries(capabilityContextOfPrincipal(principal)),
    feedbackUrl,
  );
  return (
    <div className="kz-shell">
      <a className="kz-skip-link" href="#kz-content">
        {t('header.skipToContent')}
      </a>
      <TopBar
        principal={principal}
        narrow={narrow}
        leading={narrow ? <NavDrawer entries={entries} feedbackUrl={feedbackUrl} /> : null}
      />
      <div className="kz-shell__body">
        {!narrow && <SideBar entries={entries} feedbackUrl={feedbackUrl} />}
        <div className="kz-shell__main">
          {principal.tenantInfo.tenantProvideType === 'TRIAL' && (
            <TrialBanner url={principal.serverInfo.trialBannerUrl} />
          )}
          <OfflineBanner />
          <CallBar />
          <div id="kz-content" className="kz-shell__content" tabIndex={-1}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
