import { EmptyState } from '@kizuna/ui';
import { PhoneIncoming, PhoneMissed, PhoneOutgoing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { formatPhoneNumber } from '../../shared/formatPhoneNumber';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { CallBackAction } from '../callHistory';
import { CardQueryContent } from './CardQueryContent';
import type { CardQuery } from './CardQueryContent';
import { DashboardCard } from './DashboardCard';
import type { RecentCall } from './useRecentCalls';

export interface RecentCallsCardProps {
  calls: CardQuery<RecentCall[]>;
  phoneSettings: PhoneLinkSettings;
  /** Places the call through the phone system; absent where numbers are links or view-only. */
  onCallBack?: (number: string) => void;
}

/** A call nobody answered on the user's side: an incoming call that was not answered. */
function isMissed(call: RecentCall): boolean {
  return call.direction === 'incoming' && !call.answered;
}

function CallKind({ call }: { call: RecentCall }) {
  const { t } = useTranslation();
  const missed = isMissed(call);
  const Glyph = missed ? PhoneMissed : call.direction === 'incoming' ? PhoneIncoming : PhoneOutgoing;
  return (
    <span className="kz-dashboard-call__kind" data-missed={missed || undefined}>
      <Glyph size={16} aria-hidden="true" focusable="false" />
      {missed ? t('callHistory.missed') : t(`home.calls.${call.direction}`)}
    </span>
  );
}

/**
 * The latest calls, incoming and outgoing, newest first: who (or the number), when, missed calls
 * marked with an icon and the word, and call back in one click.
 */
export function RecentCallsCard({ calls, phoneSettings, onCallBack }: RecentCallsCardProps) {
  const { t } = useTranslation();
  return (
    <DashboardCard
      id="calls"
      title={t('home.calls.title')}
      more={{ to: '/callHistory/incoming', label: t('home.calls.all') }}
    >
      <CardQueryContent
        query={calls}
        loading={t('home.calls.loading')}
        failed={t('home.calls.failed')}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState icon="phone" title={t('home.calls.empty')} description={t('callHistory.empty.hint')} />
        }
      >
        {(data) => (
          <ul className="kz-dashboard-calls">
            {data.map((call) => (
              <li
                key={`${call.direction}-${call.callHistoryId}`}
                className="kz-dashboard-call"
                data-missed={isMissed(call) || undefined}
              >
                <CallKind call={call} />
                <span className="kz-dashboard-call__party">
                  <span className="kz-dashboard-call__name">
                    {call.fullname && call.contactKind !== 'UNKNOWN'
                      ? call.fullname
                      : t('callHistory.unknownCaller')}
                  </span>
                  <span className="kz-dashboard-call__number">{formatPhoneNumber(call.number)}</span>
                </span>
                <time className="kz-dashboard-call__time" dateTime={call.calledAt}>
                  {formatDisplayDate(call.calledAt, 'dateTime')}
                </time>
                <CallBackAction number={call.number} phoneSettings={phoneSettings} onCallBack={onCallBack} />
              </li>
            ))}
          </ul>
        )}
      </CardQueryContent>
    </DashboardCard>
  );
}
