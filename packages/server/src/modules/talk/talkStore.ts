import type { TalkMessageType, TalkRoomType } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { bytesBody, fileStorage, type StoredFileBody } from '../../db/storedFiles.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';

/** A person as talk needs them: whether they may talk, and their names. */
export interface TalkPersonRow {
  id: number;
  enabled: boolean;
  user_type: string;
  is_admin: boolean;
}

export async function findPeople(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<TalkPersonRow[]> {
  if (userIds.length === 0) return [];
  return selectTenantRows(db, 'users', tenantId)
    .select(['id', 'enabled', 'user_type', 'is_admin'])
    .where('id', 'in', [...userIds])
    .execute();
}

export async function findDirectRoom(db: Db, tenantId: number, directKey: string): Promise<number | null> {
  const row = await selectTenantRows(db, 'talk_rooms', tenantId)
    .select('id')
    .where('direct_key', '=', directKey)
    .executeTakeFirst();
  return row ? row.id : null;
}

export async function insertRoom(
  db: Db,
  room: {
    tenantId: number;
    groupTalk: boolean;
    title: string | null;
    createdBy: number;
    directKey: string | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('talk_rooms')
    .values({
      tenant_id: room.tenantId,
      group_talk: room.groupTalk,
      title: room.title,
      created_by: room.createdBy,
      direct_key: room.directKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Adds people to a room; those in it already stay as they are. Answers the ids added. */
export async function insertParticipants(
  db: Db,
  tenantId: number,
  roomId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insertInto('talk_participants')
    .values(userIds.map((userId) => ({ tenant_id: tenantId, room_id: roomId, user_id: userId })))
    .onConflict((conflict) => conflict.columns(['room_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

export async function deleteParticipants(
  db: Db,
  tenantId: number,
  roomId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await deleteTenantRows(db, 'talk_participants', tenantId)
    .where('room_id', '=', roomId)
    .where('user_id', 'in', [...userIds])
    .returning('user_id')
    .execute();
  await deleteTenantRows(db, 'talk_favorites', tenantId)
    .where('room_id', '=', roomId)
    .where('user_id', 'in', [...userIds])
    .execute();
  return rows.map((row) => row.user_id);
}

export async function deleteRoom(db: Db, tenantId: number, roomId: number): Promise<void> {
  await deleteTenantRows(db, 'talk_rooms', tenantId, roomId).execute();
}

/** Ids of the room's participants, in no particular order. */
export async function participantUserIds(db: Db, tenantId: number, roomId: number): Promise<number[]> {
  const rows = await selectTenantRows(db, 'talk_participants', tenantId)
    .select('user_id')
    .where('room_id', '=', roomId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The participants who joined at one moment (one transaction's `now()`). */
export async function participantsJoinedAt(
  db: Db,
  tenantId: number,
  roomId: number,
  joinedAt: string,
): Promise<number[]> {
  const rows = await selectTenantRows(db, 'talk_participants', tenantId)
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('joined_at', '=', sql<Date>`${joinedAt}::timestamptz`)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Rooms with their participants, one row each. */
function roomsWithParticipants(db: Db) {
  return db
    .selectFrom('talk_rooms')
    .innerJoin('talk_participants', (join) =>
      join
        .onRef('talk_participants.room_id', '=', 'talk_rooms.id')
        .onRef('talk_participants.tenant_id', '=', 'talk_rooms.tenant_id'),
    );
}

export interface MembershipRow {
  room_id: number;
  group_talk: boolean;
  created_by: number | null;
  last_read_message_id: number;
  joined_at: string;
}

/** The room as one of its participants holds it; null when the user is not in it (or it is not there). */
export async function findMembership(
  db: Db,
  tenantId: number,
  roomId: number,
  userId: number,
  { lock = false } = {},
): Promise<MembershipRow | null> {
  let query = roomsWithParticipants(db)
    .select([
      'talk_rooms.id as room_id',
      'talk_rooms.group_talk',
      'talk_rooms.created_by',
      'talk_participants.last_read_message_id',
      sql<string>`to_char(talk_participants.joined_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'joined_at',
      ),
    ])
    .where('talk_rooms.tenant_id', '=', tenantId)
    .where('talk_rooms.id', '=', roomId)
    .where('talk_participants.user_id', '=', userId);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function countParticipants(db: Db, tenantId: number, roomId: number): Promise<number> {
  const row = await selectTenantRows(db, 'talk_participants', tenantId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('room_id', '=', roomId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The user's rooms of a type, latest activity first. */
export async function listRoomIds(
  db: Db,
  tenantId: number,
  userId: number,
  type: TalkRoomType,
): Promise<number[]> {
  let query = roomsWithParticipants(db)
    .select('talk_rooms.id')
    .where('talk_participants.tenant_id', '=', tenantId)
    .where('talk_participants.user_id', '=', userId);
  if (type === 'ONE_TO_ONE') query = query.where('talk_rooms.group_talk', '=', false);
  if (type === 'GROUP') query = query.where('talk_rooms.group_talk', '=', true);
  if (type === 'FAVORITE')
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('talk_favorites')
          .select('talk_favorites.room_id')
          .whereRef('talk_favorites.room_id', '=', 'talk_rooms.id')
          .where('talk_favorites.tenant_id', '=', tenantId)
          .where('talk_favorites.user_id', '=', userId),
      ),
    );
  const rows = await query
    .orderBy('talk_rooms.last_activity_at', 'desc')
    .orderBy('talk_rooms.id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

/** Titles and participants' names of rooms, for matching a word against them. */
export async function roomNames(
  db: Db,
  tenantId: number,
  roomIds: readonly number[],
): Promise<
  {
    room_id: number;
    title: string | null;
    fullname: string;
    fullname_kana: string;
    fullname_alphabet: string;
  }[]
> {
  if (roomIds.length === 0) return [];
  return roomsWithParticipants(db)
    .innerJoin('users', (join) =>
      join
        .onRef('users.id', '=', 'talk_participants.user_id')
        .onRef('users.tenant_id', '=', 'talk_participants.tenant_id'),
    )
    .select([
      'talk_rooms.id as room_id',
      'talk_rooms.title',
      'users.fullname',
      'users.fullname_kana',
      'users.fullname_alphabet',
    ])
    .where('talk_rooms.tenant_id', '=', tenantId)
    .where('talk_rooms.id', 'in', [...roomIds])
    .execute();
}

export interface RoomViewRow {
  id: number;
  group_talk: boolean;
  title: string | null;
  created_at_s: number;
  /** The first names of the others, for a group without a title. */
  other_names: string | null;
  participant_count: number;
  favorite: boolean;
  unread_count: number;
  /** One-to-one: the other person. */
  other_user_id: number | null;
  other_fullname: string | null;
  other_has_face: boolean | null;
  other_can_talk: boolean | null;
  latest_id: number | null;
  latest_type: TalkMessageType | null;
  latest_body: string | null;
  latest_removed: boolean | null;
  latest_created_at_s: number | null;
}

/** Whether a person may talk: an enabled regular user who is no admin. */
const canTalk = sql<boolean>`(u.enabled and u.user_type = 'REGULAR_USER' and not u.is_admin)`;

/** The rooms as the user sees them, in no particular order. */
export async function loadRoomViews(
  db: Db,
  tenantId: number,
  userId: number,
  roomIds: readonly number[],
): Promise<RoomViewRow[]> {
  if (roomIds.length === 0) return [];
  const { rows } = await sql<RoomViewRow>`
    select r.id, r.group_talk, r.title,
      extract(epoch from r.created_at)::bigint as created_at_s,
      (select string_agg(n.fullname, '、' order by n.fullname_kana, n.id) from (
        select u.id, u.fullname, u.fullname_kana from talk_participants tp
        join users u on u.id = tp.user_id and u.tenant_id = tp.tenant_id
        where tp.tenant_id = r.tenant_id and tp.room_id = r.id and tp.user_id <> ${userId}
        order by u.fullname_kana, u.id limit 5) n) as other_names,
      (select count(*) from talk_participants tp where tp.tenant_id = r.tenant_id and tp.room_id = r.id)
        as participant_count,
      exists (select 1 from talk_favorites f
        where f.tenant_id = r.tenant_id and f.room_id = r.id and f.user_id = ${userId}) as favorite,
      (select count(*) from talk_messages m
        where m.tenant_id = r.tenant_id and m.room_id = r.id and m.id > me.last_read_message_id
          and m.sender_id <> ${userId} and not m.removed) as unread_count,
      other.id as other_user_id, other.fullname as other_fullname,
      other.face_image_updated_at is not null as other_has_face, other.can_talk as other_can_talk,
      lm.id as latest_id, lm.message_type as latest_type, lm.body as latest_body,
      lm.removed as latest_removed, extract(epoch from lm.created_at)::bigint as latest_created_at_s
    from talk_rooms r
    join talk_participants me on me.tenant_id = r.tenant_id and me.room_id = r.id and me.user_id = ${userId}
    left join lateral (
      select u.id, u.fullname, u.face_image_updated_at, ${canTalk} as can_talk
      from talk_participants tp join users u on u.id = tp.user_id and u.tenant_id = tp.tenant_id
      where not r.group_talk and tp.tenant_id = r.tenant_id and tp.room_id = r.id and tp.user_id <> ${userId}
      limit 1
    ) other on true
    left join talk_messages lm on lm.tenant_id = r.tenant_id and lm.id = r.last_message_id
    where r.tenant_id = ${tenantId} and r.id in (${sql.join([...roomIds])})
  `.execute(db);
  return rows;
}

export interface MessageRow {
  id: number;
  room_id: number;
  sender_id: number;
  message_type: TalkMessageType;
  body: string;
  removed: boolean;
  created_at_s: number;
  read_count: number;
  account_id: string;
  fullname: string;
  fullname_kana: string;
  fullname_alphabet: string;
  sender_has_face: boolean;
  file_name: string | null;
  file_size: number | null;
  mime_type: string | null;
  has_thumbnail: boolean | null;
}

function messageQuery(db: Db, tenantId: number) {
  return db
    .selectFrom('talk_messages as m')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'm.sender_id').onRef('u.tenant_id', '=', 'm.tenant_id'),
    )
    .leftJoin('talk_files as f', 'f.message_id', 'm.id')
    .select((eb) => [
      'm.id',
      'm.room_id',
      'm.sender_id',
      'm.message_type',
      'm.body',
      'm.removed',
      sql<number>`extract(epoch from m.created_at)::bigint`.as('created_at_s'),
      eb
        .selectFrom('talk_participants as tp')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('tp.tenant_id', '=', 'm.tenant_id')
        .whereRef('tp.room_id', '=', 'm.room_id')
        .whereRef('tp.user_id', '<>', 'm.sender_id')
        .whereRef('tp.last_read_message_id', '>=', 'm.id')
        .as('read_count'),
      'u.account_id',
      'u.fullname',
      'u.fullname_kana',
      'u.fullname_alphabet',
      sql<boolean>`u.face_image_updated_at is not null`.as('sender_has_face'),
      'f.file_name',
      'f.file_size',
      'f.mime_type',
      sql<boolean | null>`f.thumbnail is not null`.as('has_thumbnail'),
    ])
    .where('m.tenant_id', '=', tenantId);
}

/** A page of a room's messages, oldest first, and whether more lie beyond it. */
export async function listMessages(
  db: Db,
  tenantId: number,
  roomId: number,
  page: { afterId?: number; beforeId?: number; size: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let query = messageQuery(db, tenantId).where('m.room_id', '=', roomId);
  const ascending = page.afterId !== undefined;
  if (page.afterId !== undefined) query = query.where('m.id', '>', page.afterId);
  if (page.beforeId !== undefined) query = query.where('m.id', '<', page.beforeId);
  const rows = (await query
    .orderBy('m.id', ascending ? 'asc' : 'desc')
    .limit(page.size + 1)
    .execute()) as MessageRow[];
  const hasMore = rows.length > page.size;
  const kept = rows.slice(0, page.size);
  return { rows: ascending ? kept : kept.reverse(), hasMore };
}

export async function loadMessage(db: Db, tenantId: number, messageId: number): Promise<MessageRow | null> {
  return ((await messageQuery(db, tenantId).where('m.id', '=', messageId).executeTakeFirst()) ??
    null) as MessageRow | null;
}

export async function insertMessage(
  db: Db,
  message: { tenantId: number; roomId: number; senderId: number; type: TalkMessageType; body: string },
): Promise<number> {
  const { id } = await db
    .insertInto('talk_messages')
    .values({
      tenant_id: message.tenantId,
      room_id: message.roomId,
      sender_id: message.senderId,
      message_type: message.type,
      body: message.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('talk_rooms')
    .set({ last_message_id: id, last_activity_at: sql`now()` })
    .where('tenant_id', '=', message.tenantId)
    .where('id', '=', message.roomId)
    .execute();
  // The sender has read what they sent.
  await db
    .updateTable('talk_participants')
    .set({ last_read_message_id: id })
    .where('tenant_id', '=', message.tenantId)
    .where('room_id', '=', message.roomId)
    .where('user_id', '=', message.senderId)
    .execute();
  return id;
}

/**
 * A text message sent in one statement, when the sender is a participant of the room and the room
 * takes messages (a group, or a one-to-one room whose other person can still talk): the message,
 * the room's last activity, the sender's own read mark and the NOTIFY on `channel`, committed
 * together. Answers the message as `loadMessage` reads it (nobody else has read it yet), or null
 * when the room takes no message from the sender (nothing is written then). The notice carries the
 * row and the room's participants as the statement saw them, so the nodes read nothing to deliver
 * it, unless that would pass NOTIFY's 8,000 bytes (a long text, a large room): then only the ids.
 */
export async function sendTextMessage(
  db: Db,
  message: { tenantId: number; roomId: number; senderId: number; body: string; channel: string },
): Promise<MessageRow | null> {
  const { tenantId, roomId, senderId } = message;
  const { rows } = await sql<MessageRow & { notified: unknown }>`
    with room as (
      select r.id from talk_rooms r
      join talk_participants me
        on me.tenant_id = r.tenant_id and me.room_id = r.id and me.user_id = ${senderId}::bigint
      where r.tenant_id = ${tenantId}::bigint and r.id = ${roomId}::bigint
        and (r.group_talk or exists (
          select 1 from talk_participants o
          join users ou on ou.tenant_id = o.tenant_id and ou.id = o.user_id
          where o.tenant_id = r.tenant_id and o.room_id = r.id and o.user_id <> ${senderId}::bigint
            and ou.enabled and ou.user_type = 'REGULAR_USER' and not ou.is_admin))
    ),
    m as (
      insert into talk_messages (tenant_id, room_id, sender_id, message_type, body)
      select ${tenantId}::bigint, room.id, ${senderId}::bigint, 'TEXT', ${message.body}::text from room
      returning id, room_id, sender_id, message_type, body, removed, created_at
    ),
    touched as (
      update talk_rooms r set last_message_id = m.id, last_activity_at = now() from m
      where r.tenant_id = ${tenantId}::bigint and r.id = m.room_id
    ),
    own_read as (
      update talk_participants p set last_read_message_id = m.id from m
      where p.tenant_id = ${tenantId}::bigint and p.room_id = m.room_id and p.user_id = m.sender_id
    ),
    sent as (
      select m.id, m.room_id, m.sender_id, m.message_type, m.body, m.removed,
        extract(epoch from m.created_at)::bigint as created_at_s, 0::bigint as read_count,
        u.account_id, u.fullname, u.fullname_kana, u.fullname_alphabet,
        u.face_image_updated_at is not null as sender_has_face,
        null::text as file_name, null::integer as file_size, null::text as mime_type,
        null::boolean as has_thumbnail
      from m join users u on u.tenant_id = ${tenantId}::bigint and u.id = m.sender_id
    ),
    notice as (
      select jsonb_build_object('kind', 'message', 'tenantId', ${tenantId}::bigint,
        'roomId', sent.room_id, 'messageId', sent.id) as ids,
        jsonb_build_object('row', to_jsonb(sent), 'participantIds', (
          select jsonb_agg(p.user_id) from talk_participants p
          where p.tenant_id = ${tenantId}::bigint and p.room_id = sent.room_id)) as carried
      from sent
    )
    select sent.*, pg_notify(${message.channel}::text, case
        when octet_length((notice.ids || notice.carried)::text) < 7900
        then (notice.ids || notice.carried)::text
        else notice.ids::text end) as notified
    from sent, notice
  `.execute(db);
  const row = rows[0];
  if (!row) return null;
  const { notified: _notified, ...sent } = row;
  return sent;
}

export async function insertFile(
  db: Db,
  file: {
    tenantId: number;
    messageId: number;
    fileName: string;
    mimeType: string;
    fileSize: number;
    /** Stored beforehand (fileStorage().put). */
    fileId: number;
    thumbnail: Uint8Array | null;
  },
): Promise<void> {
  await db
    .insertInto('talk_files')
    .values({
      message_id: file.messageId,
      tenant_id: file.tenantId,
      file_name: file.fileName,
      mime_type: file.mimeType,
      file_size: file.fileSize,
      file_id: file.fileId,
      thumbnail: file.thumbnail,
    })
    .execute();
}

/** A file of a message of the room, or its thumbnail; null when there is none. */
export async function loadFile(
  db: Db,
  tenantId: number,
  roomId: number,
  messageId: number,
  kind: 'file' | 'thumbnail',
): Promise<{ body: StoredFileBody; fileName: string; mimeType: string } | null> {
  const row = await db
    .selectFrom('talk_files as f')
    .innerJoin('talk_messages as m', (join) =>
      join.onRef('m.id', '=', 'f.message_id').onRef('m.tenant_id', '=', 'f.tenant_id'),
    )
    .select(['f.file_name', 'f.mime_type', 'f.file_id'])
    .$if(kind === 'thumbnail', (query) => query.select('f.thumbnail'))
    .where('f.tenant_id', '=', tenantId)
    .where('m.room_id', '=', roomId)
    .where('f.message_id', '=', messageId)
    .where('m.removed', '=', false)
    .executeTakeFirst();
  if (!row) return null;
  const body =
    kind === 'thumbnail'
      ? row.thumbnail && bytesBody(row.thumbnail)
      : await fileStorage(db).open(tenantId, row.file_id);
  if (!body) return null;
  return { body, fileName: row.file_name, mimeType: row.mime_type };
}

/** Removes a message's text and file, keeping its place in the history. */
export async function markMessageRemoved(db: Db, tenantId: number, messageId: number): Promise<void> {
  await updateTenantRows(db, 'talk_messages', tenantId, messageId).set({ removed: true, body: '' }).execute();
  await deleteTenantRows(db, 'talk_files', tenantId).where('message_id', '=', messageId).execute();
}

/** The message's room and sender, when it is a message of the room. */
export async function findMessage(
  db: Db,
  tenantId: number,
  roomId: number,
  messageId: number,
): Promise<{ sender_id: number; removed: boolean } | null> {
  return (
    (await selectTenantRows(db, 'talk_messages', tenantId, messageId)
      .select(['sender_id', 'removed'])
      .where('room_id', '=', roomId)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Moves the user's last read message forward to `messageId` (never back). Answers the range of
 * messages newly read, `(from, to]`, or null when nothing changed.
 */
export async function advanceLastRead(
  db: Db,
  tenantId: number,
  roomId: number,
  userId: number,
  messageId: number,
): Promise<{ from: number; to: number } | null> {
  const { rows } = await sql<{ previous: number }>`
    update talk_participants p set last_read_message_id = ${messageId}
    from (select last_read_message_id as previous from talk_participants
      where tenant_id = ${tenantId} and room_id = ${roomId} and user_id = ${userId} for update) old
    where p.tenant_id = ${tenantId} and p.room_id = ${roomId} and p.user_id = ${userId}
      and p.last_read_message_id < ${messageId}
    returning old.previous
  `.execute(db);
  const previous = rows[0]?.previous;
  return previous === undefined ? null : { from: Number(previous), to: messageId };
}

/** Read counts of the messages of others in `(from, to]`, newest first, at most `limit`. */
export async function readCountsBetween(
  db: Db,
  tenantId: number,
  roomId: number,
  readerId: number,
  range: { from: number; to: number },
  limit = 100,
): Promise<{ id: number; read_count: number }[]> {
  const { rows } = await sql<{ id: number; read_count: number }>`
    select m.id, (select count(*) from talk_participants tp
      where tp.tenant_id = m.tenant_id and tp.room_id = m.room_id and tp.user_id <> m.sender_id
        and tp.last_read_message_id >= m.id) as read_count
    from talk_messages m
    where m.tenant_id = ${tenantId} and m.room_id = ${roomId} and m.id > ${range.from} and m.id <= ${range.to}
      and m.sender_id <> ${readerId}
    order by m.id desc limit ${limit}
  `.execute(db);
  return rows.map((row) => ({ id: Number(row.id), read_count: Number(row.read_count) }));
}

export async function latestMessageId(db: Db, tenantId: number, roomId: number): Promise<number | null> {
  const row = await selectTenantRows(db, 'talk_rooms', tenantId, roomId)
    .select('last_message_id')
    .executeTakeFirst();
  return row?.last_message_id ?? null;
}

export async function renameRoom(db: Db, tenantId: number, roomId: number, title: string): Promise<void> {
  await updateTenantRows(db, 'talk_rooms', tenantId, roomId).set({ title }).execute();
}

export async function setFavorite(
  db: Db,
  tenantId: number,
  userId: number,
  roomId: number,
  favorite: boolean,
): Promise<void> {
  if (favorite) {
    await db
      .insertInto('talk_favorites')
      .values({ tenant_id: tenantId, user_id: userId, room_id: roomId })
      .onConflict((conflict) => conflict.columns(['user_id', 'room_id']).doNothing())
      .execute();
  } else {
    await deleteTenantRows(db, 'talk_favorites', tenantId)
      .where('user_id', '=', userId)
      .where('room_id', '=', roomId)
      .execute();
  }
}

export interface ParticipantRow {
  user_id: number;
  fullname: string;
  fullname_kana: string;
  fullname_alphabet: string;
  position: string | null;
  has_face: boolean;
  enabled: boolean;
  division_names: string[];
}

/** The room's participants in reading order. */
export async function loadParticipants(db: Db, tenantId: number, roomId: number): Promise<ParticipantRow[]> {
  const { rows } = await sql<ParticipantRow>`
    select u.id as user_id, u.fullname, u.fullname_kana, u.fullname_alphabet, u.position,
      u.face_image_updated_at is not null as has_face, u.enabled,
      coalesce((select array_agg(d.name order by ud.is_primary desc, ud.sort, d.id)
        from user_divisions ud join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
        where ud.tenant_id = u.tenant_id and ud.user_id = u.id), '{}') as division_names
    from talk_participants tp join users u on u.id = tp.user_id and u.tenant_id = tp.tenant_id
    where tp.tenant_id = ${tenantId} and tp.room_id = ${roomId}
    order by u.fullname_kana, u.id
  `.execute(db);
  return rows;
}

/** Messages of others the user has not read, over all their rooms. */
export async function unreadTotal(db: Db, tenantId: number, userId: number): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*) as count from talk_participants p
    join talk_messages m on m.tenant_id = p.tenant_id and m.room_id = p.room_id
      and m.id > p.last_read_message_id
    where p.tenant_id = ${tenantId} and p.user_id = ${userId} and m.sender_id <> ${userId} and not m.removed
  `.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The transaction's `now()`, as `joined_at` holds it, to name the rows it wrote. */
export async function transactionNow(db: Db): Promise<string> {
  const { rows } = await sql<{ now: string }>`
    select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now
  `.execute(db);
  return rows[0]!.now;
}
