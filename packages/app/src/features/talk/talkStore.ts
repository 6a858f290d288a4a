import { create } from 'zustand';
import type { TalkMessage, TalkRoom } from './talkTypes';

interface TalkState {
  /** The open room's messages, oldest first, each once. */
  messages: readonly TalkMessage[];
  /** The room the messages belong to; null while none is open. */
  roomId: number | null;
  /** Older messages exist than the first one held. */
  hasOlder: boolean;
  /** The room list as last loaded, with what the events socket changed since. */
  rooms: readonly TalkRoom[];
  /** Unread talk messages of all rooms, for the side bar; null until known. */
  unread: number | null;
  open: (roomId: number | null, messages: readonly TalkMessage[], hasOlder: boolean) => void;
  /** Adds messages (newer ones, or a message pushed live): each id once, in id order. */
  merge: (roomId: number, messages: readonly TalkMessage[]) => void;
  prependOlder: (roomId: number, messages: readonly TalkMessage[], hasOlder: boolean) => void;
  markRemoved: (roomId: number, talkMessageId: number) => void;
  setReadCounts: (roomId: number, counts: Readonly<Record<number, number>>) => void;
  setRooms: (rooms: readonly TalkRoom[]) => void;
  updateRoom: (talkRoomId: number, change: Partial<TalkRoom>) => void;
  setUnread: (unread: number) => void;
}

function byId(a: TalkMessage, b: TalkMessage): number {
  return a.talkMessageId - b.talkMessageId;
}

/** The union of two lists of messages: a later copy of the same id replaces the earlier one. */
export function mergeMessages(held: readonly TalkMessage[], added: readonly TalkMessage[]): TalkMessage[] {
  const all = new Map(held.map((m) => [m.talkMessageId, m]));
  for (const message of added) {
    const before = all.get(message.talkMessageId);
    // A pushed copy may not know the read count yet: keep the one already shown.
    all.set(message.talkMessageId, { ...message, readCount: message.readCount ?? before?.readCount ?? null });
  }
  return [...all.values()].sort(byId);
}

/** The newest message id held: where `newer` starts after a reconnect. */
export function lastMessageId(messages: readonly TalkMessage[]): number | null {
  return messages.length > 0 ? messages[messages.length - 1]!.talkMessageId : null;
}

export const useTalkStore = create<TalkState>()((set) => ({
  messages: [],
  roomId: null,
  hasOlder: false,
  rooms: [],
  unread: null,
  open: (roomId, messages, hasOlder) => set({ roomId, messages: mergeMessages([], messages), hasOlder }),
  merge: (roomId, messages) =>
    set((state) => (state.roomId === roomId ? { messages: mergeMessages(state.messages, messages) } : {})),
  prependOlder: (roomId, messages, hasOlder) =>
    set((state) =>
      state.roomId === roomId ? { messages: mergeMessages(state.messages, messages), hasOlder } : {},
    ),
  markRemoved: (roomId, talkMessageId) =>
    set((state) =>
      state.roomId === roomId
        ? {
            messages: state.messages.map((m) =>
              m.talkMessageId === talkMessageId ? { ...m, removed: true, message: null, fileData: null } : m,
            ),
          }
        : {},
    ),
  setReadCounts: (roomId, counts) =>
    set((state) =>
      state.roomId === roomId
        ? {
            messages: state.messages.map((m) =>
              counts[m.talkMessageId] === undefined ? m : { ...m, readCount: counts[m.talkMessageId]! },
            ),
          }
        : {},
    ),
  setRooms: (rooms) => set({ rooms }),
  updateRoom: (talkRoomId, change) =>
    set((state) => ({
      rooms: state.rooms.map((room) => (room.talkRoomId === talkRoomId ? { ...room, ...change } : room)),
    })),
  setUnread: (unread) => set({ unread }),
}));

export function selectTalkUnread(state: TalkState): number | null {
  return state.unread;
}
