import { sql } from 'kysely';
import type { ThanksLogExport, ThanksLogSummary } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { exportRows, tsvFile, type ExportRows } from '../contactImport/index.js';
import { inBatches } from '../../http/streamedFile.js';
import { dayRange, japanDate, japanDateTime, weekStart } from './thanksPeriods.js';

type Cell = string | number;

interface LogRange {
  readonly tenantId: number;
  readonly from: Date;
  readonly until: Date;
}

/** Rows read per statement of an export. */
const BATCH = 1000;

const REACTIONS = ['', 'うれしい', 'がんばります', 'よくできました', 'びっくり'];

function cardsInRange(db: Db, range: LogRange) {
  return db
    .selectFrom('thanks_cards as c')
    .innerJoin('users as f', (join) =>
      join.onRef('f.id', '=', 'c.from_user_id').onRef('f.tenant_id', '=', 'c.tenant_id'),
    )
    .where('c.tenant_id', '=', range.tenantId)
    .where('c.sent_at', '>=', range.from)
    .where('c.sent_at', '<', range.until);
}

/** A batch of the access export's lines, after `after`. */
function accessBatch(db: Db, range: LogRange, after: { readonly id: number } | undefined, limit: number) {
  return db
    .selectFrom('thanks_access_log as a')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'a.user_id').onRef('u.tenant_id', '=', 'a.tenant_id'),
    )
    .select(['a.id', 'a.accessed_at', 'u.account_id', 'u.fullname'])
    .where('a.tenant_id', '=', range.tenantId)
    .where('a.accessed_at', '>=', range.from)
    .where('a.accessed_at', '<', range.until)
    .$if(after !== undefined, (query) => query.where('a.id', '>', after!.id))
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** A batch of the card export's lines: one per card and receiver, after `after`. */
function cardInfoBatch(
  db: Db,
  range: LogRange,
  after: { readonly id: number; readonly to_id: number } | undefined,
  limit: number,
) {
  return cardsInRange(db, range)
    .innerJoin('thanks_card_receivers as r', (join) =>
      join.onRef('r.card_id', '=', 'c.id').onRef('r.tenant_id', '=', 'c.tenant_id'),
    )
    .innerJoin('users as t', (join) =>
      join.onRef('t.id', '=', 'r.user_id').onRef('t.tenant_id', '=', 'r.tenant_id'),
    )
    .select(['c.id', 'c.sent_at', 'f.account_id as from_account', 'f.fullname as from_name'])
    .select(['t.account_id as to_account', 't.fullname as to_name', 'c.point', 'c.message', 'r.reaction'])
    .select((eb) =>
      eb
        .selectFrom('thanks_likes as l')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('l.card_id', '=', 'c.id')
        .whereRef('l.tenant_id', '=', 'c.tenant_id')
        .as('likes'),
    )
    .select('t.id as to_id')
    .$if(after !== undefined, (query) =>
      query.where(sql<boolean>`(c.id, t.id) > (${after!.id}, ${after!.to_id})`),
    )
    .orderBy('c.id')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}

/** A batch of the likes export's lines, in the order they were given, after `after`. */
function likeBatch(
  db: Db,
  range: LogRange,
  after: { readonly liked_key: string; readonly card_id: number; readonly user_id: number } | undefined,
  limit: number,
) {
  return (
    db
      .selectFrom('thanks_likes as l')
      .innerJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'l.user_id').onRef('u.tenant_id', '=', 'l.tenant_id'),
      )
      .select(['l.card_id', 'l.user_id', 'l.liked_at', 'u.account_id', 'u.fullname'])
      // The time as PostgreSQL writes it (microseconds kept) for the next batch to start after.
      .select(sql<string>`l.liked_at::text`.as('liked_key'))
      .where('l.tenant_id', '=', range.tenantId)
      .where('l.liked_at', '>=', range.from)
      .where('l.liked_at', '<', range.until)
      .$if(after !== undefined, (query) =>
        query.where(
          sql<boolean>`(l.liked_at, l.card_id, l.user_id) > (${after!.liked_key}::timestamptz, ${after!.card_id}, ${after!.user_id})`,
        ),
      )
      .orderBy('l.liked_at')
      .orderBy('l.card_id')
      .orderBy('l.user_id')
      .limit(limit)
      .execute()
  );
}

