import { Button, Menu, MenuItem, MenuTrigger } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export interface UserMenuProps {
  fullname: string;
  onSignOut: () => void;
}

/** The signed-in user's name opening a menu with settings and sign-out. */
export function UserMenu({ fullname, onSignOut }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MenuTrigger>
      <Button variant="quiet" aria-label={t('header.userMenu', { name: fullname })}>
        {fullname}
      </Button>
      <Menu
        onAction={(key) => {
          if (key === 'settings') void navigate('/settings/user');
          if (key === 'signOut') onSignOut();
        }}
      >
        <MenuItem id="settings">{t('header.userSettings')}</MenuItem>
        <MenuItem id="signOut">{t('header.signOut')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
