import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { LIMITS } from '../limits';
import { IdParamSchema, IdSchema, QueryPageSchema, queryPageSizeSchema } from './commonSchemas';

/**
 * Talk (002 §3, §5, §9). A room has at most `participantMax` participants, the user included; a
 * group is made with at least `groupMinContacts` other people. Files are sent up to the multipart
 * maximum and never with a blocked extension: those run code when opened on a PC or a phone.
 */
export const TALK_LIMITS = {
  titleMax: 50,
  groupMinContacts: 2,
  participantMax: 500,
  /** People one call adds or removes. */
  participantsPerCallMax: 100,
  messageMax: 5_000,
  fileMaxSize: LIMITS.multipartMaxFileSize,
  pageSizeDefault: 30,
  pageSizeMax: 100,
  blockedFileExtensions: [
    'apk',
    'bat',
    'cab',
    'cmd',
    'com',
    'cpl',
    'dll',
    'exe',
    'hta',
    'iso',
    'jar',
    'js',
    'jse',
    'lnk',
    'msi',
    'msp',
    'ps1',
    'reg',
    'scr',
    'sh',
    'vbe',
    'vbs',
    'wsf',
  ],
} as const;

const L = TALK_LIMITS;

export const TALK_MESSAGE_TYPES = ['TEXT', 'IMAGE', 'OTHER_FILE'] as const;
export type TalkMessageType = (typeof TALK_MESSAGE_TYPES)[number];

/** The room list's filter: every room, one-to-one rooms, groups, or the user's favourites. */
export const TALK_ROOM_TYPES = ['ALL', 'ONE_TO_ONE', 'GROUP', 'FAVORITE'] as const;
export type TalkRoomType = (typeof TALK_ROOM_TYPES)[number];

/** How a message reached the reader: in a list or as new (`MESSAGE`), or as a removal. */
export const TALK_NOTIFY_TYPES = ['MESSAGE', 'MESSAGE_REMOVED'] as const;
export type TalkNotifyType = (typeof TALK_NOTIFY_TYPES)[number];

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Seconds since the epoch (002 §3). */
const EpochSeconds = v.pipe(v.number(), v.integer(), v.minValue(0));

const TalkTitleSchema = v.pipe(v.string(), codePointLengthBetween(1, L.titleMax));
const ContactIdsSchema = v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(L.participantsPerCallMax));
const PageSizeSchema = queryPageSizeSchema(L.pageSizeMax, L.pageSizeDefault);
/** `true`/`false` from a query string, or a boolean from typed callers. */
const QueryBooleanSchema = v.optional(
  v.pipe(
    v.union([v.picklist(['true', 'false']), v.boolean()]),
    v.transform((value) => value === true || value === 'true'),
  ),
  false,
);

export const TalkRoomIdParamsSchema = v.object({ talkRoomId: IdParamSchema });
export const TalkMessageIdParamsSchema = v.object({
  talkRoomId: IdParamSchema,
  talkMessageId: IdParamSchema,
});

/** The latest message of a room, as the room list shows it. */
export const TalkLatestMessageSchema = v.object({
  messageType: v.picklist(TALK_MESSAGE_TYPES),
  talkMessageId: IdSchema,
  /** The text, or the file name of a file; empty once removed. */
  message: v.string(),
  removed: v.boolean(),
  createdAt: EpochSeconds,
});

/** Talk room (002 §3), as the signed-in user sees it. */
export const TalkRoomSchema = v.object({
  talkRoomId: IdSchema,
  groupTalk: v.boolean(),
  /** A one-to-one room whose other person can no longer talk: it can be read, not written. */
  readOnly: v.boolean(),
  /** A group's title (its participants' names when none was given); the other person's name one-to-one. */
  talkRoomTitle: v.string(),
  /** Messages of others newer than the user's last read one. */
  unreadCount: Count,
  /** One-to-one: the other person, whose face is the room's icon. */
  iconUserId: v.nullable(IdSchema),
  /** Path of the icon under the app (the other person's face thumbnail); null for groups. */
  imagePath: v.nullable(v.string()),
  favorite: v.boolean(),
  participantCount: Count,
  createdAt: EpochSeconds,
  latestMessage: v.nullable(TalkLatestMessageSchema),
});

export const TalkRoomListSchema = v.object({
  talkRooms: v.array(TalkRoomSchema),
  /** Another page follows. */
  next: v.boolean(),
});

export const TalkRoomListBodySchema = v.object({
  /** Matches the title and the participants' names, readings and romaji, Japanese-aware; '' for all. */
  word: v.pipe(v.string(), v.maxLength(100)),
  talkRoomType: v.optional(v.picklist(TALK_ROOM_TYPES), 'ALL'),
});

export const TalkRoomListQuerySchema = v.object({ size: PageSizeSchema, page: QueryPageSchema });

export const TalkMessageContactSchema = v.object({
  userId: IdSchema,
  accountId: v.string(),
  fullName: v.string(),
  fullNameKana: v.string(),
  fullNameAlphabet: v.string(),
  imagePath: v.nullable(v.string()),
});

