import './schedule.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScheduleItem, ScheduleItemBody } from '@kizuna/api-client/contract';
import { Button, Skeleton, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { ScheduleItemDialog } from './ScheduleItemDialog';
import { formatDisplayRange } from '../../shared/formatDisplayDate';
import { useToast } from '../../shared/toast';

export interface ScheduleListProps {
  userId: number;
  /** The signed-in person's own schedule: items can be added and deleted here. */
  own?: boolean;
}

function useScheduleItems(userId: number) {
  const client = useClient();
  const [items, setItems] = useState<ScheduleItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => client.presence.userSchedules({ params: { userId } }), [client, userId]);

  useEffect(() => {
    let active = true;
    load().then(
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
  }, [load]);

  async function reload(): Promise<ScheduleItem[] | null> {
    try {
      const answer = await load();
      setItems(answer.items);
      setFailed(false);
      return answer.items;
    } catch {
      setFailed(true);
      return null;
    }
  }

  return { items, failed, reload, setItems };
}

function ScheduleItems({
  items,
  failed,
  onDelete,
}: {
  items: ScheduleItem[] | null;
  failed: boolean;
  /** Own items: each gets a Delete button. */
  onDelete?: (item: ScheduleItem, time: string) => void;
}) {
  const { t } = useTranslation();
  if (failed) return <p role="alert">{t('internalContacts.detail.scheduleFailed')}</p>;
  if (!items) return <Skeleton lines={2} />;
  if (items.length === 0) return <p>{t('internalContacts.detail.noSchedule')}</p>;
  return (
    <ul className="kz-schedule" aria-label={t('internalContacts.detail.schedule')}>
      {items.map((item) => {
        const time = formatDisplayRange(item.rangeTime.start, item.rangeTime.end);
        return (
          <li key={item.scheduleId} data-show-as={item.status}>
            <span className="kz-schedule__time">{time}</span>{' '}
            <span className="kz-schedule__subject">{item.subject}</span>
            {item.location && <span className="kz-schedule__location"> ({item.location})</span>}{' '}
            <span className="kz-schedule__show-as">{t(`schedule.showAsValues.${item.status}`)}</span>
            {onDelete && (
              <Button
                size="small"
                variant="quiet"
                className="kz-schedule__delete"
                aria-label={t('schedule.delete.label', { subject: item.subject, time })}
                onPress={() => onDelete(item, time)}
              >
                {t('schedule.delete.action')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ReadOnlySchedule({ userId }: { userId: number }) {
  const { items, failed } = useScheduleItems(userId);
  return <ScheduleItems items={items} failed={failed} />;
}

/** One's own schedule: an add action above the list, a Delete button on each item, toasts for outcomes. */
function OwnSchedule({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const { items, failed, reload, setItems } = useScheduleItems(userId);
  const [adding, setAdding] = useState(false);
  const toast = useToast();
  const actionsRef = useRef<HTMLDivElement>(null);

  async function add(body: ScheduleItemBody) {
    const added = await client.presence.addMySchedule({ body });
    const shown = await reload();
    // The page lists the coming week only; an item outside it is stored but not on the list.
    const listed = shown?.some((item) => item.scheduleId === added.scheduleId) ?? true;
    toast({
      title: t(listed ? 'schedule.added' : 'schedule.addedNotListed', { subject: added.subject }),
      tone: 'success',
    });
  }

  async function remove(item: ScheduleItem, time: string) {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('schedule.delete.title'),
        message: t('schedule.delete.message', { subject: item.subject, time }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.presence.deleteMySchedule({ params: { scheduleId: item.scheduleId } });
      setItems((current) => current?.filter((shown) => shown.scheduleId !== item.scheduleId) ?? null);
      toast({ title: t('schedule.delete.done', { subject: item.subject }), tone: 'success' });
    } catch {
      toast({ title: t('schedule.delete.failed', { subject: item.subject }), tone: 'danger' });
      void reload();
    }
    // The pressed button is gone or the list changed: focus goes back to the schedule's action.
    actionsRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }

  return (
    <>
      <div className="kz-schedule-actions" ref={actionsRef}>
        <Button onPress={() => setAdding(true)}>{t('schedule.add')}</Button>
      </div>
      <ScheduleItems items={items} failed={failed} onDelete={(item, time) => void remove(item, time)} />
      {adding && <ScheduleItemDialog onSubmit={add} onClose={() => setAdding(false)} />}
    </>
  );
}

/**
 * A person's schedule from today on; a failure says so here and leaves the rest of the page alone.
 * On one's own page it also adds items (a dialog) and deletes them (after a confirmation), and a
 * toast tells the outcome.
 */
export function ScheduleList({ userId, own = false }: ScheduleListProps) {
  // Keyed by person: another person's page starts from a fresh list, never the previous one's.
  return own ? (
    <OwnSchedule key={userId} userId={userId} />
  ) : (
    <ReadOnlySchedule key={userId} userId={userId} />
  );
}
