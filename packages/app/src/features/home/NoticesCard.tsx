import { useTranslation } from 'react-i18next';
import { NoticeList } from '../notices';
import type { NoticeListProps } from '../notices';
import { DashboardCard } from './DashboardCard';

/** The notices published to the user, newest first, with their importance and read marks. */
export function NoticesCard(props: NoticeListProps) {
  const { t } = useTranslation();
  return (
    <DashboardCard id="notices" title={t('home.notices.title')}>
      <NoticeList {...props} />
    </DashboardCard>
  );
}
