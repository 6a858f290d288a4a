import { useTranslation } from 'react-i18next';
import { openExternal } from '../navigation/openExternal';

/** Shown to tenants on a trial; links to the trial information when the server names a page. */
export function TrialBanner({ url }: { url: string | null }) {
  const { t } = useTranslation();
  return (
    <aside className="kz-trial-banner" aria-label={t('trial.label')}>
      <span>{t('trial.message')}</span>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            openExternal(url);
          }}
        >
          {t('trial.details')}
        </a>
      )}
    </aside>
  );
}
