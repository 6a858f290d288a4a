import type { MyAnpiCheck } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { AnpiCheckNotices, NoticeList } from '../notices';
import type { NoticeListProps } from '../notices';
import { DashboardCard } from './DashboardCard';

export interface NoticesCardProps extends NoticeListProps {
  /** Open safety checks that ask the person: first, each with the way to answer. @default [] */
  anpiChecks?: readonly MyAnpiCheck[];
}

/**
 * The open safety checks that ask the person, then the notices published to them, newest first,
 * with their importance and read marks.
 */
export function NoticesCard({ anpiChecks = [], ...props }: NoticesCardProps) {
  const { t } = useTranslation();
  // With a check to answer and no notice, the card does not also say "no notices".
  const listed =
    anpiChecks.length === 0 || props.isLoading || Boolean(props.error) || props.notices.length > 0;
  return (
    <DashboardCard id="notices" title={t('home.notices.title')}>
      <AnpiCheckNotices checks={anpiChecks} withMessage />
      {listed && <NoticeList {...props} />}
    </DashboardCard>
  );
}
