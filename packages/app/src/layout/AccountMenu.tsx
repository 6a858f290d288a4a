import { PlainButton } from '@kizuna/ui';
import type { Key } from '@kizuna/ui';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MY_PROFILE_PATH } from '../features/profile';
import { FaceThumbnail } from '../shared/FaceThumbnail';
import { useDeferredMenu } from '../shared/useDeferredMenu';

// The menu's code comes with its first use (every page shows the trigger).
const loadMenu = () => import('./AccountMenuList');

export interface AccountMenuProps {
  /** The signed-in person's name, shown on the trigger. */
  fullname: string;
  /** The signed-in person, whose face is shown on the trigger. */
  userId: number;
  onSignOut: () => void;
}

/** The signed-in person's menu: my profile, settings, password, language and sign-out. */
export function AccountMenu({ fullname, userId, onSignOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const triggerId = useId();
  const { triggerProps, menu, overlay } = useDeferredMenu(loadMenu);

  function onAction(key: Key) {
    if (key === 'profile') void navigate(MY_PROFILE_PATH);
    else if (key === 'settings') void navigate('/settings/user');
    else if (key === 'password') void navigate('/changePassword');
    else if (key === 'signOut') onSignOut();
  }

  return (
    <>
      <PlainButton
        {...triggerProps}
        id={triggerId}
        variant="quiet"
        className="kz-account-menu"
        aria-label={t('header.userMenu', { name: fullname })}
      >
        <FaceThumbnail userId={userId} alt="" size={24} />
        <span className="kz-account-menu__name">{fullname}</span>
        <ChevronDown size={14} aria-hidden="true" focusable="false" />
      </PlainButton>
      {menu && <menu.AccountMenuList {...overlay} aria-labelledby={triggerId} onAction={onAction} />}
    </>
  );
}
