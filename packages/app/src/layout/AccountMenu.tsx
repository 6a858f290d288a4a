import { Button, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@kizuna/ui';
import type { Key, Selection } from '@kizuna/ui';
import { Check, ChevronDown } from 'lucide-react';
import { Header, MenuSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MY_PROFILE_PATH } from '../features/profile';
import { FaceThumbnail } from '../shared/FaceThumbnail';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LANGUAGE_NATIVE_NAMES } from '../i18n/LanguageSwitch';
import { useLanguage } from '../i18n/useLanguage';

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
  const { language, setLanguage } = useLanguage();

  function onAction(key: Key) {
    if (key === 'profile') void navigate(MY_PROFILE_PATH);
    else if (key === 'settings') void navigate('/settings/user');
    else if (key === 'password') void navigate('/changePassword');
    else if (key === 'signOut') onSignOut();
  }

  function onLanguage(selection: Selection) {
    const [chosen] = selection === 'all' ? [] : [...selection];
    if (chosen === 'ja' || chosen === 'en') void setLanguage(chosen);
  }

  return (
    <MenuTrigger>
      <Button
        variant="quiet"
        className="kz-account-menu"
        aria-label={t('header.userMenu', { name: fullname })}
      >
        <FaceThumbnail userId={userId} alt="" size={24} />
        <span className="kz-account-menu__name">{fullname}</span>
        <ChevronDown size={14} aria-hidden="true" focusable="false" />
      </Button>
      <Menu placement="bottom end" onAction={onAction}>
        <MenuItem id="profile">{t('header.myProfile')}</MenuItem>
        <MenuItem id="settings">{t('header.userSettings')}</MenuItem>
        <MenuItem id="password">{t('header.changePassword')}</MenuItem>
        <MenuSeparator />
        <MenuSection
          className="kz-account-menu__section"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[language]}
          onSelectionChange={onLanguage}
        >
          <Header className="kz-account-menu__section-title">{t('language.switchLabel')}</Header>
          {SUPPORTED_LANGUAGES.map((lng) => (
            <MenuItem key={lng} id={lng} lang={lng} textValue={LANGUAGE_NATIVE_NAMES[lng]}>
              {({ isSelected }) => (
                <span className="kz-account-menu__choice">
                  <Check
                    size={16}
                    aria-hidden="true"
                    focusable="false"
                    visibility={isSelected ? 'visible' : 'hidden'}
                  />
                  {LANGUAGE_NATIVE_NAMES[lng]}
                </span>
              )}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="signOut">{t('header.signOut')}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
