import { useEffect, useState } from 'react';
import { Button, Dialog, Modal, SearchField, TextField } from '@kizuna/ui';
import { LogOut, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaceImage } from '../../shared/FaceImage';
import { validTalkTitle } from './CreateGroupDialog';
import { MemberPicker } from './MemberPicker';
import type { MemberCandidate, MemberPickerProps } from './MemberPicker';
import type { TalkParticipant, TalkRoom } from './talkTypes';

export interface TalkSettingsDialogProps {
  room: TalkRoom;
  participants: readonly TalkParticipant[];
  ownUserId: number;
  search: MemberPickerProps['search'];
  /** The room's participants matching the words (`participant/search`). */
  searchParticipants: (word: string, signal: AbortSignal) => Promise<readonly TalkParticipant[]>;
  /** Each action resolves with the text of a failure, or null when it worked. */
  onRename: (title: string) => Promise<string | null>;
  onAdd: (contactIds: number[]) => Promise<string | null>;
  onRemove: (participant: TalkParticipant) => Promise<void>;
  onLeave: () => Promise<void>;
  onClose: () => void;
}

function RenameForm({ room, onRename }: Pick<TalkSettingsDialogProps, 'room' | 'onRename'>) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(room.talkRoomTitle);
  const [failure, setFailure] = useState<string | null>(null);
  const valid = validTalkTitle(title);
  return (
    <form
      className="kz-talk-settings__rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void onRename(valid).then(setFailure);
      }}
    >
      <TextField
        label={t('talk.settings.name')}
        value={title}
        onChange={setTitle}
        isInvalid={!valid || failure !== null}
        errorMessage={failure ?? t('talk.errors.titleLength')}
      />
      <Button type="submit" isDisabled={!valid || valid === room.talkRoomTitle}>
        {t('talk.settings.rename')}
      </Button>
    </form>
  );
}

function AddMembers({ participants, search, onAdd, ownUserId }: TalkSettingsDialogProps) {
  const { t } = useTranslation();
  const [members, setMembers] = useState<Map<number, MemberCandidate>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const excluded = new Set([ownUserId, ...participants.map((p) => p.userId)]);
  return (
    <section aria-labelledby="kz-talk-settings-add" className="kz-talk-settings__add">
      <h3 id="kz-talk-settings-add">{t('talk.settings.add')}</h3>
      <MemberPicker search={search} selected={members} onChange={setMembers} excludedUserIds={excluded} />
      {failure && (
        <p role="alert" className="kz-talk-settings__failure">
          {failure}
        </p>
      )}
      <Button
        isDisabled={members.size === 0}
        onPress={() =>
          void onAdd([...members.keys()]).then((problem) => {
            setFailure(problem);
            if (!problem) setMembers(new Map());
          })
        }
      >
        {t('talk.members.add')}
      </Button>
    </section>
  );
}

/** The participants matching the words, asked after a quiet moment; all of them while there are none. */
function useMatchingParticipants(
  word: string,
  participants: readonly TalkParticipant[],
  search: TalkSettingsDialogProps['searchParticipants'],
): readonly TalkParticipant[] {
  const [found, setFound] = useState<{ word: string; people: readonly TalkParticipant[] } | null>(null);
  useEffect(() => {
    const trimmed = word.trim();
    if (!trimmed) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(trimmed, controller.signal).then(
        (people) => setFound({ word: trimmed, people }),
        () => undefined,
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `search` is rebuilt on every render of the caller; the words decide when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [word]);
  if (!word.trim()) return participants;
  // A participant removed meanwhile leaves the matches too.
  const present = new Set(participants.map((p) => p.userId));
  return found?.word === word.trim() ? found.people.filter((p) => present.has(p.userId)) : participants;
}

function ParticipantList({
  participants,
  ownUserId,
  onRemove,
  room,
  searchParticipants,
}: TalkSettingsDialogProps) {
  const { t } = useTranslation();
  const [word, setWord] = useState('');
  const shown = useMatchingParticipants(word, participants, searchParticipants);
  return (
    <section aria-labelledby="kz-talk-settings-people">
      <h3 id="kz-talk-settings-people">{t('talk.room.participants', { count: participants.length })}</h3>
      {room.groupTalk && (
        <SearchField label={t('talk.settings.searchParticipants')} value={word} onChange={setWord} />
      )}
      <ul className="kz-talk-participants" aria-labelledby="kz-talk-settings-people">
        {shown.map((person) => (
          <li key={person.userId} className="kz-talk-participant">
            <FaceImage src={person.imagePath} alt="" size={32} />
            <span className="kz-talk-participant__name">
              {person.detailAvailable ? (
                <Link
                  to={`/internalContacts/detail/${person.contactId}`}
                  aria-label={t('talk.settings.openProfile', { name: person.fullname })}
                >
                  {person.fullname}
                </Link>
              ) : (
                person.fullname
              )}
              <small>{[person.position, ...person.divisionName].filter(Boolean).join(' · ')}</small>
            </span>
            {room.groupTalk && !room.readOnly && person.userId !== ownUserId && (
              <Button
                size="small"
                variant="quiet"
                aria-label={t('talk.settings.removeLabel', { name: person.fullname })}
                onPress={() => void onRemove(person)}
              >
                <UserMinus size={14} aria-hidden="true" />
                {t('talk.settings.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A room's settings: its participants (faces; a link to each profile one may open), and for a
 * group: rename, add and remove participants, leave.
 */
export function TalkSettingsDialog(props: TalkSettingsDialogProps) {
  const { t } = useTranslation();
  const { room, onLeave, onClose } = props;
  const editable = room.groupTalk && !room.readOnly;
  return (
    <Modal isOpen isDismissable size="medium" onOpenChange={(open) => !open && onClose()}>
      <Dialog title={t('talk.settings.title')} className="kz-talk-settings">
        {editable && <RenameForm room={room} onRename={props.onRename} />}
        <ParticipantList {...props} />
        {editable && <AddMembers {...props} />}
        {room.groupTalk && (
          <div className="kz-talk-settings__leave">
            <Button variant="danger" onPress={() => void onLeave()}>
              <LogOut size={16} aria-hidden="true" />
              {t('talk.settings.leave')}
            </Button>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
