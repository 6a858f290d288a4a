import { sql } from 'kysely';
import {
  extractThanksHashtags,
  THANKS_LIMITS,
  type ThanksCard,
  type ThanksReaction,
  type ThanksStamp,
  type ThanksStampColor,
  type ThanksStampIcon,
  type ThanksUser,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { periodStart, weekStart } from './thanksPeriods.js';

export interface ThanksSettingsRow {
  point_limit: number;
  reset_day_of_week: number;
  close_date: number;
  notification_on: boolean;
}

const DEFAULT_SETTINGS: ThanksSettingsRow = {
  point_limit: THANKS_LIMITS.pointLimitDefault,
  reset_day_of_week: 1,
  close_date: 0,
  notification_on: false,
};

export async function loadSettings(db: Db, tenantId: number): Promise<ThanksSettingsRow> {
  const row = await db
    .selectFrom('thanks_settings')
    .select(['point_limit', 'reset_day_of_week', 'close_date', 'notification_on'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row ?? DEFAULT_SETTINGS;
}

export async function saveSettings(
  db: Db,
  tenantId: number,
  change: Partial<ThanksSettingsRow>,
  now: Date,
): Promise<ThanksSettingsRow> {
  const current = await loadSettings(db, tenantId);
  const next = { ...current, ...change };
  await db
    .insertInto('thanks_settings')
    .values({ tenant_id: tenantId, ...next, updated_at: now })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ ...change, updated_at: now }))
    .execute();
  return loadSettings(db, tenantId);
}

/** Points the user spent since the week began, and received since the tally began. */
export async function pointStatus(
  db: Db,
  tenantId: number,
  userId: number,
  now: Date,
): Promise<{ receivedPoint: number; sendablePoint: number; pointLimit: number }> {
  const settings = await loadSettings(db, tenantId);
  const since = weekStart(now, settings.reset_day_of_week);
  const tally = periodStart(now, settings.close_date);
  const spent = await selectTenantRows(db, 'thanks_cards', tenantId)
    .select(sql<string>`coalesce(sum(cost), 0)`.as('total'))
    .where('from_user_id', '=', userId)
    .where('sent_at', '>=', since)
    .executeTakeFirstOrThrow();
  const received = await db
    .selectFrom('thanks_card_receivers as r')
    .innerJoin('thanks_cards as c', (join) =>
      join.onRef('c.id', '=', 'r.card_id').onRef('c.tenant_id', '=', 'r.tenant_id'),
    )
    .select(sql<string>`coalesce(sum(c.point), 0)`.as('total'))
    .where('r.tenant_id', '=', tenantId)
    .where('r.user_id', '=', userId)
    .where('c.sent_at', '>=', tally)
    .executeTakeFirstOrThrow();
  return {
    receivedPoint: Number(received.total),
    sendablePoint: Math.max(0, settings.point_limit - Number(spent.total)),
    pointLimit: settings.point_limit,
  };
}

/**
 * Locks the sender for the rest of the transaction, so two sends of one person run one after the
 * other and the second sees the points the first spent.
 */
export async function lockSender(db: Db, tenantId: number, userId: number): Promise<void> {
  await selectTenantRows(db, 'users', tenantId, userId).select('id').forNoKeyUpdate().execute();
}

/** People of the tenant among `userIds`, and whether each may use thanks. */
export async function findPeople(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<{ id: number; email: string | null; fullname: string; can_thank: boolean }[]> {
  if (userIds.length === 0) return [];
  const rows = await selectTenantRows(db, 'users', tenantId)
    .select(['id', 'email', 'fullname'])
    .select((eb) =>
      eb
        .and([
          eb('enabled', '=', true),
          eb('user_type', '=', 'REGULAR_USER'),
          eb.exists(
            eb
              .selectFrom('user_virtual_roles as vr')
              .select('vr.user_id')
              .whereRef('vr.user_id', '=', 'users.id')
              .whereRef('vr.tenant_id', '=', 'users.tenant_id')
              .where('vr.role', '=', 'USER_THANKS_AVAILABLE'),
          ),
        ])
        .as('can_thank'),
    )
    .where('id', 'in', [...userIds])
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), can_thank: Boolean(row.can_thank) }));
}

export async function divisionsExist(
  db: Db,
  tenantId: number,
  divisionIds: readonly number[],
): Promise<boolean> {
  if (divisionIds.length === 0) return true;
  const rows = await selectTenantRows(db, 'divisions', tenantId)
    .select('id')
    .where('id', 'in', [...divisionIds])
    .execute();
  return rows.length === new Set(divisionIds).size;
}

