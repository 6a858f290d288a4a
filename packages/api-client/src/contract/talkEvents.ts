import type { TalkMessage, TalkReadCount, TalkRoom } from './schemas/talkSchemas';

/**
 * Talk messages of the events socket (`CALL_EVENTS_PATH`), sent to every open socket of every
 * participant concerned once the change is committed. A socket that was closed misses them: on
 * reconnecting, the page asks `newer` from its last message id, and reloads its room list.
 */
export type TalkEventsMessage =
  /** A new message; `myMessage` is as the receiving user sees it. */
  | { readonly type: 'talkMessage'; readonly message: TalkMessage }
  /** A message was removed by its sender: show it as removed. */
  | { readonly type: 'talkMessageRemoved'; readonly talkRoomId: number; readonly talkMessageId: number }
  /**
   * Someone read up to a message: the read counts of the room's messages that changed (at most
   * the latest 100 of them; older ones are asked with `readCount`). `readerUserId` is the reader.
   */
  | {
      readonly type: 'talkReadCount';
      readonly talkRoomId: number;
      readonly readerUserId: number;
      readonly readCounts: readonly TalkReadCount[];
    }
  /** A group room got a new title. */
  | { readonly type: 'talkRoomRenamed'; readonly talkRoomId: number; readonly talkRoomTitle: string }
  /**
   * People joined or left a room the receiver is in (or was just added to: the room, as the
   * receiver sees it, comes along so a list can show it at once).
   */
  | {
      readonly type: 'talkParticipantsChanged';
      readonly talkRoomId: number;
      readonly addedUserIds: readonly number[];
      readonly removedUserIds: readonly number[];
      readonly room: TalkRoom;
    }
  /**
   * The receiver is no longer in the room: they left it (on another page, `LEFT`) or its creator
   * removed them (`REMOVED`). The page drops the room.
   */
  | { readonly type: 'talkRoomLeft'; readonly talkRoomId: number; readonly reason: 'LEFT' | 'REMOVED' }
  /** The receiver's unread talk messages changed (the `/notificationBadge` talk count). */
  | { readonly type: 'talkUnreadCount'; readonly count: number };

export type TalkEventType = TalkEventsMessage['type'];
