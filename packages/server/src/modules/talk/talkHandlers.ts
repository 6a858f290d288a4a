import { canBeTalkedTo, hasCapability } from '@kizuna/api-client/rules';
import { TALK_LIMITS, type Contract, type TalkRoom, type TalkRoomType } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { fileStorage } from '../../db/storedFiles.js';
import { readOnly, type AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { storedUploadId } from '../../http/multipartBody.js';
import { matchesFreeWord, type PersonNames } from '../directorySearch/index.js';
import type { Principal } from '../principal/index.js';
import { publishTalkNotice, TALK_EVENTS_CHANNEL } from './talkEventBus.js';
import { checkTalkFile, talkThumbnail } from './talkFileContent.js';
import { TalkError } from './TalkError.js';
import {
  advanceLastRead,
  countParticipants,
  deleteParticipants,
  deleteRoom,
  findDirectRoom,
  findMembership,
  findMessage,
  findPeople,
  insertFile,
  insertMessage,
  insertParticipants,
  insertRoom,
  listMessages,
  listRoomIds,
  loadMessage,
  loadParticipants,
  loadRoomViews,
  markMessageRemoved,
  participantUserIds,
  renameRoom,
  roomNames,
  sendTextMessage,
  setFavorite,
  transactionNow,
  unreadTotal,
  type MembershipRow,
  type TalkPersonRow,
} from './talkStore.js';
import { toMessage, toParticipant, toRoom } from './talkViews.js';

type TalkHandlers = AreaHandlers<Contract['talk']>;

const roomNotFound = () => new TalkError('TALK_ROOM_NOT_FOUND', 'no such room among the user’s rooms');

/** The shared rule the directory's `talkAvailable` applies too. */
function canTalk(person: TalkPersonRow): boolean {
  return canBeTalkedTo({ enabled: person.enabled, userType: person.user_type, admin: person.is_admin });
}

/** The room, when the user is one of its participants: another's or another tenant's is not there. */
async function membershipOf(
  db: Db,
  principal: Principal,
  roomId: number,
  lock = false,
): Promise<MembershipRow> {
  const membership = await findMembership(db, principal.tenant.id, roomId, principal.user.id, { lock });
  if (!membership) throw roomNotFound();
  return membership;
}

async function roomView(db: Db, principal: Principal, roomId: number): Promise<TalkRoom> {
  const [row] = await loadRoomViews(db, principal.tenant.id, principal.user.id, [roomId]);
  if (!row) throw roomNotFound();
  return toRoom(row);
}

/** The other people named, each of the tenant and able to talk; the user is never among them. */
async function otherPeople(db: Db, principal: Principal, contactIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(contactIds)].filter((id) => id !== principal.user.id);
  const people = await findPeople(db, principal.tenant.id, ids);
  const found = new Map(people.map((person) => [Number(person.id), person]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new TalkError('CONTACT_NOT_FOUND', `no such person: ${missing.join(', ')}`);
  const disabled = ids.filter((id) => !canTalk(found.get(id)!));
  if (disabled.length > 0)
    throw new TalkError('TALK_CONTACT_DISABLED', `these people cannot talk: ${disabled.join(', ')}`);
  return ids;
}

/** A one-to-one room whose other person can no longer talk takes no messages. */
async function ensureWritable(db: Db, principal: Principal, membership: MembershipRow): Promise<void> {
  if (membership.group_talk) return;
  const others = (await participantUserIds(db, principal.tenant.id, membership.room_id)).filter(
    (id) => id !== principal.user.id,
  );
  const people = await findPeople(db, principal.tenant.id, others);
  if (!people.some(canTalk))
    throw new TalkError('TALK_SEND_FAILED', 'the other person of this room can no longer talk');
}

function paged<T>(items: readonly T[], page: number, size: number): { slice: T[]; next: boolean } {
  const start = (page - 1) * size;
  return { slice: items.slice(start, start + size), next: items.length > start + size };
}

async function listRooms(
  db: Db,
  principal: Principal,
  type: TalkRoomType,
  word: string,
  page: number,
  size: number,
): Promise<{ talkRooms: TalkRoom[]; next: boolean }> {
  const tenantId = principal.tenant.id;
  let ids = await listRoomIds(db, tenantId, principal.user.id, type);
  if (word.trim() !== '') {
    const byRoom = new Map<number, { titles: string[]; people: PersonNames[] }>();
    for (const row of await roomNames(db, tenantId, ids)) {
      const entry = byRoom.get(Number(row.room_id)) ?? { titles: [], people: [] };
      if (row.title && entry.titles.length === 0) entry.titles.push(row.title);
      entry.people.push({
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        fullnameAlphabet: row.fullname_alphabet,
      });
      byRoom.set(Number(row.room_id), entry);
    }
    ids = ids.filter((id) => {
      const entry = byRoom.get(id);
      return entry !== undefined && matchesFreeWord(word, entry.titles, entry.people);
    });
  }
  const { slice, next } = paged(ids, page, size);
  const views = new Map(
    (await loadRoomViews(db, tenantId, principal.user.id, slice)).map((row) => [Number(row.id), toRoom(row)]),
  );
  return { talkRooms: slice.flatMap((id) => views.get(id) ?? []), next };
}

/** Marks messages up to `messageId` read, and tells the room once it is committed. */
async function markRead(db: Db, principal: Principal, roomId: number, messageId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const range = await advanceLastRead(trx, principal.tenant.id, roomId, principal.user.id, messageId);
    if (range)
      await publishTalkNotice(trx, {
        kind: 'read',
        tenantId: principal.tenant.id,
        roomId,
        userId: principal.user.id,
        ...range,
      });
  });
}