/** The stamps of the tenant among `stampIds` (effective ones only, when `effectiveOnly`). */
export async function findStamps(
  db: Db,
  tenantId: number,
  stampIds: readonly number[],
  effectiveOnly: boolean,
): Promise<number[]> {
  if (stampIds.length === 0) return [];
  let query = selectTenantRows(db, 'thanks_stamps', tenantId)
    .select('id')
    .where('id', 'in', [...stampIds])
    .where('removed', '=', false);
  if (effectiveOnly) query = query.where('is_effective', '=', true);
  return (await query.execute()).map((row) => Number(row.id));
}

export async function insertCard(
  db: Db,
  card: {
    tenantId: number;
    fromUserId: number;
    message: string;
    point: number;
    toUserIds: readonly number[];
    stampIds: readonly number[];
    sentAt: Date;
  },
): Promise<number> {
  const { tenantId } = card;
  const { id } = await db
    .insertInto('thanks_cards')
    .values({
      tenant_id: tenantId,
      from_user_id: card.fromUserId,
      message: card.message,
      point: card.point,
      cost: card.point * card.toUserIds.length,
      sent_at: card.sentAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardId = Number(id);
  await db
    .insertInto('thanks_card_receivers')
    .values(card.toUserIds.map((userId) => ({ tenant_id: tenantId, card_id: cardId, user_id: userId })))
    .execute();
  if (card.stampIds.length > 0)
    await db
      .insertInto('thanks_card_stamps')
      .values(
        card.stampIds.map((stampId, position) => ({
          tenant_id: tenantId,
          card_id: cardId,
          position,
          stamp_id: stampId,
        })),
      )
      .execute();
  const tags = extractThanksHashtags(card.message);
  if (tags.length > 0)
    await db
      .insertInto('thanks_card_hashtags')
      .values(tags.map((tag) => ({ tenant_id: tenantId, card_id: cardId, tag })))
      .execute();
  return cardId;
}

export interface CardFilter {
  toUserId?: number | undefined;
  fromUserId?: number | undefined;
  divisionIds?: readonly number[] | undefined;
}

function filteredCards(db: Db, tenantId: number, filter: CardFilter) {
  let query = selectTenantRows(db, 'thanks_cards', tenantId);
  if (filter.fromUserId !== undefined) query = query.where('from_user_id', '=', filter.fromUserId);
  if (filter.toUserId !== undefined) {
    const toUserId = filter.toUserId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('thanks_card_receivers as r')
          .select('r.card_id')
          .whereRef('r.card_id', '=', 'thanks_cards.id')
          .where('r.tenant_id', '=', tenantId)
          .where('r.user_id', '=', toUserId),
      ),
    );
  }
  const divisionIds = filter.divisionIds ?? [];
  if (divisionIds.length > 0) {
    query = query.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('user_divisions as ud')
            .select('ud.user_id')
            .whereRef('ud.user_id', '=', 'thanks_cards.from_user_id')
            .where('ud.tenant_id', '=', tenantId)
            .where('ud.division_id', 'in', [...divisionIds]),
        ),
        eb.exists(
          eb
            .selectFrom('thanks_card_receivers as r')
            .innerJoin('user_divisions as ud', (join) =>
              join.onRef('ud.user_id', '=', 'r.user_id').onRef('ud.tenant_id', '=', 'r.tenant_id'),
            )
            .select('r.card_id')
            .whereRef('r.card_id', '=', 'thanks_cards.id')
            .where('r.tenant_id', '=', tenantId)
            .where('ud.division_id', 'in', [...divisionIds]),
        ),
      ]),
    );
  }
  return query;
}

