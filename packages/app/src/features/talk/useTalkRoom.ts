import { useCallback, useEffect, useRef, useState } from 'react';
import type { TalkParticipant, TalkRoom } from '@kizuna/api-client/contract';
import { useSilentClient } from '../../api/ClientContext';
import { lastMessageId, useTalkStore } from './talkStore';

export interface UseTalkRoomResult {
  room: TalkRoom | null;
  participants: readonly TalkParticipant[];
  error: unknown;
  isLoading: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  reload: () => void;
  /** Shows a room the page changed itself (favourite, rename). */
  setRoom: (room: TalkRoom) => void;
  setParticipants: (participants: readonly TalkParticipant[]) => void;
}

const visible = () => document.visibilityState === 'visible';

/**
 * The open room: its data, participants and latest messages (marked read while the page is in
 * view). Later messages, pushed or missed while the socket was down, are asked with `newer` from
 * the last one read, so reading them marks them read and others' read counts rise.
 */
export function useTalkRoom(roomId: number | null): UseTalkRoomResult {
  const client = useSilentClient();
  const [room, setRoom] = useState<TalkRoom | null>(null);
  const [participants, setParticipants] = useState<readonly TalkParticipant[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [isLoading, setLoading] = useState(false);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const readUpTo = useRef<number | null>(null);
  const catchingUp = useRef(false);
  const reconnects = useTalkStore((s) => s.reconnects);
  const roomVersion = useTalkStore((s) => s.roomVersion);
  const newest = useTalkStore((s) => lastMessageId(s.messages));

  useEffect(() => {
    const store = useTalkStore.getState();
    store.open(roomId, [], false);
    setRoom(null);
    setParticipants([]);
    setError(null);
    readUpTo.current = null;
    if (roomId === null) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    setLoading(true);
    Promise.all([
      client.talk.get({ params: { talkRoomId: roomId } }, { signal }),
      client.talk.participants({ params: { talkRoomId: roomId } }, { signal }),
      client.talk.newer({ params: { talkRoomId: roomId }, query: { read: visible() } }, { signal }),
    ]).then(
      ([loaded, people, page]) => {
        if (signal.aborted) return;
        setRoom(loaded);
        setParticipants(people.participants);
        useTalkStore.getState().open(roomId, page.messages, page.hasMore);
        readUpTo.current = visible() ? lastMessageId(page.messages) : null;
        // The room is read: the list shows no unread count for it any more.
        if (visible()) useTalkStore.getState().updateRoom(roomId, { unreadCount: 0 });
        setLoading(false);
      },
      (cause: unknown) => {
        if (signal.aborted) return;
        setError(cause);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [client, roomId, attempt]);

  // Left (another room, another page): no room is open, so its new messages count as unread.
  useEffect(
    () => () => {
      if (useTalkStore.getState().roomId === roomId) useTalkStore.getState().open(null, [], false);
    },
    [roomId],
  );

  // The title or the participants changed elsewhere, or the user left on another page.
  useEffect(() => {
    if (roomId === null || roomVersion === 0) return;
    const params = { params: { talkRoomId: roomId } };
    Promise.all([client.talk.get(params), client.talk.participants(params)]).then(
      ([loaded, people]) => {
        setRoom(loaded);
        setParticipants(people.participants);
      },
      (cause: unknown) => setError(cause),
    );
  }, [client, roomId, roomVersion]);

  /**
   * In view: read what came after the last message read (the latest page when none was read
   * yet). In the background only after a reconnect, without marking anything read.
   */
  const catchUp = useCallback(
    (afterReconnect: boolean) => {
      const held = useTalkStore.getState();
      if (roomId === null || held.roomId !== roomId || catchingUp.current || isLoading) return;
      const last = lastMessageId(held.messages);
      const read = visible();
      if (read ? readUpTo.current !== null && readUpTo.current === last && !afterReconnect : !afterReconnect)
        return;
      const from = read ? readUpTo.current : last;
      catchingUp.current = true;
      client.talk
        .newer({
          params: { talkRoomId: roomId },
          query: from === null ? { read } : { fromTalkMessageId: from, read, size: 100 },
        })
        .then(
          (page) => {
            useTalkStore.getState().merge(roomId, page.messages);
            if (!read) return;
            readUpTo.current = lastMessageId(useTalkStore.getState().messages);
            useTalkStore.getState().updateRoom(roomId, { unreadCount: 0 });
          },
          () => undefined,
        )
        .finally(() => {
          catchingUp.current = false;
        });
    },
    [client, roomId, isLoading],
  );

  // A pushed message, or coming back to the tab: read what is new. After a reconnect: what was missed.
  useEffect(() => catchUp(false), [catchUp, newest]);
  useEffect(() => {
    if (reconnects > 0) catchUp(true);
    // Only a new reconnect asks; a changed room has just been loaded whole.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reconnects]);
  useEffect(() => {
    const onVisible = () => catchUp(false);
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [catchUp]);

  const loadOlder = useCallback(() => {
    const held = useTalkStore.getState();
    const first = held.messages[0]?.talkMessageId;
    if (roomId === null || first === undefined) return;
    setLoadingOlder(true);
    client.talk
      .older({ params: { talkRoomId: roomId }, query: { latestMessageId: first } })
      .then(
        (page) => useTalkStore.getState().prependOlder(roomId, page.messages, page.hasMore),
        () => undefined,
      )
      .finally(() => setLoadingOlder(false));
  }, [client, roomId]);

  return {
    room,
    participants,
    error,
    isLoading,
    isLoadingOlder,
    loadOlder,
    reload: () => setAttempt((n) => n + 1),
    setRoom,
    setParticipants,
  };
}
