import { PlainButton, Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNotices } from './useNotices';

/**
 * Above every page while a must-read notice is unread: its title and memo, and "Mark as read".
 * It goes once the person has read it; the next must-read one takes its place. The home page
 * lists such notices first with their own button, so it shows no banner.
 */
export function MustReadBanner() {
  const onHome = useLocation().pathname === '/home';
  return onHome ? null : <PendingMustRead />;
}

function PendingMustRead() {
  const { t } = useTranslation();
  const { notices, markRead, isMarking } = useNotices();
  const pending = notices.filter((n) => n.mustRead && !n.read);
  const notice = pending[0];
  if (!notice) return null;
  return (
    <section className="kz-must-read" aria-labelledby="kz-must-read-title" data-importance={notice.important}>
      <Icon name="alert" size={16} />
      <div className="kz-must-read__body">
        <p className="kz-must-read__label">{t('home.notices.mustReadBanner', { count: pending.length })}</p>
        <p id="kz-must-read-title" className="kz-must-read__title">
          {notice.title}
        </p>
        <p className="kz-must-read__memo">{notice.memo}</p>
      </div>
      <PlainButton
        variant="primary"
        isDisabled={isMarking}
        onPress={() => void markRead([notice.informationId]).catch(() => undefined)}
        aria-label={t('home.notices.markReadNamed', { title: notice.title })}
      >
        {t('home.notices.markRead')}
      </PlainButton>
    </section>
  );
}
