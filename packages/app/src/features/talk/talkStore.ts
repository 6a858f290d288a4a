import { create } from 'zustand';
import type { TalkEventsMessage } from '@kizuna/api-client/contract';
import type { TalkLatestMessage, TalkMessage, TalkRoom } from './talkTypes';

interface TalkState {
  /** The open room's messages, oldest first, each once. */
  messages: readonly TalkMessage[];
  /** The room the messages belong to; null while none is open. */
  roomId: number | null;
  /** Older messages exist than the first one held. */
  hasOlder: boolean;
  /** The room list as last loaded, with what the events socket changed since. */
  rooms: readonly TalkRoom[];
  /** The latest message of someone else pushed live: the page announces it. */
  lastIncoming: TalkMessage | null;
  /** Grows each time the events socket opens again after a drop: the page catches up then. */
  reconnects: number;
  /** Grows when the open room's title or participants changed elsewhere. */
  roomVersion: number;
  open: (roomId: number | null, messages: readonly TalkMessage[], hasOlder: boolean) => void;
  /** Adds messages (newer ones, or a message pushed live): each id once, in id order. */
  merge: (roomId: number, messages: readonly TalkMessage[]) => void;
  prependOlder: (roomId: number, messages: readonly TalkMessage[], hasOlder: boolean) => void;
  setRooms: (rooms: readonly TalkRoom[]) => void;
  updateRoom: (talkRoomId: number, change: Partial<TalkRoom>) => void;
  /** Applies a talk message of the events socket. */
  apply: (event: TalkEventsMessage) => void;
  reconnected: () => void;
}

function byId(a: TalkMessage, b: TalkMessage): number {
  return a.talkMessageId - b.talkMessageId;
}

/** The union of two lists of messages: a later copy of the same id replaces the earlier one. */
export function mergeMessages(held: readonly TalkMessage[], added: readonly TalkMessage[]): TalkMessage[] {
  const all = new Map(held.map((m) => [m.talkMessageId, m]));
  for (const message of added) {
    const before = all.get(message.talkMessageId);
    // Read counts only rise: a copy fetched before a read-count push must not lower it again.
    all.set(message.talkMessageId, {
      ...message,
      readCount: Math.max(message.readCount, before?.readCount ?? 0),
    });
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
  lastIncoming: null,
  reconnects: 0,
  roomVersion: 0,
  open: (roomId, messages, hasOlder) => set({ roomId, messages: mergeMessages([], messages), hasOlder }),
  merge: (roomId, messages) =>
    set((state) => (state.roomId === roomId ? { messages: mergeMessages(state.messages, messages) } : {})),
  prependOlder: (roomId, messages, hasOlder) =>
    set((state) =>
      state.roomId === roomId ? { messages: mergeMessages(state.messages, messages), hasOlder } : {},
    ),
  setRooms: (rooms) => set({ rooms }),
  updateRoom: (talkRoomId, change) =>
    set((state) => ({
      rooms: state.rooms.map((room) => (room.talkRoomId === talkRoomId ? { ...room, ...change } : room)),
    })),
  apply: (event) => set((state) => applyTalkEvent(state, event)),
  reconnected: () => set((state) => ({ reconnects: state.reconnects + 1 })),
}));

type TalkData = Pick<
  TalkState,
  'messages' | 'roomId' | 'rooms' | 'lastIncoming' | 'roomVersion' | 'hasOlder'
>;

function latestOf(message: TalkMessage): TalkLatestMessage {
  const { messageType, talkMessageId, message: text, removed, createdAt } = message;
  return { messageType, talkMessageId, message: text, removed, createdAt };
}

/** A new message moves its room to the top of the list, with one more unread unless it is open. */
function roomsWithMessage(state: TalkData, message: TalkMessage): readonly TalkRoom[] {
  const room = state.rooms.find((r) => r.talkRoomId === message.talkRoomId);
  if (!room) return state.rooms;
  const unread =
    message.myMessage || state.roomId === message.talkRoomId ? room.unreadCount : room.unreadCount + 1;
  const updated = { ...room, latestMessage: latestOf(message), unreadCount: unread };
  return [updated, ...state.rooms.filter((r) => r !== room)];
}

/** What a talk message of the events socket changes in the page's data. */
export function applyTalkEvent(state: TalkData, event: TalkEventsMessage): Partial<TalkData> {
  const open = (roomId: number) => state.roomId === roomId;
  switch (event.type) {
    case 'talkMessage': {
      const message = event.message;
      return {
        messages: open(message.talkRoomId) ? mergeMessages(state.messages, [message]) : state.messages,
        rooms: roomsWithMessage(state, message),
        lastIncoming: message.myMessage ? state.lastIncoming : message,
      };
    }
    case 'talkMessageRemoved':
      return {
        messages: open(event.talkRoomId)
          ? state.messages.map((m) =>
              m.talkMessageId === event.talkMessageId
                ? { ...m, removed: true, message: '', fileData: null }
                : m,
            )
          : state.messages,
        rooms: state.rooms.map((room) =>
          room.latestMessage?.talkMessageId === event.talkMessageId
            ? { ...room, latestMessage: { ...room.latestMessage, removed: true, message: '' } }
            : room,
        ),
      };
    case 'talkReadCount': {
      if (!open(event.talkRoomId)) return {};
      const counts = new Map(event.readCounts.map((c) => [c.talkMessageId, c.readCount]));
      return {
        messages: state.messages.map((m) =>
          counts.has(m.talkMessageId) ? { ...m, readCount: counts.get(m.talkMessageId)! } : m,
        ),
      };
    }
    case 'talkRoomRenamed':
      return {
        rooms: state.rooms.map((room) =>
          room.talkRoomId === event.talkRoomId ? { ...room, talkRoomTitle: event.talkRoomTitle } : room,
        ),
        roomVersion: open(event.talkRoomId) ? state.roomVersion + 1 : state.roomVersion,
      };
    case 'talkParticipantsChanged': {
      const known = state.rooms.some((room) => room.talkRoomId === event.talkRoomId);
      return {
        rooms: known
          ? state.rooms.map((room) => (room.talkRoomId === event.talkRoomId ? event.room : room))
          : [event.room, ...state.rooms],
        roomVersion: open(event.talkRoomId) ? state.roomVersion + 1 : state.roomVersion,
      };
    }
    case 'talkRoomLeft':
      return {
        rooms: state.rooms.filter((room) => room.talkRoomId !== event.talkRoomId),
        roomVersion: open(event.talkRoomId) ? state.roomVersion + 1 : state.roomVersion,
      };
    case 'talkUnreadCount':
      // The side bar's count: the effect gives it to the badge store.
      return {};
    default:
      return event satisfies never;
  }
}