async function messagePage(
  db: Db,
  principal: Principal,
  roomId: number,
  page: { afterId?: number; beforeId?: number; size: number },
  read: boolean,
) {
  await membershipOf(db, principal, roomId);
  const { rows, hasMore } = await listMessages(db, principal.tenant.id, roomId, page);
  const newest = rows.at(-1);
  if (read && newest) await markRead(db, principal, roomId, Number(newest.id));
  return { messages: rows.map((row) => toMessage(row, principal.user.id)), hasMore };
}

async function sendMessage(
  db: Db,
  principal: Principal,
  roomId: number,
  write: (trx: Db) => Promise<number>,
) {
  const tenantId = principal.tenant.id;
  const messageId = await db.transaction().execute(async (trx) => {
    const id = await write(trx);
    await publishTalkNotice(trx, { kind: 'message', tenantId, roomId, messageId: id });
    return id;
  });
  const row = await loadMessage(db, tenantId, messageId);
  if (!row) throw new TalkError('TALK_MESSAGE_NOT_FOUND', 'the message was removed at once');
  return toMessage(row, principal.user.id);
}

async function participantList(db: Db, principal: Principal, roomId: number) {
  return {
    participants: (await loadParticipants(db, principal.tenant.id, roomId)).map((row) =>
      toParticipant(row, roomId),
    ),
  };
}

async function matchingParticipants(db: Db, principal: Principal, roomId: number, freeWord: string) {
  await membershipOf(db, principal, roomId);
  const rows = await loadParticipants(db, principal.tenant.id, roomId);
  return rows.filter((row) =>
    matchesFreeWord(
      freeWord,
      [],
      [{ fullname: row.fullname, fullnameKana: row.fullname_kana, fullnameAlphabet: row.fullname_alphabet }],
    ),
  );
}

/** Tells the room, once the transaction commits, who joined in it. */
async function announceJoined(trx: Db, principal: Principal, roomId: number): Promise<void> {
  await publishTalkNotice(trx, {
    kind: 'participants',
    tenantId: principal.tenant.id,
    roomId,
    joinedAt: await transactionNow(trx),
    removedUserIds: [],
    byUserId: principal.user.id,
  });
}

/** Makes a room of the user and `others`, and announces it to them. */
async function openRoom(
  db: Db,
  principal: Principal,
  room: { groupTalk: boolean; title: string | null; directKey: string | null },
  others: readonly number[],
): Promise<number> {
  const tenantId = principal.tenant.id;
  return db.transaction().execute(async (trx) => {
    const id = await insertRoom(trx, { tenantId, createdBy: principal.user.id, ...room });
    await insertParticipants(trx, tenantId, id, [principal.user.id, ...others]);
    await announceJoined(trx, principal, id);
    return id;
  });
}

