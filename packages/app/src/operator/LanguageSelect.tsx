import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from '../i18n/languages';

/** 日本語 / English: the choice is kept as the app keeps it. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="op-language">
      <label htmlFor={id} className="op-visually-hidden">
        {t('operator.language')}
      </label>
      <select
        id={id}
        value={resolveLanguage(i18n.language)}
        onChange={(event) => {
          try {
            localStorage.setItem(LANGUAGE_STORAGE_KEY, event.target.value);
          } catch {
            // Storage can be off; the choice then lasts this visit.
          }
          void i18n.changeLanguage(event.target.value);
        }}
      >
        <option value="ja" lang="ja">
          日本語
        </option>
        <option value="en" lang="en">
          English
        </option>
      </select>
    </span>
  );
}
