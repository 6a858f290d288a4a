import type { CallRecord, PublicPerson } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** One page of the tenant's people, oldest change first (then by id), changed at or after `since`. */
export async function peoplePage(
  db: Db,
  tenantId: number,
  since: Date | null,
  page: { limit: number; offset: number },
): Promise<{ rows: PublicPerson[]; totalCount: number }> {
  let query = selectTenantRows(db, 'users', tenantId);
  if (since) query = query.where('updated_at', '>=', since);
  const [rows, count] = await Promise.all([
    query
      .select((eb) => [
        'id',
        'account_id',
        'fullname',
        'fullname_kana',
        'fullname_alphabet',
        'email',
        'extension_num',
        'phone_num',
        'mobile_num',
        'post',
        'position',
        'enabled',
        'updated_at',
        eb
          .selectFrom('user_divisions')
          .select(
            sql<
              number[]
            >`coalesce(array_agg(division_id order by is_primary desc, sort, division_id), '{}')`.as('ids'),
          )
          .whereRef('user_divisions.user_id', '=', 'users.id')
          .whereRef('user_divisions.tenant_id', '=', 'users.tenant_id')
          .as('division_ids'),
      ])
      .orderBy('updated_at')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.count),
    rows: rows.map((row) => ({
      contactId: Number(row.id),
      accountId: row.account_id,
      fullname: row.fullname,
      fullnameKana: row.fullname_kana,
      fullnameAlphabet: row.fullname_alphabet,
      email: row.email,
      extensionNum: row.extension_num,
      phoneNum: row.phone_num,
      mobileNum: row.mobile_num,
      post: row.post,
      position: row.position,
      divisionIds: (row.division_ids ?? []).map(Number),
      enabled: row.enabled,
      updatedAt: iso(row.updated_at),
    })),
  };
}

interface CallHistoryRow {
  id: number;
  user_id: number;
  direction: 'INCOMING' | 'OUTGOING';
  from_num: string;
  to_num: string;
  call_status: boolean;
  called_at: Date | string;
}

function toCallRecord(row: CallHistoryRow): CallRecord {
  return {
    callRecordId: Number(row.id),
    userId: Number(row.user_id),
    direction: row.direction,
    fromNum: row.from_num,
    toNum: row.to_num,
    connected: row.call_status,
    calledAt: iso(row.called_at),
  };
}

const CALL_COLUMNS = [
  'id',
  'user_id',
  'direction',
  'from_num',
  'to_num',
  'call_status',
  'called_at',
] as const;

/** The tenant's call records after `afterId`, in the order they were written. */
export async function callRecordsAfter(
  db: Db,
  tenantId: number,
  afterId: number,
  limit: number,
): Promise<{ rows: CallRecord[]; more: boolean }> {
  const rows = await selectTenantRows(db, 'call_history', tenantId)
    .select(CALL_COLUMNS)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).map(toCallRecord), more: rows.length > limit };
}

export async function insertCallRecord(
  db: Db,
  tenantId: number,
  record: Omit<CallRecord, 'callRecordId'>,
): Promise<CallRecord> {
  const row = await db
    .insertInto('call_history')
    .values({
      tenant_id: tenantId,
      user_id: record.userId,
      direction: record.direction,
      call_id: null,
      from_num: record.fromNum,
      to_num: record.toNum,
      call_status: record.connected,
      called_at: new Date(record.calledAt),
    })
    .returning(CALL_COLUMNS)
    .executeTakeFirstOrThrow();
  return toCallRecord(row);
}