/** Unique violation: another request made the same one-to-one room at the same moment. */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** Makes a room of the user's one of their favourites, or no longer; answers the room. */
async function markFavorite(db: Db, principal: Principal, talkRoomId: number, favorite: boolean) {
  await membershipOf(db, principal, talkRoomId);
  await setFavorite(db, principal.tenant.id, principal.user.id, talkRoomId, favorite);
  return roomView(db, principal, talkRoomId);
}

export const talkHandlers: TalkHandlers = {
  async create({ principal, deps, input }) {
    const tenantId = principal.tenant.id;
    const [other] = await otherPeople(deps.db, principal, input.body.contactIds);
    if (other === undefined)
      throw new TalkError('TALK_CONTACT_DISABLED', 'a one-to-one room needs someone other than the user');
    const directKey = [principal.user.id, other].sort((a, b) => a - b).join(':');
    const existing = await findDirectRoom(deps.db, tenantId, directKey);
    if (existing !== null) return roomView(deps.db, principal, existing);
    try {
      const roomId = await openRoom(deps.db, principal, { groupTalk: false, title: null, directKey }, [
        other,
      ]);
      return await roomView(deps.db, principal, roomId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const made = await findDirectRoom(deps.db, tenantId, directKey);
      if (made === null) throw error;
      return roomView(deps.db, principal, made);
    }
  },

  async createGroup({ principal, deps, input }) {
    const others = await otherPeople(deps.db, principal, input.body.contactIds);
    if (others.length < TALK_LIMITS.groupMinContacts)
      throw new RequestError('VALIDATION_FAILED', 'a group needs at least 2 people besides the user', {
        fieldErrors: [
          { path: 'body.contactIds', key: 'length', values: { min: TALK_LIMITS.groupMinContacts } },
        ],
      });
    if (others.length + 1 > TALK_LIMITS.participantMax)
      throw new TalkError(
        'TALK_CAPACITY_EXCEEDED',
        `a room holds at most ${TALK_LIMITS.participantMax} people`,
      );
    const roomId = await openRoom(
      deps.db,
      principal,
      { groupTalk: true, title: input.body.groupTalkTitle ?? null, directKey: null },
      others,
    );
    return roomView(deps.db, principal, roomId);
  },

  list: readOnly(async ({ principal, deps, input }) =>
    listRooms(
      deps.db,
      principal,
      input.body.talkRoomType,
      input.body.word,
      input.query.page,
      input.query.size,
    ),
  ),

  favorites: readOnly(async ({ principal, deps, input }) =>
    listRooms(deps.db, principal, 'FAVORITE', input.body.word, input.query.page, input.query.size),
  ),

  async addFavorite({ principal, deps, input }) {
    return markFavorite(deps.db, principal, input.params.talkRoomId, true);
  },

  async removeFavorite({ principal, deps, input }) {
    return markFavorite(deps.db, principal, input.params.talkRoomId, false);
  },

  get: readOnly(async ({ principal, deps, input }) => roomView(deps.db, principal, input.params.talkRoomId)),

  async newer({ principal, deps, input }) {
    const { fromTalkMessageId, size, read } = input.query;
    return messagePage(
      deps.db,
      principal,
      input.params.talkRoomId,
      fromTalkMessageId === undefined ? { size } : { afterId: fromTalkMessageId, size },
      read,
    );
  },

  async older({ principal, deps, input }) {
    const { latestMessageId, size, read } = input.query;
    return messagePage(
      deps.db,
      principal,
      input.params.talkRoomId,
      { beforeId: latestMessageId, size },
      read,
    );
  },

  readCount: readOnly(async ({ principal, deps, input }) => {
    const { talkRoomId } = input.params;
    const { talkMessageId } = input.query;
    await membershipOf(deps.db, principal, talkRoomId);
    const row = await loadMessage(deps.db, principal.tenant.id, talkMessageId);
    if (!row || Number(row.room_id) !== talkRoomId)
      throw new TalkError('TALK_MESSAGE_NOT_FOUND', 'no such message in the room');
    return { talkMessageId, readCount: Number(row.read_count) };
  }),

  async rename({ principal, deps, input }) {
    const { talkRoomId } = input.params;
    const membership = await membershipOf(deps.db, principal, talkRoomId);
    if (!membership.group_talk) throw new TalkError('TALK_RENAME_FAILED', 'a one-to-one room has no title');
    await deps.db.transaction().execute(async (trx) => {
      await renameRoom(trx, principal.tenant.id, talkRoomId, input.body.groupTalkTitle);
      await publishTalkNotice(trx, { kind: 'renamed', tenantId: principal.tenant.id, roomId: talkRoomId });
    });
    return roomView(deps.db, principal, talkRoomId);
  },

  async sendText({ principal, deps, input }) {
    const { talkRoomId } = input.params;
    // One statement when the room takes the message, the common case; otherwise the checks
    // below say why not (or, should the room have changed in between, send it the long way).
    const sent = await sendTextMessage(deps.db, {
      tenantId: principal.tenant.id,
      roomId: talkRoomId,
      senderId: principal.user.id,
      body: input.body.message,
      channel: TALK_EVENTS_CHANNEL,
    });
    if (sent) return toMessage(sent, principal.user.id);
    const membership = await membershipOf(deps.db, principal, talkRoomId);
    await ensureWritable(deps.db, principal, membership);
    return sendMessage(deps.db, principal, talkRoomId, (trx) =>
      insertMessage(trx, {
        tenantId: principal.tenant.id,
        roomId: talkRoomId,
        senderId: principal.user.id,
        type: 'TEXT',
        body: input.body.message,
      }),
    );
  },

  async sendFile({ principal, deps, input }) {
    const { talkRoomId } = input.params;
    const membership = await membershipOf(deps.db, principal, talkRoomId);
    await ensureWritable(deps.db, principal, membership);
    const file = await checkTalkFile(input.body.file);
    const thumbnail = file.image ? await talkThumbnail(file.bytes) : null;
    if (file.image && !thumbnail)
      throw new TalkError('TALK_FILE_CONTENT_MISMATCH', 'the image cannot be read', {
        fieldErrors: [{ path: 'body.file', key: 'fileContent' }],
      });
    // The bytes are in the file storage (stored as the upload arrived, or here piece by piece);
    // the message names them.
    const files = fileStorage(deps.db);
    const fileId =
      storedUploadId(input.body.file, principal.tenant.id) ??
      (await files.put(principal.tenant.id, file.bytes));
    try {
      return await sendMessage(deps.db, principal, talkRoomId, async (trx) => {
        const messageId = await insertMessage(trx, {
          tenantId: principal.tenant.id,
          roomId: talkRoomId,
          senderId: principal.user.id,
          type: file.image ? 'IMAGE' : 'OTHER_FILE',
          body: file.fileName,
        });
        await insertFile(trx, {
          tenantId: principal.tenant.id,
          messageId,
          fileName: file.fileName,
          mimeType: file.mimeType,
          fileSize: file.bytes.byteLength,
          fileId,
          thumbnail,
        });
        return messageId;
      });
    } catch (error) {
      await files.discard(principal.tenant.id, fileId);
      throw error;
    }
  },

  async removeMessage({ principal, deps, input }) {
    const { talkRoomId, talkMessageId } = input.params;
    const tenantId = principal.tenant.id;
    await membershipOf(deps.db, principal, talkRoomId);
    const message = await findMessage(deps.db, tenantId, talkRoomId, talkMessageId);
    if (!message) throw new TalkError('TALK_MESSAGE_NOT_FOUND', 'no such message in the room');
    if (Number(message.sender_id) !== principal.user.id)
      throw new TalkError('TALK_NO_PERMISSION', 'only the sender removes a message');
    if (!message.removed)
      await deps.db.transaction().execute(async (trx) => {
        await markMessageRemoved(trx, tenantId, talkMessageId);
        await publishTalkNotice(trx, {
          kind: 'removed',
          tenantId,
          roomId: talkRoomId,
          messageId: talkMessageId,
        });
      });
    const row = await loadMessage(deps.db, tenantId, talkMessageId);
    if (!row) throw new TalkError('TALK_MESSAGE_NOT_FOUND', 'no such message in the room');
    return toMessage(row, principal.user.id, 'MESSAGE_REMOVED');
  },

  participants: readOnly(async ({ principal, deps, input }) => {
    await membershipOf(deps.db, principal, input.params.talkRoomId);
    return participantList(deps.db, principal, input.params.talkRoomId);
  }),

  async addParticipants({ principal, deps, input }) {
    const { talkRoomId } = input.params;
    const tenantId = principal.tenant.id;
    const membership = await membershipOf(deps.db, principal, talkRoomId);
    if (!membership.group_talk)
      throw new TalkError('TALK_NO_PERMISSION', 'a one-to-one room takes no more people');
    const others = await otherPeople(deps.db, principal, input.body.contactIds);
    if (others.length === 0)
      throw new RequestError('VALIDATION_FAILED', 'choose someone other than the user', {
        fieldErrors: [{ path: 'body.contactIds', key: 'required' }],
      });
    await deps.db.transaction().execute(async (trx) => {
      await membershipOf(trx, principal, talkRoomId, true);
      const present = new Set(await participantUserIds(trx, tenantId, talkRoomId));
      const adding = others.filter((id) => !present.has(id));
      if (present.size + adding.length > TALK_LIMITS.participantMax)
        throw new TalkError(
          'TALK_CAPACITY_EXCEEDED',
          `a room holds at most ${TALK_LIMITS.participantMax} people`,
        );
      const added = await insertParticipants(trx, tenantId, talkRoomId, adding);
      if (added.length > 0) await announceJoined(trx, principal, talkRoomId);
    });
    return participantList(deps.db, principal, talkRoomId);
  },

  async removeParticipants({ principal, deps, input }) {
    const { talkRoomId } = input.params;
    const tenantId = principal.tenant.id;
    const me = principal.user.id;
    const membership = await membershipOf(deps.db, principal, talkRoomId);
    if (!membership.group_talk) throw new TalkError('TALK_LEAVE_FAILED', 'a one-to-one room cannot be left');
    const ids = [...new Set(input.body.contactIds)];
    if (ids.some((id) => id !== me) && Number(membership.created_by) !== me)
      throw new TalkError('TALK_NO_PERMISSION', 'only the room’s creator removes others');
    await deps.db.transaction().execute(async (trx) => {
      await membershipOf(trx, principal, talkRoomId, true);
      const removed = await deleteParticipants(trx, tenantId, talkRoomId, ids);
      if (removed.length === 0) return;
      if ((await countParticipants(trx, tenantId, talkRoomId)) === 0)
        await deleteRoom(trx, tenantId, talkRoomId);
      await publishTalkNotice(trx, {
        kind: 'participants',
        tenantId,
        roomId: talkRoomId,
        joinedAt: null,
        removedUserIds: removed,
        byUserId: me,
      });
    });
    if (ids.includes(me)) return { participants: [] };
    return participantList(deps.db, principal, talkRoomId);
  },

  searchParticipants: readOnly(async ({ principal, deps, input }) => {
    const rows = await matchingParticipants(deps.db, principal, input.params.talkRoomId, input.body.freeWord);
    const { slice, next } = paged(rows, input.query.page, input.query.size);
    return {
      participants: slice.map((row) => toParticipant(row, input.params.talkRoomId)),
      next,
    };
  }),

  searchParticipantsCount: readOnly(async ({ principal, deps, input }) => ({
    count: (await matchingParticipants(deps.db, principal, input.params.talkRoomId, input.body.freeWord))
      .length,
  })),
};

/** Unread talk messages of the user, for the notification badge; 0 for those without talk. */
export async function talkUnreadCount(db: Db, principal: Principal): Promise<number> {
  if (!hasCapability(principal.capability, { kind: 'rule', rule: 'talk' })) return 0;
  return unreadTotal(db, principal.tenant.id, principal.user.id);
}
