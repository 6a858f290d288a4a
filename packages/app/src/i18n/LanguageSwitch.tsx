import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from './languages';
import { useLanguage } from './useLanguage';

/** Native names, so each choice is readable whatever the current language is. */
export const LANGUAGE_NATIVE_NAMES = { ja: '日本語', en: 'English' } as const;

/** Always-visible language switch: one pressed button per language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <div className="kz-language-switch" role="group" aria-label={t('language.switchLabel')}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="kz-language-switch__option"
          aria-pressed={language === lng}
          onClick={() => void setLanguage(lng)}
        >
          {LANGUAGE_NATIVE_NAMES[lng]}
        </button>
      ))}
    </div>
  );
}
