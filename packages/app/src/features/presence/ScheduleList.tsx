import { useEffect, useState } from 'react';
import type { ScheduleItem } from '@kizuna/api-client/contract';
import { Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../api/ClientContext';

function timeRange(item: ScheduleItem, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.formatRange(new Date(item.rangeTime.start), new Date(item.rangeTime.end));
}

/** A person's schedule from today on; a failure says so here and leaves the rest of the page alone. */
export function ScheduleList({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [items, setItems] = useState<ScheduleItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    client.presence.userSchedules({ params: { userId } }).then(
      (answer) => {
        if (active) setItems(answer.items);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [client, userId]);

  if (failed) return <p role="alert">{t('internalContacts.detail.scheduleFailed')}</p>;
  if (!items) return <Skeleton lines={2} />;
  if (items.length === 0) return <p>{t('internalContacts.detail.noSchedule')}</p>;
  const locale = i18n.language === 'ja' ? 'ja-JP' : 'en-US';
  return (
    <ul className="kz-schedule">
      {items.map((item) => (
        <li key={item.scheduleId} data-show-as={item.status}>
          <span className="kz-schedule__time">{timeRange(item, locale)}</span>{' '}
          <span className="kz-schedule__subject">{item.subject}</span>
          {item.location && <span className="kz-schedule__location"> ({item.location})</span>}
        </li>
      ))}
    </ul>
  );
}
