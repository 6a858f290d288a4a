// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { talkMessage, talkRoom } from './talkFixtures';
import { applyTalkEvent, lastMessageId, mergeMessages } from './talkStore';

const base = {
  messages: [talkMessage({ talkMessageId: 1 }), talkMessage({ talkMessageId: 2, myMessage: true })],
  roomId: 1,
  hasOlder: false,
  rooms: [talkRoom({ talkRoomId: 9 }), talkRoom({ talkRoomId: 1 })],
  lastIncoming: null,
  roomVersion: 0,
};

describe('the talk store', () => {
  it('keeps each message once, in id order, and never lowers a read count', () => {
    const merged = mergeMessages(
      [talkMessage({ talkMessageId: 3, readCount: 2 }), talkMessage({ talkMessageId: 1 })],
      [talkMessage({ talkMessageId: 2 }), talkMessage({ talkMessageId: 3, readCount: 1 })],
    );
    expect(merged.map((m) => [m.talkMessageId, m.readCount])).toEqual([
      [1, 0],
      [2, 0],
      [3, 2],
    ]);
    expect(lastMessageId(merged)).toBe(3);
    expect(lastMessageId([])).toBeNull();
  });

  it('adds a pushed message to the open room and moves its room to the top', () => {
    const pushed = talkMessage({ talkMessageId: 5, message: '了解です' });
    const next = applyTalkEvent(base, { type: 'talkMessage', message: pushed });
    expect(next.messages?.map((m) => m.talkMessageId)).toEqual([1, 2, 5]);
    expect(next.rooms?.map((r) => r.talkRoomId)).toEqual([1, 9]);
    expect(next.rooms?.[0]?.latestMessage?.message).toBe('了解です');
    // The open room is being read: no unread count for it.
    expect(next.rooms?.[0]?.unreadCount).toBe(0);
    expect(next.lastIncoming).toBe(pushed);
  });

  it('counts a message of another room as unread and leaves the open room alone', () => {
    const next = applyTalkEvent(base, {
      type: 'talkMessage',
      message: talkMessage({ talkRoomId: 9, talkMessageId: 7 }),
    });
    expect(next.messages).toBe(base.messages);
    expect(next.rooms?.[0]).toMatchObject({ talkRoomId: 9, unreadCount: 1 });
  });

  it('shows a removal, new read counts, a rename, and drops a room one left', () => {
    const removed = applyTalkEvent(base, { type: 'talkMessageRemoved', talkRoomId: 1, talkMessageId: 2 });
    expect(removed.messages?.[1]).toMatchObject({ removed: true, message: '' });
    const read = applyTalkEvent(base, {
      type: 'talkReadCount',
      talkRoomId: 1,
      readerUserId: 3,
      readCounts: [{ talkMessageId: 2, readCount: 1 }],
    });
    expect(read.messages?.[1]?.readCount).toBe(1);
    const renamed = applyTalkEvent(base, { type: 'talkRoomRenamed', talkRoomId: 1, talkRoomTitle: '営業部' });
    expect(renamed.rooms?.[1]?.talkRoomTitle).toBe('営業部');
    expect(renamed.roomVersion).toBe(1);
    const left = applyTalkEvent(base, { type: 'talkRoomLeft', talkRoomId: 9, reason: 'REMOVED' });
    expect(left.rooms?.map((r) => r.talkRoomId)).toEqual([1]);
  });
});
