import {
  extractThanksHashtags,
  type ThanksStampColor,
  type ThanksStampIcon,
} from '@kizuna/api-client/contract';
import type { Db } from '../db/createDatabase.js';

const STAMPS: readonly { heading: string; color: ThanksStampColor; icon: ThanksStampIcon }[] = [
  { heading: 'ありがとう', color: 'PINK', icon: 'HEART' },
  { heading: '助かりました', color: 'GREEN', icon: 'HANDSHAKE' },
  { heading: 'さすがです', color: 'BLUE', icon: 'STAR' },
  { heading: 'ナイスファイト', color: 'ORANGE', icon: 'MUSCLE' },
  { heading: 'おめでとう', color: 'YELLOW', icon: 'GIFT' },
  { heading: 'ひらめき', color: 'TEAL', icon: 'LIGHT_BULB' },
  { heading: 'お疲れさま', color: 'BROWN', icon: 'COFFEE' },
  { heading: 'チームワーク', color: 'DEEP_BLUE', icon: 'CLAP' },
];

interface SeedCard {
  /** Index into the people; 0 is yamada.taro. */
  readonly from: number;
  readonly to: readonly number[];
  readonly message: string;
  readonly point: number;
  /** Indexes into STAMPS. */
  readonly stamps: readonly number[];
  readonly daysAgo: number;
  /** A reaction per receiver (0: none yet). */
  readonly reactions?: readonly number[];
  /** Indexes into the people who liked it. */
  readonly likes?: readonly number[];
}

// yamada.taro's own cards lie before the current week and month, so his sendable and received
// points start whole (300 and 0) on a fresh demo; the others' cards fill the recent weeks.
const CARDS: readonly SeedCard[] = [
  {
    from: 1,
    to: [0],
    message: '見積もりの急ぎ対応、本当に助かりました！ #感謝',
    point: 30,
    stamps: [1, 0],
    daysAgo: 40,
    reactions: [1],
    likes: [2, 3, 4],
  },
  {
    from: 0,
    to: [1, 2],
    message: '展示会の準備ありがとうございました。おかげで大盛況でした ＃チームワーク',
    point: 20,
    stamps: [7, 4],
    daysAgo: 38,
    reactions: [3, 1],
    likes: [3, 5],
  },
  {
    from: 3,
    to: [0],
    message: '新人研修の講師、わかりやすかったと評判です。',
    point: 10,
    stamps: [2],
    daysAgo: 36,
    reactions: [2],
    likes: [1],
  },
  {
    from: 0,
    to: [4],
    message: '夜遅くまでのシステム切り替え、お疲れさまでした。',
    point: 15,
    stamps: [6],
    daysAgo: 35,
    reactions: [1],
  },
  {
    from: 2,
    to: [3],
    message: '会議資料のまとめ方、とても参考になりました！ #ナレッジ共有',
    point: 10,
    stamps: [5],
    daysAgo: 21,
    reactions: [4],
    likes: [0, 1, 4, 5],
  },
  {
    from: 4,
    to: [5, 6],
    message: '引っ越し作業の段取り、完璧でした。ありがとうございます。',
    point: 20,
    stamps: [1, 7],
    daysAgo: 18,
    reactions: [1, 0],
    likes: [0, 2],
  },
  {
    from: 5,
    to: [2],
    message: '受注おめでとうございます！ #祝',
    point: 50,
    stamps: [4, 2],
    daysAgo: 14,
    reactions: [3],
    likes: [0, 1, 3, 4, 6, 7],
  },
  {
    from: 6,
    to: [7],
    message: '急な来客対応を代わっていただき助かりました。',
    point: 10,
    stamps: [1],
    daysAgo: 12,
    likes: [5],
  },
  {
    from: 7,
    to: [4],
    message: 'お客様から丁寧な対応だったとお礼の電話がありました！',
    point: 30,
    stamps: [2, 0],
    daysAgo: 9,
    reactions: [2],
    likes: [0, 6],
  },
  {
    from: 1,
    to: [3, 5, 6],
    message: '月末の締め作業、皆さんのおかげで間に合いました ＃チームワーク',
    point: 10,
    stamps: [7, 6, 0],
    daysAgo: 7,
    reactions: [1, 3, 0],
    likes: [0, 2, 4],
  },
  {
    from: 2,
    to: [6],
    message: '新しいテンプレート、さっそく使わせてもらっています。 #改善',
    point: 15,
    stamps: [5],
    daysAgo: 5,
    likes: [1],
  },
  {
    from: 3,
    to: [1],
    message: 'いつも的確なアドバイスをありがとうございます。',
    point: 20,
    stamps: [0, 2],
    daysAgo: 4,
    reactions: [1],
    likes: [0],
  },
  {
    from: 5,
    to: [7],
    message: 'プレゼンの練習に付き合ってくれてありがとう！本番もうまくいきました。',
    point: 25,
    stamps: [3, 4],
    daysAgo: 2,
    reactions: [4],
    likes: [0, 1, 2, 3],
  },
  {
    from: 6,
    to: [2, 4],
    message: '倉庫の棚卸し、手伝っていただきありがとうございました。 #感謝',
    point: 10,
    stamps: [6, 1],
    daysAgo: 1,
    likes: [5, 7],
  },
  {
    from: 4,
    to: [1],
    message: '朝一番の共有、いつも助かっています。 ＃感謝',
    point: 10,
    stamps: [0],
    daysAgo: 0,
    likes: [0],
  },
];

