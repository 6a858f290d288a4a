import { HomePage } from '../features/home/HomePage';
import { usePageTitle } from '../i18n/usePageTitle';
import { useNotices } from '../features/notices/useNotices';

export function HomeRoute() {
  usePageTitle('home.title');
  const { notices, error, isLoading, isMarking, markRead, markAllRead } = useNotices();
  return (
    <HomePage
      notices={notices}
      error={error}
      isLoading={isLoading}
      isMarking={isMarking}
      onMarkRead={(id) => void markRead([id])}
      onMarkAllRead={() => void markAllRead()}
    />
  );
}
