import { Button } from '@kizuna/ui';
import { ChevronLeft, Settings, Star } from 'lucide-react';
import { ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { TalkRoomIcon } from './TalkRoomList';
import type { TalkRoom } from './talkTypes';

export interface TalkRoomHeaderProps {
  room: TalkRoom;
  participantCount: number | null;
  onToggleFavourite: () => void;
  onOpenSettings: () => void;
  /** Back to the list (the narrow layout, where list and room are two screens). */
  onBack: () => void;
}

/** The open room's title, its participants, favourite and settings. */
export function TalkRoomHeader({
  room,
  participantCount,
  onToggleFavourite,
  onOpenSettings,
  onBack,
}: TalkRoomHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="kz-talk-room-header">
      <Button
        iconOnly
        variant="quiet"
        className="kz-talk-room-header__back"
        aria-label={t('talk.backToList')}
        onPress={onBack}
      >
        <ChevronLeft size={20} aria-hidden="true" />
      </Button>
      <TalkRoomIcon room={room} size={36} />
      <div className="kz-talk-room-header__title">
        <h2 id="kz-talk-room-title">{room.talkRoomTitle}</h2>
        {participantCount !== null && <p>{t('talk.room.participants', { count: participantCount })}</p>}
      </div>
      <ToggleButton
        className="kz-Button kz-talk-room-header__favourite"
        data-variant="quiet"
        data-icon-only
        aria-label={t('talk.list.favourite')}
        isSelected={room.favorite}
        onChange={onToggleFavourite}
      >
        <Star size={18} aria-hidden="true" />
      </ToggleButton>
      <Button iconOnly variant="quiet" aria-label={t('talk.room.settings')} onPress={onOpenSettings}>
        <Settings size={18} aria-hidden="true" />
      </Button>
    </header>
  );
}
