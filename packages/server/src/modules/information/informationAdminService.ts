import type {
  AdminNotice,
  NoticeImportance,
  NoticeReadState,
  NoticeReadsPage,
} from '@kizuna/api-client/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { InformationTable } from '../../db/DatabaseSchema.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { exportRows, tsvFile } from '../contactImport/index.js';
import { japanDateTime } from '../thanks/index.js';
import { InformationError } from './InformationError.js';
import { publishNoticesNotice } from './noticeEvents.js';

/** The administrator making a change, and where from (for the action log). */
export type NoticeActor = AdminActor;

/** A notice as saved: the body of `POST /admin/information` after validation. */
export interface NoticeDraft {
  readonly informationId?: number | undefined;
  readonly title: string;
  readonly memo: string;
  readonly important: NoticeImportance;
  readonly startDatetime: string;
  readonly endDatetime: string | null;
  readonly indefinitePeriod: boolean;
  readonly enabled: boolean;
  readonly mustRead: boolean;
}

type NoticeRow = Selectable<InformationTable>;

const iso = (at: Date | string) => new Date(at).toISOString();

function toAdminNotice(row: NoticeRow, readCount: number): AdminNotice {
  return {
    informationId: Number(row.id),
    title: row.title,
    memo: row.memo,
    important: row.important as NoticeImportance,
    startDatetime: iso(row.start_at),
    endDatetime: row.indefinite_period || row.end_at === null ? null : iso(row.end_at),
    indefinitePeriod: row.indefinite_period,
    mustRead: row.must_read,
    enabled: row.enabled,
    readCount,
    updatedAt: iso(row.updated_at),
  };
}

function readCountOf(db: Db, tenantId: number, informationId: number) {
  return db
    .selectFrom('information_reads')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('information_id', '=', informationId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** Every notice of the tenant, newest start first, with its read count. */
export async function listAdminNotices(db: Db, tenantId: number): Promise<AdminNotice[]> {
  const rows = await db
    .selectFrom('information')
    .selectAll('information')
    .select((eb) =>
      eb
        .selectFrom('information_reads')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('information_reads.information_id', '=', 'information.id')
        .whereRef('information_reads.tenant_id', '=', 'information.tenant_id')
        .as('read_count'),
    )
    .where('information.tenant_id', '=', tenantId)
    .orderBy('information.start_at', 'desc')
    .orderBy('information.id', 'desc')
    .execute();
  return rows.map((row) => toAdminNotice(row, Number(row.read_count ?? 0)));
}

/** The tenant's notice, locked for the change; 404 for one of another tenant, as for none. */
async function noticeOf(db: Db, tenantId: number, informationId: number, lock: boolean): Promise<NoticeRow> {
  let query = db
    .selectFrom('information')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', informationId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new InformationError('NOTICE_NOT_FOUND', `no notice ${informationId} in the tenant`);
  return row;
}

/** Creates the notice, or changes the one `informationId` names; logged and pushed on commit. */
export async function saveNotice(db: Db, actor: NoticeActor, draft: NoticeDraft): Promise<AdminNotice> {
  const values = {
    title: draft.title,
    memo: draft.memo,
    important: draft.important,
    start_at: new Date(draft.startDatetime),
    end_at: draft.indefinitePeriod || !draft.endDatetime ? null : new Date(draft.endDatetime),
    indefinite_period: draft.indefinitePeriod,
    enabled: draft.enabled,
    must_read: draft.mustRead,
    updated_at: actor.now,
  };
  return db.transaction().execute(async (trx) => {
    const before =
      draft.informationId === undefined
        ? null
        : await noticeOf(trx, actor.tenantId, draft.informationId, true);
    const after = before
      ? await trx
          .updateTable('information')
          .set(values)
          .where('tenant_id', '=', actor.tenantId)
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('information')
          .values({ ...values, tenant_id: actor.tenantId, created_at: actor.now })
          .returningAll()
          .executeTakeFirstOrThrow();
    const id = Number(after.id);
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: before ? 'information.update' : 'information.create',
      target: `information:${id}`,
      before: before && toAdminNotice(before, 0),
      after: toAdminNotice(after, 0),
    });
    await publishNoticesNotice(trx, { tenantId: actor.tenantId, informationIds: [id] });
    return toAdminNotice(after, before ? await readCountOf(trx, actor.tenantId, id) : 0);
  });
}

