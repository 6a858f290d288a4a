import type { TalkMessage, TalkRoom } from './talkTypes';

/** 2026/11/26 10:00 in the viewer's time zone, in epoch seconds. */
export const NOV_26_10AM = Math.floor(new Date(2026, 10, 26, 10, 0).getTime() / 1000);

export function talkMessage(overrides: Partial<TalkMessage> = {}): TalkMessage {
  return {
    notifyType: 'MESSAGE',
    talkRoomId: 1,
    talkMessageId: 1,
    messageType: 'TEXT',
    message: 'おはようございます',
    myMessage: false,
    removed: false,
    createdAt: NOV_26_10AM,
    contact: {
      fullName: '佐藤 花子',
      fullNameKana: 'サトウ ハナコ',
      fullNameAlphabet: 'Hanako Sato',
      accountId: 'sato',
      userId: 2,
      imagePath: null,
    },
    fileData: null,
    readCount: 0,
    ...overrides,
  };
}

export function talkRoom(overrides: Partial<TalkRoom> = {}): TalkRoom {
  return {
    talkRoomId: 1,
    groupTalk: false,
    readOnly: false,
    talkRoomTitle: '佐藤 花子',
    unreadCount: 0,
    iconUserId: 2,
    imagePath: null,
    favorite: false,
    participantCount: 2,
    createdAt: NOV_26_10AM,
    latestMessage: {
      messageType: 'TEXT',
      talkMessageId: 1,
      message: 'おはようございます',
      removed: false,
      createdAt: NOV_26_10AM,
    },
    ...overrides,
  };
}
