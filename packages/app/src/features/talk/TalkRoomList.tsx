import { Badge, EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { talkRoomHash } from './talkRoomHash';
import type { TalkLatestMessage, TalkRoom } from './talkTypes';

export interface TalkRoomListProps {
  rooms: readonly TalkRoom[];
  /** The open room, marked as the current one. */
  selectedId: number | null;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The words searched for, for the "no results" state. */
  searchedWord: string;
  /** Only favourites are listed. @default false */
  favouritesOnly?: boolean;
  /** Now, for "today" times; the clock by default. */
  now?: Date;
}

function LatestMessage({ latest }: { latest: TalkLatestMessage | null }) {
  const { t } = useTranslation();
  if (!latest) return <span className="kz-talk-room__latest">{t('talk.list.noMessages')}</span>;
  const text = latest.removed
    ? t('talk.message.removed')
    : latest.messageType === 'IMAGE'
      ? t('talk.list.latestImage')
      : latest.messageType === 'OTHER_FILE'
        ? t('talk.list.latestFile')
        : latest.message;
  return <span className="kz-talk-room__latest">{text}</span>;
}

/** Today's messages by their time, older ones by their date. */
function latestTime(latest: TalkLatestMessage | null, now: Date): string {
  if (!latest) return '';
  const iso = new Date(latest.createdAt * 1000).toISOString();
  const sameDay = formatDisplayDate(iso) === formatDisplayDate(now.toISOString());
  return formatDisplayDate(iso, sameDay ? 'time' : 'date');
}

/** A room's face: the other person's, or a group icon. */
export function TalkRoomIcon({ room, size }: { room: TalkRoom; size: number }) {
  return (
    <span className="kz-talk-room__icon">
      {room.groupTalk || room.iconUserId === null ? (
        <Users size={20} aria-hidden="true" />
      ) : (
        <FaceThumbnail userId={room.iconUserId} alt="" size={size} />
      )}
    </span>
  );
}

function RoomRow({ room, selected, now }: { room: TalkRoom; selected: boolean; now: Date }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        className="kz-talk-room"
        to={{ hash: talkRoomHash(room.talkRoomId) }}
        aria-current={selected ? 'true' : undefined}
        data-unread={room.unreadCount > 0 || undefined}
      >
        <TalkRoomIcon room={room} size={40} />
        <span className="kz-talk-room__main">
          <span className="kz-talk-room__title">
            {room.favorite && (
              <Star size={14} className="kz-talk-room__star" aria-label={t('talk.list.favourite')} />
            )}
            <span className="kz-talk-room__name">{room.talkRoomTitle}</span>
          </span>
          <LatestMessage latest={room.latestMessage} />
        </span>
        <span className="kz-talk-room__side">
          <span className="kz-talk-room__time">{latestTime(room.latestMessage, now)}</span>
          <Badge count={room.unreadCount} aria-label={t('talk.list.unread', { count: room.unreadCount })} />
        </span>
      </Link>
    </li>
  );
}

/**
 * The rooms one takes part in: face or group icon, title, the latest message, its time and the
 * unread count. Each row is a link to the room's hash, so Enter opens it.
 */
export function TalkRoomList({
  rooms,
  selectedId,
  isLoading,
  error,
  onRetry,
  searchedWord,
  favouritesOnly = false,
  now = new Date(),
}: TalkRoomListProps) {
  const { t } = useTranslation();
  if (isLoading && rooms.length === 0) {
    return (
      <div className="kz-talk-rooms" aria-busy="true">
        <p className="kz-VisuallyHidden" role="status">
          {t('talk.list.loading')}
        </p>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="kz-talk-rooms__skeleton">
            <Skeleton shape="circle" height="2.5rem" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    );
  }
  if (error) return <ErrorState title={t('talk.list.loadFailed')} onRetry={onRetry} />;
  if (rooms.length === 0) {
    if (searchedWord) {
      return (
        <EmptyState
          icon="search"
          title={t('talk.list.noMatch', { word: searchedWord })}
          description={t('talk.list.noMatchHint')}
        />
      );
    }
    return (
      <EmptyState
        title={t(favouritesOnly ? 'talk.list.noFavourites' : 'talk.list.empty')}
        description={t(favouritesOnly ? 'talk.list.noFavouritesHint' : 'talk.list.emptyHint')}
      />
    );
  }
  return (
    <ul className="kz-talk-rooms" aria-label={t('talk.list.label')}>
      {rooms.map((room) => (
        <RoomRow key={room.talkRoomId} room={room} selected={room.talkRoomId === selectedId} now={now} />
      ))}
    </ul>
  );
}
