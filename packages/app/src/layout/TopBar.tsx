import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Principal } from '../features/session';
import { useSignOut } from '../features/session/useSignOut';
import { AccountMenu } from './AccountMenu';
import { NoticesBell } from './NoticesBell';

export interface TopBarProps {
  principal: Principal;
  /** Drawn before the brand: the drawer's menu button on narrow screens. */
  leading?: ReactNode;
}

/** One row over every signed-in page: the tenant, the notices bell and the person's menu. */
export function TopBar({ principal, leading }: TopBarProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const tenantName = principal.companyInfo.companyName;
  return (
    <header className="kz-top-bar">
      {leading}
      <div className="kz-top-bar__brand">
        <Link to="/home" className="kz-top-bar__app">
          {t('app.name')}
        </Link>
        <span className="kz-top-bar__tenant" title={tenantName}>
          {tenantName}
        </span>
      </div>
      <div className="kz-top-bar__tools">
        <NoticesBell />
        <AccountMenu fullname={principal.userInfo.fullname} onSignOut={() => void signOut()} />
      </div>
    </header>
  );
}