export async function listCardIds(
  db: Db,
  tenantId: number,
  filter: CardFilter,
  page: { size: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const [rows, count] = await Promise.all([
    filteredCards(db, tenantId, filter)
      .select('id')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset(page.offset)
      .execute(),
    filteredCards(db, tenantId, filter)
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => Number(row.id)), total: Number(count.total) };
}

export async function cardExists(db: Db, tenantId: number, cardId: number): Promise<boolean> {
  const row = await selectTenantRows(db, 'thanks_cards', tenantId, cardId).select('id').executeTakeFirst();
  return row !== undefined;
}

/** Where the app loads a stamp's own image: on Kizuna's origin, a new address for each image. */
export function stampIconUrl(stampId: number, version: number): string {
  return `/front/thanks/stampIcon/${stampId}?v=${version}`;
}

export function toStamp(row: {
  id: number;
  heading: string;
  color: string;
  icon: string;
  is_effective: boolean;
  icon_file_id: number | null;
  icon_version: number;
}): ThanksStamp {
  return {
    stampId: Number(row.id),
    heading: row.heading,
    color: row.color as ThanksStampColor,
    icon: row.icon as ThanksStampIcon,
    isEffective: row.is_effective,
    iconUrl: row.icon_file_id === null ? null : stampIconUrl(Number(row.id), row.icon_version),
  };
}

async function usersOf(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<Map<number, ThanksUser>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.fullname', 'u.fullname_kana'])
    .select(sql<boolean>`u.face_image_updated_at is not null`.as('has_face'))
    .select((eb) =>
      eb
        .selectFrom('user_divisions as ud')
        .innerJoin('divisions as d', (join) =>
          join.onRef('d.id', '=', 'ud.division_id').onRef('d.tenant_id', '=', 'ud.tenant_id'),
        )
        .select('d.name')
        .whereRef('ud.user_id', '=', 'u.id')
        .whereRef('ud.tenant_id', '=', 'u.tenant_id')
        .orderBy('ud.is_primary', 'desc')
        .orderBy('ud.sort')
        .limit(1)
        .as('division_name'),
    )
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        userId: Number(row.id),
        contactId: Number(row.id),
        fullName: row.fullname,
        fullNameKana: row.fullname_kana,
        divisionName: row.division_name ?? null,
        imagePath: row.has_face ? `/front/thanks/faceImage/thumbnail/${row.id}` : null,
      },
    ]),
  );
}

