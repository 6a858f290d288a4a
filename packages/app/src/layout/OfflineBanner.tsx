import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline';

/** Says, while the browser is offline, that the page cannot reach Kizuna; gone once back online. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className="kz-offline-banner-region">
      {!online && (
        <p className="kz-offline-banner">
          <WifiOff size={16} aria-hidden="true" focusable="false" />
          <span>{t('frame.offline')}</span>
        </p>
      )}
    </div>
  );
}
