import { useEffect, useLayoutEffect, useRef } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { statusOf } from '../../api/apiErrors';
import { TalkComposer } from './TalkComposer';
import { TalkMessageList } from './TalkMessageList';
import { TalkRoomHeader } from './TalkRoomHeader';
import { useTalkStore } from './talkStore';
import type { useTalkActions } from './useTalkActions';
import type { UseTalkRoomResult } from './useTalkRoom';

export interface TalkRoomPaneProps {
  open: UseTalkRoomResult;
  actions: ReturnType<typeof useTalkActions>;
  canAttach: boolean;
  romaji: boolean;
  onOpenSettings: () => void;
  onBack: () => void;
}

/** Near enough to the end that a new message should bring the view along. */
const STICKY_PX = 120;

/** The messages scroll; the view follows new ones while the reader is at the end. */
function RoomBody({ open, actions, romaji }: Pick<TalkRoomPaneProps, 'open' | 'actions' | 'romaji'>) {
  const { t } = useTranslation();
  const messages = useTalkStore((s) => s.messages);
  const hasOlder = useTalkStore((s) => s.hasOlder);
  const body = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const firstId = messages[0]?.talkMessageId;
  const previousFirst = useRef<number | undefined>(undefined);
  const previousHeight = useRef(0);

  const empty = messages.length === 0;
  // Images load after the first paint and push the end down: follow it while the reader is there.
  useEffect(() => {
    const element = body.current;
    const content = element?.firstElementChild;
    if (!element || !content) return undefined;
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight;
      previousHeight.current = element.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [empty]);

  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    if (previousFirst.current !== undefined && firstId !== previousFirst.current && !atEnd.current) {
      // Older messages came in above: keep the message that was in view where it was.
      element.scrollTop += element.scrollHeight - previousHeight.current;
    } else if (atEnd.current) {
      element.scrollTop = element.scrollHeight;
    }
    previousFirst.current = firstId;
    previousHeight.current = element.scrollHeight;
  }, [messages, firstId]);

  return (
    <div
      ref={body}
      className="kz-talk-room-body"
      onScroll={(event) => {
        const el = event.currentTarget;
        atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_PX;
        previousHeight.current = el.scrollHeight;
        if (el.scrollTop === 0 && hasOlder && !open.isLoadingOlder) open.loadOlder();
      }}
    >
      {messages.length === 0 ? (
        <p className="kz-talk-room-empty">{t('talk.room.empty')}</p>
      ) : (
        <TalkMessageList
          messages={messages}
          hasOlder={hasOlder}
          isLoadingOlder={open.isLoadingOlder}
          onLoadOlder={open.loadOlder}
          onDelete={(message) => void actions.remove(message)}
          readOnly={open.room?.readOnly ?? false}
          romaji={romaji}
        />
      )}
    </div>
  );
}

/** The open room: header, messages and the composer; its loading, error and "gone" states. */
export function TalkRoomPane({
  open,
  actions,
  canAttach,
  romaji,
  onOpenSettings,
  onBack,
}: TalkRoomPaneProps) {
  const { t } = useTranslation();
  const { room } = open;
  if (open.error) {
    return statusOf(open.error) === 404 ? (
      <EmptyState className="kz-talk__placeholder" title={t('talk.room.notFound')} />
    ) : (
      <ErrorState title={t('talk.room.loadFailed')} onRetry={open.reload} />
    );
  }
  if (!room) {
    return (
      <div className="kz-talk__placeholder" aria-busy="true" role="status">
        <span className="kz-VisuallyHidden">{t('talk.room.loading')}</span>
        <Skeleton lines={4} width="20rem" />
      </div>
    );
  }
  return (
    <>
      <TalkRoomHeader
        room={room}
        participantCount={open.participants.length || room.participantCount}
        onToggleFavourite={() => void actions.toggleFavourite()}
        onOpenSettings={onOpenSettings}
        onBack={onBack}
      />
      <RoomBody open={open} actions={actions} romaji={romaji} />
      <TalkComposer
        key={room.talkRoomId}
        onSend={actions.send}
        onAttach={(file) => void actions.attach(file)}
        canAttach={canAttach}
        disabledReason={room.readOnly ? t('talk.room.readOnly') : undefined}
      />
    </>
  );
}