/** The cards, in the order of `cardIds`, as `viewerId` sees them. */
export async function loadCards(
  db: Db,
  tenantId: number,
  cardIds: readonly number[],
  viewerId: number,
  now: Date,
): Promise<ThanksCard[]> {
  if (cardIds.length === 0) return [];
  const ids = [...cardIds];
  const [cards, receivers, stamps, settings] = await Promise.all([
    selectTenantRows(db, 'thanks_cards', tenantId)
      .select(['id', 'from_user_id', 'message', 'point', 'sent_at'])
      .select((eb) => [
        eb
          .selectFrom('thanks_likes as l')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('l.card_id', '=', 'thanks_cards.id')
          .where('l.tenant_id', '=', tenantId)
          .as('like_count'),
        eb
          .exists(
            eb
              .selectFrom('thanks_likes as l')
              .select('l.user_id')
              .whereRef('l.card_id', '=', 'thanks_cards.id')
              .where('l.tenant_id', '=', tenantId)
              .where('l.user_id', '=', viewerId),
          )
          .as('liked'),
      ])
      .where('id', 'in', ids)
      .execute(),
    selectTenantRows(db, 'thanks_card_receivers', tenantId)
      .select(['card_id', 'user_id', 'reaction'])
      .where('card_id', 'in', ids)
      .orderBy('card_id')
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('thanks_card_stamps as cs')
      .innerJoin('thanks_stamps as s', (join) =>
        join.onRef('s.id', '=', 'cs.stamp_id').onRef('s.tenant_id', '=', 'cs.tenant_id'),
      )
      .select([
        'cs.card_id',
        's.id',
        's.heading',
        's.color',
        's.icon',
        's.is_effective',
        's.icon_file_id',
        's.icon_version',
      ])
      .where('cs.tenant_id', '=', tenantId)
      .where('cs.card_id', 'in', ids)
      .orderBy('cs.card_id')
      .orderBy('cs.position')
      .execute(),
    loadSettings(db, tenantId),
  ]);
  const people = await usersOf(db, tenantId, [
    ...cards.map((card) => Number(card.from_user_id)),
    ...receivers.map((receiver) => Number(receiver.user_id)),
  ]);
  const closedBefore = periodStart(now, settings.close_date).getTime();
  const byId = new Map(
    cards.map((card) => {
      const cardId = Number(card.id);
      const cardStamps = stamps.filter((stamp) => Number(stamp.card_id) === cardId).map(toStamp);
      const view: ThanksCard = {
        cardId,
        closed: new Date(card.sent_at).getTime() < closedBefore,
        fromUser: people.get(Number(card.from_user_id))!,
        toUsers: receivers
          .filter((receiver) => Number(receiver.card_id) === cardId)
          .map((receiver) => ({
            ...people.get(Number(receiver.user_id))!,
            reaction: receiver.reaction as 0 | ThanksReaction,
          })),
        message: card.message,
        hashtags: extractThanksHashtags(card.message),
        point: card.point,
        sentAt: new Date(card.sent_at).toISOString(),
        stampIds: cardStamps.map((stamp) => stamp.stampId),
        stamps: cardStamps,
        gradientLayers: [...new Set(cardStamps.map((stamp) => stamp.color))].slice(
          0,
          THANKS_LIMITS.gradientLayersMax,
        ),
        likeCount: Number(card.like_count ?? 0),
        liked: Boolean(card.liked),
      };
      return [cardId, view] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function likeCard(
  db: Db,
  tenantId: number,
  cardId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('thanks_likes')
    .values({ tenant_id: tenantId, card_id: cardId, user_id: userId, liked_at: now })
    .onConflict((conflict) => conflict.columns(['card_id', 'user_id']).doNothing())
    .execute();
}

export async function likesOf(
  db: Db,
  tenantId: number,
  cardId: number,
  userId: number,
): Promise<{ cardId: number; likeCount: number; liked: boolean }> {
  const rows = await selectTenantRows(db, 'thanks_likes', tenantId)
    .select('user_id')
    .where('card_id', '=', cardId)
    .execute();
  return { cardId, likeCount: rows.length, liked: rows.some((row) => Number(row.user_id) === userId) };
}

/** Sets the receiver's reaction; false when they are no receiver of the card. */
export async function setReaction(
  db: Db,
  tenantId: number,
  cardId: number,
  userId: number,
  reaction: ThanksReaction,
): Promise<boolean> {
  const result = await updateTenantRows(db, 'thanks_card_receivers', tenantId)
    .set({ reaction })
    .where('card_id', '=', cardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function isReceiver(db: Db, tenantId: number, cardId: number, userId: number): Promise<boolean> {
  const row = await selectTenantRows(db, 'thanks_card_receivers', tenantId)
    .select('user_id')
    .where('card_id', '=', cardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function unseenCount(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await selectTenantRows(db, 'thanks_card_receivers', tenantId)
    .select(sql<string>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('seen', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markAllSeen(db: Db, tenantId: number, userId: number): Promise<number> {
  const result = await updateTenantRows(db, 'thanks_card_receivers', tenantId)
    .set({ seen: true })
    .where('user_id', '=', userId)
    .where('seen', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Records a visit of the feed, and forgets the tenant's visits older than the logs are kept. */
export async function recordAccess(db: Db, tenantId: number, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('thanks_access_log')
    .values({ tenant_id: tenantId, user_id: userId, accessed_at: now })
    .execute();
  const cutoff = new Date(now.getTime() - THANKS_LIMITS.logRetentionDays * 86_400_000);
  await db
    .deleteFrom('thanks_access_log')
    .where('tenant_id', '=', tenantId)
    .where('accessed_at', '<', cutoff)
    .execute();
}

const STAMP_COLUMNS = [
  'id',
  'heading',
  'color',
  'icon',
  'is_effective',
  'icon_file_id',
  'icon_version',
] as const;

export interface StampInput {
  heading: string;
  color: string;
  icon: string;
  isEffective: boolean;
}

/** The tenant's stamps not removed, oldest first; only the effective ones when `effectiveOnly`. */
export async function listStamps(db: Db, tenantId: number, effectiveOnly: boolean): Promise<ThanksStamp[]> {
  let query = selectTenantRows(db, 'thanks_stamps', tenantId)
    .select(STAMP_COLUMNS)
    .where('removed', '=', false);
  if (effectiveOnly) query = query.where('is_effective', '=', true);
  return (await query.orderBy('id').execute()).map(toStamp);
}

export async function insertStamp(db: Db, tenantId: number, stamp: StampInput): Promise<ThanksStamp> {
  const { heading, color, icon, isEffective } = stamp;
  const row = await db
    .insertInto('thanks_stamps')
    .values({ tenant_id: tenantId, heading, color, icon, is_effective: isEffective })
    .returning(STAMP_COLUMNS)
    .executeTakeFirstOrThrow();
  return toStamp(row);
}

/** The changed stamp; undefined when the tenant has no such stamp. */
export async function updateStamp(
  db: Db,
  tenantId: number,
  stampId: number,
  stamp: StampInput,
): Promise<ThanksStamp | undefined> {
  const { heading, color, icon, isEffective } = stamp;
  const row = await updateTenantRows(db, 'thanks_stamps', tenantId, stampId)
    .set({ heading, color, icon, is_effective: isEffective })
    .where('removed', '=', false)
    .returning(STAMP_COLUMNS)
    .executeTakeFirst();
  return row ? toStamp(row) : undefined;
}

/** Marks stamps removed (cards keep them); answers how many were. */
export async function removeStamps(db: Db, tenantId: number, stampIds: readonly number[]): Promise<number> {
  const result = await updateTenantRows(db, 'thanks_stamps', tenantId)
    .set({ removed: true, is_effective: false })
    .where('id', 'in', [...stampIds])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
