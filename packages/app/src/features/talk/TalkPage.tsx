import './talk.css';
import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { TalkRoomSettings } from '@kizuna/api-client/contract';
import { Button, SearchField } from '@kizuna/ui';
import { BellRing, Plus } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { CreateGroupDialog } from './CreateGroupDialog';
import { TalkRoomList } from './TalkRoomList';
import { talkRoomHash } from './talkRoomHash';
import { TalkRoomPane } from './TalkRoomPane';
import { TalkSettingsDialog } from './TalkSettingsDialog';
import { useTalkStore } from './talkStore';
import { useColleagueSearch, useCreateGroup, useTalkActions } from './useTalkActions';
import { useTalkRoom } from './useTalkRoom';
import { useTalkRoomList } from './useTalkRoomList';

export interface TalkPageProps {
  ownUserId: number;
  ownContactId: number;
  /** Show romaji names (the English UI). */
  romaji: boolean;
}

/**
 * The page fills the window below whatever sits above it (top bar, call bar, banners), so the
 * messages scroll inside it and the composer stays in view.
 */
function useFillWindow(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--kz-talk-top', `${Math.max(0, Math.round(top))}px`);
    };
    measure();
    // A bar appearing above (the call bar) grows an ancestor: measure again then.
    const observer = new ResizeObserver(measure);
    for (let above = element.parentElement; above; above = above.parentElement) observer.observe(above);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
}

/** The room of `#talkRoomId=…`, or null. */
export function roomIdOfHash(hash: string): number | null {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('talkRoomId');
  return id && /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : null;
}

/** Turns on desktop notifications; offered while the browser has not been asked yet. */
function NotificationPermissionButton() {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  if (typeof Notification === 'undefined' || Notification.permission !== 'default' || asked) return null;
  return (
    <Button
      variant="quiet"
      onPress={() => void Notification.requestPermission().finally(() => setAsked(true))}
    >
      <BellRing size={16} aria-hidden="true" />
      {t('talk.notifications')}
    </Button>
  );
}

/** Announces, politely, a message someone else just sent. */
function IncomingAnnouncer() {
  const { t } = useTranslation();
  const incoming = useTalkStore((s) => s.lastIncoming);
  const text = !incoming
    ? ''
    : incoming.messageType === 'TEXT'
      ? t('talk.liveMessage', { name: incoming.contact.fullName, text: incoming.message })
      : t('talk.liveFile', { name: incoming.contact.fullName });
  return (
    <p className="kz-VisuallyHidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}

function RoomListPane({ selectedId }: { selectedId: number | null }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [word, setWord] = useState('');
  const [type, setType] = useState<'ALL' | 'FAVORITE'>('ALL');
  const list = useTalkRoomList(word, type);
  return (
    <section className="kz-talk__list-pane" aria-label={t('talk.list.label')}>
      <div className="kz-talk__list-tools" role="search">
        <SearchField
          label={t('talk.list.search')}
          placeholder={t('talk.list.searchPlaceholder')}
          value={draft}
          onChange={setDraft}
          onSubmit={() => setWord(draft.trim())}
          onClear={() => setWord('')}
        />
        <ToggleButtonGroup
          className="kz-talk__filter"
          aria-label={t('talk.list.filter')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[type]}
          onSelectionChange={(keys) => setType(keys.has('FAVORITE') ? 'FAVORITE' : 'ALL')}
        >
          <ToggleButton id="ALL" className="kz-Button" data-size="small">
            {t('talk.list.all')}
          </ToggleButton>
          <ToggleButton id="FAVORITE" className="kz-Button" data-size="small">
            {t('talk.list.favourites')}
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div className="kz-talk__list-scroll">
        <TalkRoomList
          rooms={list.rooms}
          selectedId={selectedId}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.reload}
          searchedWord={word}
          favouritesOnly={type === 'FAVORITE'}
        />
      </div>
    </section>
  );
}

/**
 * `/front/gotalk`: the rooms beside the open one (two screens under 768 px); the open room lives
 * in the hash (`#talkRoomId=…`).
 */
export function TalkPage({ ownUserId, ownContactId, romaji }: TalkPageProps) {
  const { t } = useTranslation();
  const client = useSilentClient();
  const location = useLocation();
  const navigate = useNavigate();
  const roomId = roomIdOfHash(location.hash);
  const [dialog, setDialog] = useState<'create' | 'settings' | null>(null);
  const main = useRef<HTMLElement>(null);
  useFillWindow(main);
  const settings = useQuery<TalkRoomSettings>(
    (signal) => client.principal.talkRoomSettings(undefined, { signal }),
    'talk',
  );
  const openRoom = (id: number | null) => void navigate({ hash: id === null ? '' : talkRoomHash(id) });
  const open = useTalkRoom(roomId);
  const actions = useTalkActions(open, settings.data, () => openRoom(null));
  const searchColleagues = useColleagueSearch({ talkOnly: true });
  const createGroup = useCreateGroup((room) => {
    setDialog(null);
    openRoom(room.talkRoomId);
  });

  return (
    <main
      ref={main}
      className="kz-page kz-talk"
      aria-labelledby="kz-page-title"
      data-room-open={roomId !== null || undefined}
    >
      <header className="kz-talk__header">
        <div>
          <h1 id="kz-page-title">{t('talk.title')}</h1>
          <p>{t('talk.context')}</p>
        </div>
        <div className="kz-talk__actions">
          <NotificationPermissionButton />
          <Button variant="primary" onPress={() => setDialog('create')}>
            <Plus size={16} aria-hidden="true" />
            {t('talk.newGroup')}
          </Button>
        </div>
      </header>
      <div className="kz-talk__panes">
        <RoomListPane selectedId={roomId} />
        <section
          className="kz-talk__room-pane"
          aria-labelledby={open.room ? 'kz-talk-room-title' : undefined}
        >
          {roomId === null ? (
            <div className="kz-talk__placeholder kz-State">
              <p className="kz-State-title">{t('talk.room.none')}</p>
              <p className="kz-State-description">{t('talk.room.noneHint')}</p>
            </div>
          ) : (
            <TalkRoomPane
              open={open}
              actions={actions}
              canAttach={settings.data?.sendFilePc ?? true}
              romaji={romaji}
              onOpenSettings={() => setDialog('settings')}
              onBack={() => openRoom(null)}
            />
          )}
        </section>
      </div>
      <IncomingAnnouncer />
      {dialog === 'create' && (
        <CreateGroupDialog
          search={searchColleagues}
          ownUserId={ownUserId}
          onCreate={createGroup}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'settings' && open.room && (
        <TalkSettingsDialog
          room={open.room}
          participants={open.participants}
          ownUserId={ownUserId}
          search={searchColleagues}
          searchParticipants={actions.searchParticipants}
          onRename={actions.rename}
          onAdd={actions.add}
          onRemove={actions.removeParticipant}
          onLeave={async () => {
            setDialog(null);
            await actions.leave(ownContactId);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </main>
  );
}