/** Deletes the notice with its read marks; logged and pushed on commit. */
export async function deleteNotice(db: Db, actor: NoticeActor, informationId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const before = await noticeOf(trx, actor.tenantId, informationId, true);
    await trx
      .deleteFrom('information')
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', before.id)
      .execute();
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'information.delete',
      target: `information:${informationId}`,
      before: toAdminNotice(before, 0),
      after: null,
    });
    await publishNoticesNotice(trx, { tenantId: actor.tenantId, informationIds: [informationId] });
    return 1;
  });
}

interface ReaderRow {
  id: number | string;
  account_id: string;
  fullname: string;
  division_name: string | null;
  read_at: Date | string | null;
}

/** The enabled people of the tenant, with their main division and when they read the notice. */
function readersOf(db: Db, tenantId: number, informationId: number, state: NoticeReadState | null) {
  const filter =
    state === null ? sql`` : state === 'read' ? sql`and r.read_at is not null` : sql`and r.read_at is null`;
  return (limit: number | null, offset: number) =>
    sql<ReaderRow>`
    select u.id, u.account_id, u.fullname, r.read_at,
      (select d.name from user_divisions ud
         join divisions d on d.id = ud.division_id and d.tenant_id = ud.tenant_id
       where ud.tenant_id = u.tenant_id and ud.user_id = u.id
       order by ud.is_primary desc, ud.sort limit 1) as division_name
    from users u
    left join information_reads r
      on r.tenant_id = u.tenant_id and r.user_id = u.id and r.information_id = ${informationId}
    where u.tenant_id = ${tenantId} and u.enabled ${filter}
    order by r.read_at is null, u.fullname_kana, u.id
    ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`.execute(db);
}

async function readCounts(db: Db, tenantId: number, informationId: number) {
  const { rows } = await sql<{ people: string | number; read: string | number }>`
    select count(*) as people, count(r.user_id) as read
    from users u
    left join information_reads r
      on r.tenant_id = u.tenant_id and r.user_id = u.id and r.information_id = ${informationId}
    where u.tenant_id = ${tenantId} and u.enabled`.execute(db);
  const people = Number(rows[0]?.people ?? 0);
  const read = Number(rows[0]?.read ?? 0);
  return { read, unread: people - read };
}

/** One page of the people who have, or have not, read the notice, by their kana reading. */
export async function noticeReads(
  db: Db,
  tenantId: number,
  informationId: number,
  query: { state: NoticeReadState; page: number; size: number },
): Promise<NoticeReadsPage> {
  await noticeOf(db, tenantId, informationId, false);
  const counts = await readCounts(db, tenantId, informationId);
  const offset = (query.page - 1) * query.size;
  const { rows } = await readersOf(db, tenantId, informationId, query.state)(query.size, offset);
  const totalCount = query.state === 'read' ? counts.read : counts.unread;
  return {
    items: rows.map((row) => ({
      userId: Number(row.id),
      accountId: row.account_id,
      fullName: row.fullname,
      divisionName: row.division_name,
      readAt: row.read_at === null ? null : iso(row.read_at),
    })),
    totalCount,
    size: query.size,
    offset,
    page: query.page,
    hasNext: offset + rows.length < totalCount,
    hasPrevious: query.page > 1,
    readCount: counts.read,
    unreadCount: counts.unread,
  };
}

/** Everyone with their read state, as TSV with Japanese headers and Japan times, read in batches. */
export async function noticeReadsFile(
  db: Db,
  tenantId: number,
  informationId: number,
  charset: 'UTF-8' | 'Shift_JIS',
): Promise<File> {
  await noticeOf(db, tenantId, informationId, false);
  const page = readersOf(db, tenantId, informationId, null);
  async function* rows() {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const { rows: batch } = await page(EXPORT_BATCH, offset);
      yield* batch;
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return tsvFile(
    `notice_${informationId}_reads.tsv`,
    exportRows(['状態', 'アカウントID', '氏名', '所属', '既読日時'], rows(), (row) => [
      row.read_at === null ? '未読' : '既読',
      row.account_id,
      row.fullname,
      row.division_name ?? '',
      row.read_at === null ? '' : japanDateTime(new Date(row.read_at)),
    ]),
    charset,
  );
}

/** People read per statement of the export. */
const EXPORT_BATCH = 1000;
