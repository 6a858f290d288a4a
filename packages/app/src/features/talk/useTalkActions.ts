import { useCallback } from 'react';
import { TALK_LIMITS } from '@kizuna/api-client/contract';
import type { TalkRoomSettings } from '@kizuna/api-client/contract';
import { useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import type { MemberCandidate } from './MemberPicker';
import { talkErrorMessage } from './talkErrorMessage';
import { talkFileProblem } from './talkFiles';
import { useTalkStore } from './talkStore';
import type { TalkMessage, TalkParticipant, TalkRoom } from './talkTypes';
import type { UseTalkRoomResult } from './useTalkRoom';

const MB = 1024 * 1024;

/** What the page does in a room: each action with its confirmation, toast and error in words. */
export function useTalkActions(
  open: UseTalkRoomResult,
  settings: TalkRoomSettings | null,
  closeRoom: () => void,
) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const { room, setRoom, setParticipants } = open;
  const roomId = room?.talkRoomId ?? null;
  const failed = (error: unknown, action: Parameters<typeof talkErrorMessage>[1]) =>
    toast({ title: talkErrorMessage(error, action, t), tone: 'danger' });

  const send = async (text: string): Promise<boolean> => {
    if (roomId === null) return false;
    try {
      const sent = await client.talk.sendText({ params: { talkRoomId: roomId }, body: { message: text } });
      useTalkStore.getState().merge(roomId, [sent]);
      return true;
    } catch (error) {
      failed(error, 'send');
      return false;
    }
  };

  const attach = async (file: File) => {
    if (roomId === null) return;
    const blocked = settings?.unsupportedFileExtensions ?? TALK_LIMITS.blockedFileExtensions;
    const problem = talkFileProblem(file, { maxBytes: TALK_LIMITS.fileMaxSize, blockedExtensions: blocked });
    if (problem) {
      const max = Math.floor(TALK_LIMITS.fileMaxSize / MB);
      toast({ title: t(`talk.file.${problem}`, { name: file.name, max }), tone: 'danger' });
      return;
    }
    try {
      const sent = await client.talk.sendFile({ params: { talkRoomId: roomId }, body: { file } });
      useTalkStore.getState().merge(roomId, [sent]);
    } catch (error) {
      failed(error, 'send');
    }
  };

  const remove = async (message: TalkMessage) => {
    const confirmed = await dialogs
      .deleteCancel({ title: t('talk.message.deleteTitle'), message: t('talk.message.deleteMessage') })
      .catch(() => false);
    if (!confirmed) return;
    try {
      const removed = await client.talk.removeMessage({
        params: { talkRoomId: message.talkRoomId, talkMessageId: message.talkMessageId },
      });
      useTalkStore.getState().merge(message.talkRoomId, [removed]);
      toast({ title: t('talk.message.deleted'), tone: 'success' });
    } catch (error) {
      failed(error, 'other');
    }
  };

  const toggleFavourite = async () => {
    if (!room) return;
    const params = { params: { talkRoomId: room.talkRoomId } };
    try {
      const updated = await (room.favorite
        ? client.talk.removeFavorite(params)
        : client.talk.addFavorite(params));
      setRoom(updated);
      useTalkStore.getState().updateRoom(updated.talkRoomId, { favorite: updated.favorite });
    } catch (error) {
      failed(error, 'other');
    }
  };

  const rename = async (title: string): Promise<string | null> => {
    if (roomId === null) return null;
    try {
      const updated = await client.talk.rename({
        params: { talkRoomId: roomId },
        body: { groupTalkTitle: title },
      });
      setRoom(updated);
      useTalkStore.getState().updateRoom(roomId, { talkRoomTitle: updated.talkRoomTitle });
      toast({ title: t('talk.settings.renamed', { title: updated.talkRoomTitle }), tone: 'success' });
      return null;
    } catch (error) {
      return talkErrorMessage(error, 'rename', t);
    }
  };

  const add = async (contactIds: number[]): Promise<string | null> => {
    if (roomId === null) return null;
    try {
      const list = await client.talk.addParticipants({
        params: { talkRoomId: roomId },
        body: { contactIds },
      });
      setParticipants(list.participants);
      toast({ title: t('talk.settings.added', { count: contactIds.length }), tone: 'success' });
      return null;
    } catch (error) {
      return talkErrorMessage(error, 'other', t);
    }
  };

  const removeParticipant = async (person: TalkParticipant) => {
    if (roomId === null) return;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('talk.settings.removeTitle', { name: person.fullname }),
        message: t('talk.settings.removeMessage', { name: person.fullname }),
        confirmLabel: t('talk.settings.remove'),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      const list = await client.talk.removeParticipants({
        params: { talkRoomId: roomId },
        body: { contactIds: [person.contactId] },
      });
      setParticipants(list.participants);
      toast({ title: t('talk.settings.removed', { name: person.fullname }), tone: 'success' });
    } catch (error) {
      failed(error, 'other');
    }
  };

  const leave = async (ownContactId: number) => {
    if (!room) return;
    const title = room.talkRoomTitle;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('talk.settings.leaveTitle', { title }),
        message: t('talk.settings.leaveMessage'),
        confirmLabel: t('talk.settings.leave'),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.talk.removeParticipants({
        params: { talkRoomId: room.talkRoomId },
        body: { contactIds: [ownContactId] },
      });
      useTalkStore
        .getState()
        .setRooms(useTalkStore.getState().rooms.filter((r) => r.talkRoomId !== room.talkRoomId));
      closeRoom();
      toast({ title: t('talk.settings.left', { title }), tone: 'success' });
    } catch (error) {
      failed(error, 'leave');
    }
  };

  const searchParticipants = async (word: string, signal: AbortSignal) => {
    if (roomId === null) return [];
    const page = await client.talk.searchParticipants(
      { params: { talkRoomId: roomId }, body: { freeWord: word }, query: { size: 100 } },
      { signal },
    );
    return page.participants;
  };

  return { send, attach, remove, toggleFavourite, rename, add, removeParticipant, leave, searchParticipants };
}

/**
 * Colleagues to choose: the directory's free-word search. With `talkOnly`, only those one may talk
 * with (`talkAvailable`): the server would refuse a room with the others.
 */
export function useColleagueSearch({ talkOnly = false }: { talkOnly?: boolean } = {}) {
  const client = useClient();
  return useCallback(
    async (word: string, signal: AbortSignal): Promise<MemberCandidate[]> => {
      const page = await client.internalContacts.searchByFreeWord(
        { query: { page: 1, size: 30 }, body: { freeWord: word } },
        { signal },
      );
      const people = talkOnly ? page.items.filter((person) => person.talkAvailable) : page.items;
      return people.map((person) => ({
        contactId: person.contactId,
        userId: person.userId,
        fullname: person.fullname,
        detail: [person.fullnameKana, person.position].filter(Boolean).join(' · '),
      }));
    },
    [client, talkOnly],
  );
}

/** Opens a group talk and reports its failure in words, or null when it was created. */
export function useCreateGroup(onCreated: (room: TalkRoom) => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  return async (title: string, contactIds: number[]): Promise<string | null> => {
    try {
      const room = await client.talk.createGroup({ body: { groupTalkTitle: title, contactIds } });
      toast({ title: t('talk.create.created', { title: room.talkRoomTitle }), tone: 'success' });
      onCreated(room);
      return null;
    } catch (error) {
      return talkErrorMessage(error, 'other', t);
    }
  };
}
