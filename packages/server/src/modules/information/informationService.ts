import type { Notice, Paged } from '@kizuna/api-client/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';
import { InformationError } from './InformationError.js';

interface Reader {
  readonly tenantId: number;
  readonly userId: number;
}

/** Published now: enabled, started, and not ended (or indefinite). */
function visibleAt(now: Date) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'information'>) =>
    eb.and([
      eb('information.enabled', '=', true),
      eb('information.start_at', '<=', now),
      eb.or([
        eb('information.indefinite_period', '=', true),
        eb('information.end_at', 'is', null),
        eb('information.end_at', '>', now),
      ]),
    ]);
}

/** Published so far: enabled and started, ended or not. */
function startedBy(now: Date) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'information'>) =>
    eb.and([eb('information.enabled', '=', true), eb('information.start_at', '<=', now)]);
}

/** The tenant's notices joined with the reader's read marks. */
function noticesOf(db: Db, reader: Reader) {
  return db
    .selectFrom('information')
    .leftJoin('information_reads', (join) =>
      join
        .onRef('information_reads.information_id', '=', 'information.id')
        .on('information_reads.user_id', '=', reader.userId)
        .on('information_reads.tenant_id', '=', reader.tenantId),
    )
    .select([
      'information.id',
      'information.title',
      'information.memo',
      'information.important',
      'information.start_at',
      'information.end_at',
      'information.indefinite_period',
      'information.must_read',
      sql<boolean>`information_reads.user_id is not null`.as('read'),
    ])
    .where('information.tenant_id', '=', reader.tenantId);
}

type NoticeRow = Awaited<ReturnType<ReturnType<typeof noticesOf>['execute']>>[number];

/** Notices the user sees now: most important first, then newest. */
export async function listNotices(db: Db, reader: Reader, now: Date): Promise<Notice[]> {
  const rows = await noticesOf(db, reader)
    .where(visibleAt(now))
    .orderBy('information.important', 'desc')
    .orderBy('information.start_at', 'desc')
    .orderBy('information.id', 'desc')
    .execute();
  return rows.map(toNotice);
}

/** One page of the notices published to the user so far, current and past, newest first. */
export async function noticeHistory(
  db: Db,
  reader: Reader,
  now: Date,
  { page, size }: { page: number; size: number },
): Promise<Paged<Notice>> {
  const offset = (page - 1) * size;
  const [rows, total] = await Promise.all([
    noticesOf(db, reader)
      .where(startedBy(now))
      .orderBy('information.start_at', 'desc')
      .orderBy('information.id', 'desc')
      .limit(size)
      .offset(offset)
      .execute(),
    db
      .selectFrom('information')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('information.tenant_id', '=', reader.tenantId)
      .where(startedBy(now))
      .executeTakeFirstOrThrow(),
  ]);
  const totalCount = Number(total.n);
  return {
    items: rows.map(toNotice),
    totalCount,
    size,
    offset,
    page,
    hasNext: offset + size < totalCount,
    hasPrevious: page > 1,
  };
}

function toNotice(row: NoticeRow): Notice {
  return {
    informationId: row.id,
    title: row.title,
    memo: row.memo,
    important: row.important as Notice['important'],
    startDatetime: new Date(row.start_at).toISOString(),
    endDatetime: row.indefinite_period || row.end_at === null ? null : new Date(row.end_at).toISOString(),
    indefinitePeriod: row.indefinite_period,
    mustRead: row.must_read,
    read: row.read,
  };
}

export async function countUnread(db: Db, reader: Reader, now: Date): Promise<number> {
  const row = await db
    .selectFrom('information')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('information.tenant_id', '=', reader.tenantId)
    .where(visibleAt(now))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('information_reads')
            .select('information_reads.information_id')
            .whereRef('information_reads.information_id', '=', 'information.id')
            .where('information_reads.user_id', '=', reader.userId)
            .where('information_reads.tenant_id', '=', reader.tenantId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks notices read. Every id must be a notice the user sees now; otherwise nothing is marked and
 * the answer is 404, the same for another tenant's notice as for one that does not exist.
 */
export async function markRead(db: Db, reader: Reader, ids: readonly number[], now: Date): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const visible = await trx
      .selectFrom('information')
      .select('information.id')
      .where('information.tenant_id', '=', reader.tenantId)
      .where('information.id', 'in', wanted)
      .where(visibleAt(now))
      .execute();
    if (visible.length !== wanted.length) {
      const found = new Set(visible.map((row) => row.id));
      const missing = wanted.filter((id) => !found.has(id));
      throw new InformationError('NOTICE_NOT_FOUND', `no visible notice with id ${missing.join(', ')}`);
    }
    await trx
      .insertInto('information_reads')
      .values(
        wanted.map((id) => ({
          tenant_id: reader.tenantId,
          information_id: id,
          user_id: reader.userId,
          read_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'information_id']).doNothing())
      .execute();
    return countUnread(trx, reader, now);
  });
}
