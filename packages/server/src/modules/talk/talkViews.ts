import {
  API_PREFIX_BROWSER,
  type TalkMessage,
  type TalkNotifyType,
  type TalkParticipant,
  type TalkRoom,
} from '@kizuna/api-client/contract';
import type { MessageRow, ParticipantRow, RoomViewRow } from './talkStore.js';

const faceThumbnail = (userId: number) => `/front/faceImage/thumbnail/${userId}`;

/** Where a message's file is served (outside the contract, with the session cookie). */
export function talkFilePath(roomId: number, messageId: number, kind: 'file' | 'fileThumbnail'): string {
  return `${API_PREFIX_BROWSER}/gotalk/room/${roomId}/message/${messageId}/${kind}`;
}

export function toRoom(row: RoomViewRow): TalkRoom {
  const id = Number(row.id);
  const otherUserId = row.other_user_id === null ? null : Number(row.other_user_id);
  const title = row.group_talk ? (row.title ?? row.other_names ?? '') : (row.other_fullname ?? '');
  return {
    talkRoomId: id,
    groupTalk: row.group_talk,
    readOnly: !row.group_talk && row.other_can_talk !== true,
    talkRoomTitle: title,
    unreadCount: Number(row.unread_count),
    iconUserId: otherUserId,
    imagePath: otherUserId !== null && row.other_has_face ? faceThumbnail(otherUserId) : null,
    favorite: row.favorite,
    participantCount: Number(row.participant_count),
    createdAt: Number(row.created_at_s),
    latestMessage:
      row.latest_id === null || row.latest_type === null
        ? null
        : {
            messageType: row.latest_type,
            talkMessageId: Number(row.latest_id),
            message: row.latest_body ?? '',
            removed: row.latest_removed === true,
            createdAt: Number(row.latest_created_at_s),
          },
  };
}

export function toMessage(
  row: MessageRow,
  viewerId: number,
  notifyType: TalkNotifyType = 'MESSAGE',
): TalkMessage {
  const roomId = Number(row.room_id);
  const messageId = Number(row.id);
  const senderId = Number(row.sender_id);
  return {
    notifyType,
    talkRoomId: roomId,
    talkMessageId: messageId,
    messageType: row.message_type,
    message: row.body,
    myMessage: senderId === viewerId,
    removed: row.removed,
    readCount: Number(row.read_count),
    createdAt: Number(row.created_at_s),
    contact: {
      userId: senderId,
      accountId: row.account_id,
      fullName: row.fullname,
      fullNameKana: row.fullname_kana,
      fullNameAlphabet: row.fullname_alphabet,
      imagePath: row.sender_has_face ? faceThumbnail(senderId) : null,
    },
    fileData:
      row.file_name === null || row.removed
        ? null
        : {
            fileName: row.file_name,
            filePath: talkFilePath(roomId, messageId, 'file'),
            fileSize: Number(row.file_size ?? 0),
            fileThumbnailPath: row.has_thumbnail ? talkFilePath(roomId, messageId, 'fileThumbnail') : null,
            mimeType: row.mime_type ?? 'application/octet-stream',
          },
  };
}

/** Where a participant's face is served to the others of the room (002 §7). */
export function talkParticipantFacePath(roomId: number, userId: number): string {
  return `${API_PREFIX_BROWSER}/gotalk/room/${roomId}/participant/${userId}/faceImage`;
}

export function toParticipant(row: ParticipantRow, roomId: number): TalkParticipant {
  const userId = Number(row.user_id);
  return {
    userId,
    contactId: userId,
    fullname: row.fullname,
    fullnameKana: row.fullname_kana,
    divisionName: row.division_names,
    position: row.position,
    imagePath: row.has_face ? talkParticipantFacePath(roomId, userId) : null,
    detailAvailable: row.enabled,
  };
}
