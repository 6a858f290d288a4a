import { mainMenuEntries } from '@kizuna/api-client/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobalSearchBar, type GlobalSearchKinds } from '../features/globalSearch';
import { MyPresenceMenu } from '../features/presence';
import { capabilityContextOfPrincipal, type Principal } from '../features/session';
import { useSignOut } from '../features/session/useSignOut';
// Straight from its file: the whereabouts barrel would bring the board page into every first screen.
import { MyDestinationMenu } from '../features/whereabouts/MyDestinationMenu';
import { AccountMenu } from './AccountMenu';
import { NoticesBell } from './NoticesBell';

export interface TopBarProps {
  principal: Principal;
  /** Drawn before the brand: the drawer's menu button on narrow screens. */
  leading?: ReactNode;
  /** A phone's top bar: the search shrinks to an icon button. @default false */
  narrow?: boolean;
}

/** What the search may find: the kinds whose pages are in the person's menu. */
function searchKinds(principal: Principal): GlobalSearchKinds {
  const entries = mainMenuEntries(capabilityContextOfPrincipal(principal));
  return {
    people: entries.includes('INTERNAL_CONTACTS'),
    externalContacts: entries.includes('EXTERNAL_CONTACTS'),
    companies: entries.includes('COMPANIES'),
  };
}

/** The tenant keeps presence in Kizuna, or reads it from Microsoft 365. */
function hasPresence(principal: Principal): boolean {
  return (
    principal.tenantInfo.tenantFeatures.includes('CUSTOM_PRESENCE') ||
    principal.roles.userVirtualRoles.includes('TENANT_O365_PRESENCE')
  );
}

/**
 * One row over every signed-in page: the tenant (with its logo when it has one), the global
 * search, the notices bell, one's own destination and presence, and the person's menu.
 */
export function TopBar({ principal, leading, narrow = false }: TopBarProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const tenantName = principal.companyInfo.companyName;
  const { logoVersion } = principal.tenantInfo;
  return (
    <header className="kz-top-bar">
      {leading}
      <div className="kz-top-bar__brand">
        <Link to="/home" className="kz-top-bar__app">
          {t('app.name')}
        </Link>
        {logoVersion !== null && (
          <img
            className="kz-top-bar__logo"
            src={`/front/tenantLogo?v=${logoVersion}`}
            alt=""
            width={24}
            height={24}
          />
        )}
        <span className="kz-top-bar__tenant" title={tenantName}>
          {tenantName}
        </span>
      </div>
      <div className="kz-top-bar__search">
        <GlobalSearchBar kinds={searchKinds(principal)} narrow={narrow} />
      </div>
      <div className="kz-top-bar__tools">
        <MyDestinationMenu compact={narrow} />
        {hasPresence(principal) && <MyPresenceMenu compact={narrow} />}
        <NoticesBell />
        <AccountMenu
          fullname={principal.userInfo.fullname}
          userId={principal.userInfo.userId}
          onSignOut={() => void signOut()}
        />
      </div>
    </header>
  );
}