/**
 * Thanks of demo: its stamps, and cards between yamada.taro and seven colleagues over the last
 * weeks, with reactions and likes. The cards are seen, so badges start at 0.
 */
export async function seedThanks(db: Db, tenantId: number, tenantCode: string, now: Date): Promise<void> {
  if (tenantCode !== 'demo') return;
  const yamada = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', 'yamada.taro')
    .executeTakeFirst();
  if (!yamada) return;
  const colleagues = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '<>', yamada.id)
    .where('is_admin', '=', false)
    .where('enabled', '=', true)
    .where('user_type', '=', 'REGULAR_USER')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_virtual_roles as vr')
          .select('vr.user_id')
          .whereRef('vr.user_id', '=', 'users.id')
          .where('vr.role', '=', 'USER_THANKS_AVAILABLE'),
      ),
    )
    .orderBy('id')
    .limit(7)
    .execute();
  if (colleagues.length < 7) return;
  const people = [yamada.id, ...colleagues.map((row) => row.id)].map(Number);
  const person = (index: number) => people[index]!;

  await db.transaction().execute(async (trx) => {
    const stamps = await trx
      .insertInto('thanks_stamps')
      .values(STAMPS.map((stamp) => ({ tenant_id: tenantId, ...stamp, created_at: now })))
      .returning('id')
      .execute();
    for (const card of CARDS) {
      const sentAt = new Date(now.getTime() - card.daysAgo * 86_400_000 - 3_600_000);
      const { id: cardId } = await trx
        .insertInto('thanks_cards')
        .values({
          tenant_id: tenantId,
          from_user_id: person(card.from),
          message: card.message,
          point: card.point,
          cost: card.point * card.to.length,
          sent_at: sentAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = { tenant_id: tenantId, card_id: cardId };
      await trx
        .insertInto('thanks_card_receivers')
        .values(
          card.to.map((to, index) => ({
            ...rows,
            user_id: person(to),
            reaction: card.reactions?.[index] ?? 0,
            seen: true,
          })),
        )
        .execute();
      await trx
        .insertInto('thanks_card_stamps')
        .values(card.stamps.map((stamp, position) => ({ ...rows, position, stamp_id: stamps[stamp]!.id })))
        .execute();
      const tags = extractThanksHashtags(card.message);
      if (tags.length > 0)
        await trx
          .insertInto('thanks_card_hashtags')
          .values(tags.map((tag) => ({ ...rows, tag })))
          .execute();
      if (card.likes?.length)
        await trx
          .insertInto('thanks_likes')
          .values(card.likes.map((like) => ({ ...rows, user_id: person(like), liked_at: sentAt })))
          .execute();
    }
  });
}
