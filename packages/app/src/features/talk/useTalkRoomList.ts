import { useEffect } from 'react';
import type { TalkRoomType } from '@kizuna/api-client/contract';
import { useSilentClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { useTalkStore } from './talkStore';
import type { TalkRoom } from './talkTypes';

export interface UseTalkRoomListResult {
  rooms: readonly TalkRoom[];
  error: unknown;
  isLoading: boolean;
  reload: () => void;
}

const LIST_SIZE = 100;

/**
 * The rooms matching the words (the server matches titles and names the directory's way: width,
 * kana and voiced marks folded), all or favourites only; loaded again after a reconnect. What
 * the events socket changes later shows through the talk store.
 */
export function useTalkRoomList(
  word: string,
  type: Extract<TalkRoomType, 'ALL' | 'FAVORITE'>,
): UseTalkRoomListResult {
  const client = useSilentClient();
  const reconnects = useTalkStore((s) => s.reconnects);
  const rooms = useTalkStore((s) => s.rooms);
  const query = useQuery((signal) => {
    const input = { body: { word, talkRoomType: type }, query: { size: LIST_SIZE } };
    return type === 'FAVORITE'
      ? client.talk.favorites(input, { signal })
      : client.talk.list(input, { signal });
  }, `${type}:${word}:${reconnects}`);
  useEffect(() => {
    if (query.data) useTalkStore.getState().setRooms(query.data.talkRooms);
  }, [query.data]);
  // Searched for, favourites come first (the server's order stays within each part).
  const shown = word ? [...rooms].sort((a, b) => Number(b.favorite) - Number(a.favorite)) : rooms;
  return {
    rooms: query.data ? shown : [],
    error: query.error,
    isLoading: query.isLoading,
    reload: query.reload,
  };
}
