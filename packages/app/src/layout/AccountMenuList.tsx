import { MenuItem, MenuPopover, MenuSeparator } from '@kizuna/ui';
import type { Key, Selection } from '@kizuna/ui';
import { Check } from 'lucide-react';
import { Header, MenuSection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { LANGUAGE_NATIVE_NAMES } from '../i18n/LanguageSwitch';
import { useLanguage } from '../i18n/useLanguage';
import type { DeferredMenuProps } from '../shared/useDeferredMenu';

export interface AccountMenuListProps extends DeferredMenuProps {
  'aria-labelledby': string;
  onAction: (key: Key) => void;
}

/** `AccountMenu`'s items, the language among them (loaded when first opened). */
export function AccountMenuList({ onAction, ...overlay }: AccountMenuListProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();

  function onLanguage(selection: Selection) {
    const [chosen] = selection === 'all' ? [] : [...selection];
    if (chosen === 'ja' || chosen === 'en') void setLanguage(chosen);
  }

  return (
    <MenuPopover {...overlay} placement="bottom end" onAction={onAction}>
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
    </MenuPopover>
  );
}