export const TalkFileDataSchema = v.object({
  fileName: v.string(),
  /** Under the browser API prefix: `/api/browser/gotalk/room/{roomId}/message/{messageId}/file`. */
  filePath: v.string(),
  fileSize: Count,
  /** Images only: `.../fileThumbnail`. */
  fileThumbnailPath: v.nullable(v.string()),
  mimeType: v.string(),
});

/** Talk message (002 §3), as the signed-in user sees it. */
export const TalkMessageSchema = v.object({
  notifyType: v.picklist(TALK_NOTIFY_TYPES),
  talkRoomId: IdSchema,
  talkMessageId: IdSchema,
  messageType: v.picklist(TALK_MESSAGE_TYPES),
  /** The text; a file's name for files; empty once removed. */
  message: v.string(),
  myMessage: v.boolean(),
  removed: v.boolean(),
  /** Participants other than the sender who have read it. */
  readCount: Count,
  createdAt: EpochSeconds,
  contact: TalkMessageContactSchema,
  fileData: v.nullable(TalkFileDataSchema),
});

export const TalkMessageListSchema = v.object({
  /** Oldest first. */
  messages: v.array(TalkMessageSchema),
  /** More messages lie beyond this page in the direction asked. */
  hasMore: v.boolean(),
});

export const TalkNewerQuerySchema = v.object({
  /** Messages after this one; without it, the latest page. */
  fromTalkMessageId: v.optional(IdParamSchema),
  size: PageSizeSchema,
  /** Mark what is returned as read. */
  read: QueryBooleanSchema,
});

export const TalkOlderQuerySchema = v.object({
  /** Messages before this one. */
  latestMessageId: IdParamSchema,
  size: PageSizeSchema,
  read: QueryBooleanSchema,
});

export const TalkReadCountQuerySchema = v.object({ talkMessageId: IdParamSchema });
export const TalkReadCountSchema = v.object({ talkMessageId: IdSchema, readCount: Count });

export const CreateTalkRoomBodySchema = v.object({
  /** The one other person of a one-to-one room. */
  contactIds: v.pipe(v.array(IdSchema), v.length(1)),
});

export const CreateGroupTalkBodySchema = v.object({
  /** The other people; the user is always a participant. */
  contactIds: v.pipe(v.array(IdSchema), v.minLength(L.groupMinContacts), v.maxLength(L.participantMax)),
  groupTalkTitle: v.optional(TalkTitleSchema),
});

export const RenameTalkRoomBodySchema = v.object({ groupTalkTitle: TalkTitleSchema });

export const SendTalkTextBodySchema = v.object({
  message: v.pipe(
    v.string(),
    codePointLengthBetween(1, L.messageMax),
    v.check((text) => text.trim() !== '', 'required'),
  ),
});

/** Multipart body of a file: any type but a blocked extension, at most the multipart maximum. */
export const SendTalkFileBodySchema = v.object({ file: v.instance(Blob) });

/** Talk participant (002 §3). */
export const TalkParticipantSchema = v.object({
  userId: IdSchema,
  contactId: IdSchema,
  fullname: v.string(),
  fullnameKana: v.string(),
  divisionName: v.array(v.string()),
  position: v.nullable(v.string()),
  imagePath: v.nullable(v.string()),
  /** The person's directory detail page can be opened. */
  detailAvailable: v.boolean(),
});

export const TalkParticipantListSchema = v.object({ participants: v.array(TalkParticipantSchema) });

export const TalkParticipantsBodySchema = v.object({ contactIds: ContactIdsSchema });

export const TalkParticipantSearchBodySchema = v.object({
  /** '' for all. */
  freeWord: v.pipe(v.string(), v.maxLength(100)),
});

export const TalkParticipantSearchQuerySchema = v.object({ size: PageSizeSchema, page: QueryPageSchema });

export const TalkParticipantPageSchema = v.object({
  participants: v.array(TalkParticipantSchema),
  next: v.boolean(),
});

export type TalkLatestMessage = v.InferOutput<typeof TalkLatestMessageSchema>;
export type TalkRoom = v.InferOutput<typeof TalkRoomSchema>;
export type TalkRoomList = v.InferOutput<typeof TalkRoomListSchema>;
export type TalkMessageContact = v.InferOutput<typeof TalkMessageContactSchema>;
export type TalkFileData = v.InferOutput<typeof TalkFileDataSchema>;
export type TalkMessage = v.InferOutput<typeof TalkMessageSchema>;
export type TalkMessageList = v.InferOutput<typeof TalkMessageListSchema>;
export type TalkReadCount = v.InferOutput<typeof TalkReadCountSchema>;
export type TalkParticipant = v.InferOutput<typeof TalkParticipantSchema>;
export type TalkParticipantList = v.InferOutput<typeof TalkParticipantListSchema>;
export type TalkParticipantPage = v.InferOutput<typeof TalkParticipantPageSchema>;
