import type { TalkEventsMessage } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { createNotifyEventBus } from '../calls/index.js';
import { toMessage, toRoom } from './talkViews.js';
import {
  loadMessage,
  loadRoomViews,
  participantsJoinedAt,
  participantUserIds,
  readCountsBetween,
  unreadTotal,
  type MessageRow,
} from './talkStore.js';

export const TALK_EVENTS_CHANNEL = 'kizuna_talk';

/**
 * What a NOTIFY of talk carries: ids only, far below PostgreSQL's 8,000 bytes (removals name at
 * most 100 people, the most one call may remove). Every node reads the rows it names.
 */
export type TalkNotice =
  | {
      readonly kind: 'message';
      readonly tenantId: number;
      readonly roomId: number;
      readonly messageId: number;
      /**
       * The message as sent and the room's participants when it was sent, when they fit in the
       * notice (a text message); otherwise both are read.
       */
      readonly row?: MessageRow;
      readonly participantIds?: readonly number[];
    }
  | {
      readonly kind: 'removed';
      readonly tenantId: number;
      readonly roomId: number;
      readonly messageId: number;
    }
  | {
      readonly kind: 'read';
      readonly tenantId: number;
      readonly roomId: number;
      readonly userId: number;
      readonly from: number;
      readonly to: number;
    }
  | { readonly kind: 'renamed'; readonly tenantId: number; readonly roomId: number }
  | {
      readonly kind: 'participants';
      readonly tenantId: number;
      readonly roomId: number;
      /** The `joined_at` of those added in the transaction; null when none was. */
      readonly joinedAt: string | null;
      readonly removedUserIds: readonly number[];
      /** Who removed them: they themselves (left) or the room's creator. */
      readonly byUserId: number;
    };

/** Publishes the notice when the transaction `trx` commits. */
export async function publishTalkNotice(trx: Db, notice: TalkNotice): Promise<void> {
  const bus = createNotifyEventBus({ db: trx, listen: () => Promise.reject(new Error('publish only')) });
  await bus.publish(TALK_EVENTS_CHANNEL, notice, trx);
}

export function isTalkNotice(payload: unknown): payload is TalkNotice {
  const notice = payload as Partial<TalkNotice> | null;
  return (
    typeof notice === 'object' &&
    notice !== null &&
    typeof notice.kind === 'string' &&
    typeof notice.tenantId === 'number' &&
    typeof notice.roomId === 'number'
  );
}

/** How long after a removal a room's message notices have their participants read afresh. */
const REMOVAL_WINDOW_MS = 60_000;
/** Rooms (`tenant:room`) someone was removed from lately, with when this process relayed it. */
const removals = new Map<string, number>();

function noteRemoval(tenantId: number, roomId: number): void {
  const now = Date.now();
  for (const [key, at] of removals) if (now - at > REMOVAL_WINDOW_MS) removals.delete(key);
  removals.set(`${tenantId}:${roomId}`, now);
}

function removedLately(tenantId: number, roomId: number): boolean {
  const at = removals.get(`${tenantId}:${roomId}`);
  return at !== undefined && Date.now() - at <= REMOVAL_WINDOW_MS;
}

/** One socket message for one user. */
export interface TalkDelivery {
  readonly userId: number;
  readonly message: TalkEventsMessage;
}

/**
 * The messages a notice makes, for the users `wanted` (those with a socket on this node): the
 * rows it names are read once, and only when someone here is to get them.
 */
export async function talkDeliveries(
  db: Db,
  notice: TalkNotice,
  wanted: (userId: number) => boolean,
): Promise<TalkDelivery[]> {
  const { tenantId, roomId } = notice;
  const removed = notice.kind === 'participants' ? notice.removedUserIds : [];
  if (removed.length > 0) noteRemoval(tenantId, roomId);
  // A message's notice names who was in the room as its send saw it. A send that raced a removal
  // may name someone whose removal this node has already relayed (notices come in commit order):
  // so after a removal in the room, the participants are read afresh, as they are for every other
  // notice.
  const participants =
    notice.kind === 'message' && notice.row && notice.participantIds && !removedLately(tenantId, roomId)
      ? notice.participantIds
      : await participantUserIds(db, tenantId, roomId);
  const here = participants.filter(wanted);
  const leavingHere = removed.filter(wanted);
  if (here.length === 0 && leavingHere.length === 0) return [];
  switch (notice.kind) {
    case 'message': {
      const carried = notice.row;
      const row =
        carried && Number(carried.id) === notice.messageId && Number(carried.room_id) === roomId
          ? carried
          : await loadMessage(db, tenantId, notice.messageId);
      if (!row) return [];
      // Everyone but the sender gets the very same message, so it is made (and written out) once.
      const theirs: TalkEventsMessage = { type: 'talkMessage', message: toMessage(row, -1) };
      const senderId = Number(row.sender_id);
      return here.map((userId) => ({
        userId,
        message: userId === senderId ? { type: 'talkMessage', message: toMessage(row, userId) } : theirs,
      }));
    }
    case 'removed':
      return here.map((userId) => ({
        userId,
        message: { type: 'talkMessageRemoved', talkRoomId: roomId, talkMessageId: notice.messageId },
      }));
    case 'read': {
      const counts = await readCountsBetween(db, tenantId, roomId, notice.userId, notice);
      const readCounts = counts.map((row) => ({ talkMessageId: row.id, readCount: row.read_count }));
      const deliveries: TalkDelivery[] = here.map((userId) => ({
        userId,
        message: { type: 'talkReadCount', talkRoomId: roomId, readerUserId: notice.userId, readCounts },
      }));
      if (wanted(notice.userId)) {
        const count = await unreadTotal(db, tenantId, notice.userId);
        deliveries.push({ userId: notice.userId, message: { type: 'talkUnreadCount', count } });
      }
      return deliveries;
    }
    case 'renamed': {
      const [view] = await loadRoomViews(db, tenantId, here[0]!, [roomId]);
      if (!view) return [];
      const talkRoomTitle = toRoom(view).talkRoomTitle;
      return here.map((userId) => ({
        userId,
        message: { type: 'talkRoomRenamed', talkRoomId: roomId, talkRoomTitle },
      }));
    }
    case 'participants': {
      const deliveries: TalkDelivery[] = leavingHere.map((userId) => ({
        userId,
        message: {
          type: 'talkRoomLeft',
          talkRoomId: roomId,
          reason: userId === notice.byUserId ? 'LEFT' : 'REMOVED',
        },
      }));
      if (here.length === 0) return deliveries;
      const added = notice.joinedAt ? await participantsJoinedAt(db, tenantId, roomId, notice.joinedAt) : [];
      for (const userId of here) {
        const [view] = await loadRoomViews(db, tenantId, userId, [roomId]);
        if (!view) continue;
        deliveries.push({
          userId,
          message: {
            type: 'talkParticipantsChanged',
            talkRoomId: roomId,
            addedUserIds: added,
            removedUserIds: [...removed],
            room: toRoom(view),
          },
        });
      }
      return deliveries;
    }
    default:
      return notice satisfies never;
  }
}