/** A batch of the card stamps export's lines: one per stamp of a card, after `after`. */
function cardStampBatch(
  db: Db,
  range: LogRange,
  after: { readonly id: number; readonly position: number } | undefined,
  limit: number,
) {
  return cardsInRange(db, range)
    .innerJoin('thanks_card_stamps as cs', (join) =>
      join.onRef('cs.card_id', '=', 'c.id').onRef('cs.tenant_id', '=', 'c.tenant_id'),
    )
    .innerJoin('thanks_stamps as s', (join) =>
      join.onRef('s.id', '=', 'cs.stamp_id').onRef('s.tenant_id', '=', 'cs.tenant_id'),
    )
    .select(['c.id', 'c.sent_at', 'f.account_id', 'f.fullname', 's.id as stamp_id', 's.heading', 's.color'])
    .select('cs.position')
    .$if(after !== undefined, (query) =>
      query.where(sql<boolean>`(c.id, cs.position) > (${after!.id}, ${after!.position})`),
    )
    .orderBy('c.id')
    .orderBy('cs.position')
    .limit(limit)
    .execute();
}

/** Header row and rows of each export: Japanese headers, times in Japan time. */
const EXPORTS: Record<ThanksLogExport, (db: Db, range: LogRange) => Promise<ExportRows<readonly Cell[]>>> = {
  async exportUsageStatistics(db, range) {
    const rows = await sql<{
      account_id: string;
      fullname: string;
      sent_cards: string;
      sent_points: string;
      received_cards: string;
      received_points: string;
      likes: string;
    }>`
      select u.account_id, u.fullname,
        (select count(*) from thanks_cards c where c.tenant_id = u.tenant_id and c.from_user_id = u.id
          and c.sent_at >= ${range.from} and c.sent_at < ${range.until}) as sent_cards,
        (select coalesce(sum(c.cost), 0) from thanks_cards c where c.tenant_id = u.tenant_id and c.from_user_id = u.id
          and c.sent_at >= ${range.from} and c.sent_at < ${range.until}) as sent_points,
        (select count(*) from thanks_card_receivers r join thanks_cards c on c.id = r.card_id and c.tenant_id = r.tenant_id
          where r.tenant_id = u.tenant_id and r.user_id = u.id and c.sent_at >= ${range.from} and c.sent_at < ${range.until}) as received_cards,
        (select coalesce(sum(c.point), 0) from thanks_card_receivers r join thanks_cards c on c.id = r.card_id and c.tenant_id = r.tenant_id
          where r.tenant_id = u.tenant_id and r.user_id = u.id and c.sent_at >= ${range.from} and c.sent_at < ${range.until}) as received_points,
        (select count(*) from thanks_likes l where l.tenant_id = u.tenant_id and l.user_id = u.id
          and l.liked_at >= ${range.from} and l.liked_at < ${range.until}) as likes
      from users u
      where u.tenant_id = ${range.tenantId}
        and exists (select 1 from user_virtual_roles vr where vr.tenant_id = u.tenant_id and vr.user_id = u.id
          and vr.role = 'USER_THANKS_AVAILABLE')
      order by u.account_id`.execute(db);
    return [
      ['アカウントID', '氏名', '送信カード数', '送信ポイント', '受信カード数', '受信ポイント', 'いいね数'],
      ...rows.rows.map((row) => [
        row.account_id,
        row.fullname,
        Number(row.sent_cards),
        Number(row.sent_points),
        Number(row.received_cards),
        Number(row.received_points),
        Number(row.likes),
      ]),
    ];
  },

  async exportCardInfo(db, range) {
    const rows = inBatches<Awaited<ReturnType<typeof cardInfoBatch>>[number]>(
      (after, limit) => cardInfoBatch(db, range, after, limit),
      BATCH,
    );
    return exportRows(
      [
        'カードID',
        '送信日時',
        '送信者アカウントID',
        '送信者氏名',
        '受信者アカウントID',
        '受信者氏名',
        'ポイント',
        'メッセージ',
        'リアクション',
        'いいね数',
      ],
      rows,
      (row) => [
        Number(row.id),
        japanDateTime(new Date(row.sent_at)),
        row.from_account,
        row.from_name,
        row.to_account,
        row.to_name,
        row.point,
        row.message,
        REACTIONS[row.reaction] ?? '',
        Number(row.likes ?? 0),
      ],
    );
  },

  async exportLikeInfo(db, range) {
    const rows = inBatches<Awaited<ReturnType<typeof likeBatch>>[number]>(
      (after, limit) => likeBatch(db, range, after, limit),
      BATCH,
    );
    return exportRows(['カードID', 'いいね日時', 'アカウントID', '氏名'], rows, (row) => [
      Number(row.card_id),
      japanDateTime(new Date(row.liked_at)),
      row.account_id,
      row.fullname,
    ]);
  },

  async exportAccess(db, range) {
    const rows = inBatches<Awaited<ReturnType<typeof accessBatch>>[number]>(
      (after, limit) => accessBatch(db, range, after, limit),
      BATCH,
    );
    return exportRows(['アクセス日時', 'アカウントID', '氏名'], rows, (row) => [
      japanDateTime(new Date(row.accessed_at)),
      row.account_id,
      row.fullname,
    ]);
  },

  async exportCardStamp(db, range) {
    const rows = inBatches<Awaited<ReturnType<typeof cardStampBatch>>[number]>(
      (after, limit) => cardStampBatch(db, range, after, limit),
      BATCH,
    );
    return exportRows(
      [
        'カードID',
        '送信日時',
        '送信者アカウントID',
        '送信者氏名',
        'スタンプID',
        'スタンプ見出し',
        'スタンプ色',
      ],
      rows,
      (row) => [
        Number(row.id),
        japanDateTime(new Date(row.sent_at)),
        row.account_id,
        row.fullname,
        Number(row.stamp_id),
        row.heading,
        row.color,
      ],
    );
  },
};

