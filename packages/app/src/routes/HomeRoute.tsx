import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../features/i18n/usePageTitle';
import { NoticeList } from '../features/notices/NoticeList';
import { useNotices } from '../features/notices/useNotices';

export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle('home.title');
  const { notices, error, isLoading, isMarking, markRead, markAllRead } = useNotices();
  return (
    <main className="kz-page" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('home.title')}
      </h1>
      <section aria-labelledby="kz-notices-title">
        <h2 id="kz-notices-title">{t('home.notices.title')}</h2>
        <NoticeList
          notices={notices}
          error={error}
          isLoading={isLoading}
          isMarking={isMarking}
          onMarkRead={(id) => void markRead([id])}
          onMarkAllRead={() => void markAllRead()}
        />
      </section>
    </main>
  );
}
