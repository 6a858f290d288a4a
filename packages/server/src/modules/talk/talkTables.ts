import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

export interface TalkRoomsTable {
  id: Generated<number>;
  tenant_id: number;
  group_talk: boolean;
  /** A group's own title; null shows the participants' names. */
  title: string | null;
  created_by: number | null;
  /** One-to-one: `lowerUserId:higherUserId`. */
  direct_key: string | null;
  last_message_id: number | null;
  last_activity_at: Timestamp;
  created_at: Timestamp;
}

export interface TalkParticipantsTable {
  tenant_id: number;
  room_id: number;
  user_id: number;
  last_read_message_id: Defaulted<number>;
  joined_at: Timestamp;
}

export interface TalkMessagesTable {
  id: Generated<number>;
  tenant_id: number;
  room_id: number;
  sender_id: number;
  message_type: 'TEXT' | 'IMAGE' | 'OTHER_FILE';
  body: Defaulted<string>;
  removed: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface TalkFilesTable {
  message_id: number;
  tenant_id: number;
  file_name: string;
  mime_type: string;
  file_size: number;
  /** The bytes, in the file storage (db/storedFiles.ts). */
  file_id: number;
  thumbnail: Uint8Array | null;
}

export interface TalkFavoritesTable {
  tenant_id: number;
  user_id: number;
  room_id: number;
  created_at: Timestamp;
}

export interface TalkTables {
  talk_rooms: TalkRoomsTable;
  talk_participants: TalkParticipantsTable;
  talk_messages: TalkMessagesTable;
  talk_files: TalkFilesTable;
  talk_favorites: TalkFavoritesTable;
}
