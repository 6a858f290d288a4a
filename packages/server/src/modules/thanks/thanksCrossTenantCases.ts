import type { Db } from '../../db/createDatabase.js';
import { trialPeople, type CrossTenantCase } from '../talk/index.js';

/** A stamp and a card of `trial`, made the first time they are needed. */
async function trialCard(
  db: Db,
  trialId: number,
): Promise<{ cardId: number; stampId: number; userId: number }> {
  const [from, to] = await trialPeople(db, trialId);
  const existing = await db
    .selectFrom('thanks_card_stamps')
    .select(['card_id', 'stamp_id'])
    .where('tenant_id', '=', trialId)
    .executeTakeFirst();
  if (existing) return { cardId: Number(existing.card_id), stampId: Number(existing.stamp_id), userId: to! };
  const stamp = await db
    .insertInto('thanks_stamps')
    .values({ tenant_id: trialId, heading: 'Trial', color: 'RED', icon: 'STAR' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const card = await db
    .insertInto('thanks_cards')
    .values({ tenant_id: trialId, from_user_id: from!, message: 'Thanks', point: 1, cost: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('thanks_card_receivers')
    .values({ tenant_id: trialId, card_id: card.id, user_id: to! })
    .execute();
  await db
    .insertInto('thanks_card_stamps')
    .values({ tenant_id: trialId, card_id: card.id, position: 0, stamp_id: stamp.id })
    .execute();
  return { cardId: Number(card.id), stampId: Number(stamp.id), userId: to! };
}

const cardParams: CrossTenantCase = async (db, trialId) => ({
  params: { cardId: (await trialCard(db, trialId)).cardId },
});

/**
 * Thanks calls of `demo` naming `trial`'s cards, stamps, people and divisions: each answers 404,
 * as one that does not exist does.
 */
export const THANKS_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'thanks.cards': async (db, trialId) => ({ query: `toUserId=${(await trialPeople(db, trialId))[0]}` }),
  'thanks.send': async (db, trialId) => ({
    body: { toUserIds: [(await trialPeople(db, trialId))[0]], message: 'ありがとう', point: 1 },
  }),
  'thanks.card': cardParams,
  'thanks.likes': cardParams,
  'thanks.like': cardParams,
  'thanks.react': async (db, trialId) => {
    const { cardId, userId } = await trialCard(db, trialId);
    return { params: { cardId, userId }, body: { reaction: 1 } };
  },
  'thanksAdmin.updateStamp': async (db, trialId) => ({
    params: { stampId: (await trialCard(db, trialId)).stampId },
    body: { heading: 'Changed', color: 'BLUE', icon: 'HEART' },
  }),
  'thanksAdmin.uploadStampIcon': async (db, trialId) => ({
    params: { stampId: (await trialCard(db, trialId)).stampId },
    body: { file: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'stamp.png', { type: 'image/png' }) },
  }),
  'thanksAdmin.removeStampIcon': async (db, trialId) => ({
    params: { stampId: (await trialCard(db, trialId)).stampId },
  }),
  'thanksAdmin.removeStamps': async (db, trialId) => ({
    body: { stampIds: [(await trialCard(db, trialId)).stampId] },
  }),
};
