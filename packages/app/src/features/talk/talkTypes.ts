/** What the talk page shows, in the fields of spec 002 §3. */
export type TalkMessageType = 'TEXT' | 'IMAGE' | 'OTHER_FILE';

export interface TalkLatestMessage {
  messageType: TalkMessageType;
  talkMessageId: number;
  message: string | null;
  removed: boolean;
  /** Epoch seconds. */
  createdAt: number;
}

export interface TalkRoom {
  talkRoomId: number;
  groupTalk: boolean;
  readOnly: boolean;
  talkRoomTitle: string;
  unreadCount: number;
  iconUserId: number | null;
  imagePath: string | null;
  favorite: boolean;
  /** Epoch seconds. */
  createdAt: number;
  latestMessage: TalkLatestMessage | null;
}

export interface TalkMessageContact {
  fullName: string;
  fullNameKana: string;
  fullNameAlphabet: string;
  accountId: string;
  userId: number;
  imagePath: string | null;
}

export interface TalkFileData {
  fileName: string;
  filePath: string;
  fileSize: number;
  fileThumbnailPath: string | null;
  mimeType: string;
}

export interface TalkMessage {
  talkRoomId: number;
  talkMessageId: number;
  messageType: TalkMessageType;
  message: string | null;
  myMessage: boolean;
  removed: boolean;
  /** Epoch seconds. */
  createdAt: number;
  contact: TalkMessageContact;
  fileData: TalkFileData | null;
  /** How many other participants have read it; null while unknown. */
  readCount: number | null;
}

export interface TalkParticipant {
  userId: number;
  contactId: number;
  fullname: string;
  divisionName: readonly string[];
  position: string | null;
  imagePath: string | null;
  detailAvailable: boolean;
}