const FILE_NAMES: Record<ThanksLogExport, string> = {
  exportUsageStatistics: 'thanks_usage_statistics',
  exportCardInfo: 'thanks_cards',
  exportLikeInfo: 'thanks_likes',
  exportAccess: 'thanks_access',
  exportCardStamp: 'thanks_card_stamps',
};

/** One export as a TSV file: CRLF line ends, UTF-8 with BOM or Shift_JIS, as contact exports. */
export async function thanksLogFile(
  db: Db,
  tenantId: number,
  name: ThanksLogExport,
  query: { dateFrom: string; dateTo: string; charset: 'UTF-8' | 'Shift_JIS' },
): Promise<File> {
  const rows = await EXPORTS[name](db, { tenantId, ...dayRange(query.dateFrom, query.dateTo) });
  const days = `${query.dateFrom.replace(/-/g, '')}_${query.dateTo.replace(/-/g, '')}`;
  return tsvFile(`${FILE_NAMES[name]}_${days}.tsv`, rows, query.charset);
}

/** Cards per week (weeks starting on the reset weekday) and the ten most active divisions. */
export async function thanksLogSummary(
  db: Db,
  tenantId: number,
  query: { dateFrom: string; dateTo: string },
  resetDayOfWeek: number,
): Promise<ThanksLogSummary> {
  const range = { tenantId, ...dayRange(query.dateFrom, query.dateTo) };
  const cards = await cardsInRange(db, range).select(['c.sent_at', 'c.cost']).execute();
  const weeks = new Map<string, { weekStart: string; cardCount: number; pointTotal: number }>();
  for (
    let at = weekStart(range.from, resetDayOfWeek);
    at < range.until;
    at = new Date(at.getTime() + 7 * 86_400_000)
  ) {
    const key = japanDate(at);
    weeks.set(key, { weekStart: key, cardCount: 0, pointTotal: 0 });
  }
  for (const card of cards) {
    const week = weeks.get(japanDate(weekStart(new Date(card.sent_at), resetDayOfWeek)));
    if (!week) continue;
    week.cardCount += 1;
    week.pointTotal += card.cost;
  }
  const divisions = await sql<{ id: string; name: string; sent: string; received: string }>`
    with activity as (
      select c.from_user_id as user_id, 1 as sent, 0 as received from thanks_cards c
        where c.tenant_id = ${tenantId} and c.sent_at >= ${range.from} and c.sent_at < ${range.until}
      union all
      select r.user_id, 0, 1 from thanks_card_receivers r join thanks_cards c on c.id = r.card_id and c.tenant_id = r.tenant_id
        where r.tenant_id = ${tenantId} and c.sent_at >= ${range.from} and c.sent_at < ${range.until}
    )
    select d.id, d.name, sum(a.sent) as sent, sum(a.received) as received
    from activity a
    join user_divisions ud on ud.user_id = a.user_id and ud.tenant_id = ${tenantId} and ud.is_primary
    join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
    group by d.id, d.name
    order by sum(a.sent) + sum(a.received) desc, d.id
    limit 10`.execute(db);
  return {
    weeks: [...weeks.values()],
    topDivisions: divisions.rows.map((row) => ({
      divisionId: Number(row.id),
      divisionName: row.name,
      sentCount: Number(row.sent),
      receivedCount: Number(row.received),
    })),
  };
}
