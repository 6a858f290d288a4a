import type { Db } from '../../db/createDatabase.js';

export type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** The first two people of `trial`. */
export async function trialPeople(db: Db, trialId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', trialId)
    .orderBy('id')
    .limit(2)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** A group room of `trial` with one message, made the first time it is needed. */
async function trialRoom(db: Db, trialId: number): Promise<{ roomId: number; messageId: number }> {
  const existing = await db
    .selectFrom('talk_messages')
    .select(['room_id', 'id'])
    .where('tenant_id', '=', trialId)
    .executeTakeFirst();
  if (existing) return { roomId: Number(existing.room_id), messageId: Number(existing.id) };
  const people = await trialPeople(db, trialId);
  const room = await db
    .insertInto('talk_rooms')
    .values({ tenant_id: trialId, group_talk: true, title: 'Trial room', created_by: people[0]! })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('talk_participants')
    .values(people.map((userId) => ({ tenant_id: trialId, room_id: room.id, user_id: userId })))
    .execute();
  const message = await db
    .insertInto('talk_messages')
    .values({
      tenant_id: trialId,
      room_id: room.id,
      sender_id: people[0]!,
      message_type: 'TEXT',
      body: 'hello',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { roomId: Number(room.id), messageId: Number(message.id) };
}

const roomParams: CrossTenantCase = async (db, trialId) => ({
  params: { talkRoomId: (await trialRoom(db, trialId)).roomId },
});

/**
 * Talk calls of `demo` naming `trial`'s rooms, messages and people: each answers 404, as a room
 * the user is not in does.
 */
export const TALK_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'talk.create': async (db, trialId) => ({
    body: { contactIds: (await trialPeople(db, trialId)).slice(0, 1) },
  }),
  'talk.createGroup': async (db, trialId) => ({ body: { contactIds: await trialPeople(db, trialId) } }),
  'talk.addFavorite': roomParams,
  'talk.removeFavorite': roomParams,
  'talk.get': roomParams,
  'talk.newer': roomParams,
  'talk.older': async (db, trialId) => {
    const { roomId, messageId } = await trialRoom(db, trialId);
    return { params: { talkRoomId: roomId }, query: `?latestMessageId=${messageId + 1}` };
  },
  'talk.readCount': async (db, trialId) => {
    const { roomId, messageId } = await trialRoom(db, trialId);
    return { params: { talkRoomId: roomId }, query: `?talkMessageId=${messageId}` };
  },
  'talk.rename': async (db, trialId) => ({
    ...(await roomParams(db, trialId)),
    body: { groupTalkTitle: 'Taken over' },
  }),
  'talk.sendText': async (db, trialId) => ({ ...(await roomParams(db, trialId)), body: { message: 'hi' } }),
  'talk.sendFile': async (db, trialId) => ({
    ...(await roomParams(db, trialId)),
    body: { file: new File(['hello'], 'hello.txt', { type: 'text/plain' }) },
  }),
  'talk.removeMessage': async (db, trialId) => {
    const { roomId, messageId } = await trialRoom(db, trialId);
    return { params: { talkRoomId: roomId, talkMessageId: messageId } };
  },
  'talk.participants': roomParams,
  'talk.addParticipants': async (db, trialId) => ({
    ...(await roomParams(db, trialId)),
    body: { contactIds: (await trialPeople(db, trialId)).slice(0, 1) },
  }),
  'talk.removeParticipants': async (db, trialId) => ({
    ...(await roomParams(db, trialId)),
    body: { contactIds: (await trialPeople(db, trialId)).slice(0, 1) },
  }),
  'talk.searchParticipants': async (db, trialId) => ({
    ...(await roomParams(db, trialId)),
    body: { freeWord: '' },
  }),
  'talk.searchParticipantsCount': async (db, trialId) => ({
    ...(await roomParams(db, trialId)),
    body: { freeWord: '' },
  }),
};
