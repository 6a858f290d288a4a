import type { AnpiPeopleSort, AnpiPerson, AnpiPersonState, AnpiSafety } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { exportRows, tsvFile } from '../contactImport/index.js';
import { japanDateTime } from '../thanks/index.js';
import { loadCheck } from './anpiService.js';

/** The filters and sort of the results list; the export takes the same. */
export interface AnpiPeopleFilter {
  readonly state: AnpiPersonState;
  readonly canWork: 'ALL' | 'YES' | 'NO';
  readonly divisionId?: number | undefined;
  readonly sort: AnpiPeopleSort;
  readonly order: 'asc' | 'desc';
}

/**
 * Serious injuries first, then minor ones, then who has not answered (they may need a call), then
 * the safe; within each, those who cannot come to work first.
 */
const SEVERITY = sql<number>`case a.safety when 'SERIOUS_INJURY' then 0 when 'MINOR_INJURY' then 1 when 'SAFE' then 3 else 2 end`;

/**
 * One statement for a check's people with their answers: the targets of the check (primary key
 * `(check_id, user_id)`), their user row and answer by primary key, and who entered it. Filtering,
 * sorting and paging happen in the same statement; `count(*) over ()` gives the total with the page.
 */
function peopleQuery(
  db: Db,
  tenantId: number,
  checkId: number,
  filter: AnpiPeopleFilter,
  divisionIds: readonly number[] | null,
) {
  let query = db
    .selectFrom('anpi_check_targets as t')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 't.user_id').onRef('u.tenant_id', '=', 't.tenant_id'),
    )
    .leftJoin('anpi_answers as a', (join) =>
      join
        .onRef('a.check_id', '=', 't.check_id')
        .onRef('a.user_id', '=', 't.user_id')
        .onRef('a.tenant_id', '=', 't.tenant_id'),
    )
    .leftJoin('users as e', (join) =>
      join.onRef('e.id', '=', 'a.entered_by').onRef('e.tenant_id', '=', 'a.tenant_id'),
    )
    .where('t.tenant_id', '=', tenantId)
    .where('t.check_id', '=', checkId);
  if (divisionIds !== null) query = query.where('t.division_id', 'in', [...divisionIds]);
  if (filter.divisionId !== undefined) query = query.where('t.division_id', '=', filter.divisionId);
  const safety = (values: readonly AnpiSafety[]) => query.where('a.safety', 'in', [...values]);
  switch (filter.state) {
    case 'ALL':
      break;
    case 'ANSWERED':
      query = query.where('a.user_id', 'is not', null);
      break;
    case 'UNANSWERED':
      query = query.where('a.user_id', 'is', null);
      break;
    case 'INJURED':
      query = safety(['MINOR_INJURY', 'SERIOUS_INJURY']);
      break;
    case 'SAFE':
    case 'MINOR_INJURY':
    case 'SERIOUS_INJURY':
      query = safety([filter.state]);
      break;
    default:
      filter.state satisfies never;
  }
  if (filter.canWork !== 'ALL') query = query.where('a.can_work', '=', filter.canWork === 'YES');
  const dir = filter.order === 'desc' ? sql`desc` : sql`asc`;
  const byName = [sql`u.fullname_kana asc`, sql`u.fullname asc`, sql`u.id asc`];
  const bySeverity = [sql`${SEVERITY} ${dir}`, sql`a.can_work asc nulls first`];
  const order = (() => {
    switch (filter.sort) {
      case 'severity':
        return [...bySeverity, ...byName];
      case 'name':
        return [sql`u.fullname_kana ${dir}`, sql`u.fullname ${dir}`, sql`u.id ${dir}`];
      case 'division':
        return [sql`t.division_name ${dir} nulls last`, ...bySeverity, ...byName];
      case 'answeredAt':
        return [sql`a.answered_at ${dir} nulls last`, ...byName];
      default:
        return filter.sort satisfies never;
    }
  })();
  return query
    .select([
      'u.id',
      'u.fullname',
      'u.fullname_kana',
      'u.fullname_alphabet',
      't.division_id',
      't.division_name',
      'u.extension_num',
      'u.phone_num',
      'u.mobile_num',
      'u.email',
      'u.account_id',
      'a.safety',
      'a.can_work',
      'a.comment',
      'a.answered_at',
      'a.entered_by',
      'e.fullname as entered_by_name',
    ])
    .orderBy(sql.join(order));
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleQuery>['execute']>>[number];

function toPerson(row: PersonRow): AnpiPerson {
  const userId = Number(row.id);
  const byOther = row.entered_by !== null && Number(row.entered_by) !== userId;
  return {
    userId,
    fullname: row.fullname,
    fullnameKana: row.fullname_kana,
    fullnameAlphabet: row.fullname_alphabet,
    divisionId: row.division_id === null ? null : Number(row.division_id),
    divisionName: row.division_name,
    extensionNum: row.extension_num,
    phoneNum: row.phone_num,
    mobileNum: row.mobile_num,
    email: row.email,
    answer:
      row.safety === null || row.answered_at === null || row.can_work === null
        ? null
        : {
            safety: row.safety,
            canWork: row.can_work,
            comment: row.comment ?? '',
            answeredAt: new Date(row.answered_at).toISOString(),
            enteredBy: byOther
              ? { userId: Number(row.entered_by), fullname: row.entered_by_name ?? '' }
              : null,
          },
  };
}

/** One page of a check's people as the filter asks, with the total the filter matches. */
export async function checkPeople(
  db: Db,
  tenantId: number,
  checkId: number,
  filter: AnpiPeopleFilter,
  page: number,
  size: number,
  divisionIds: readonly number[] | null,
): Promise<{ items: AnpiPerson[]; totalCount: number }> {
  await loadCheck(db, tenantId, checkId);
  const base = peopleQuery(db, tenantId, checkId, filter, divisionIds);
  const rows = await base
    .select(sql<string | number>`count(*) over ()`.as('total'))
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  let totalCount = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page > 1) {
    // A page past the end still says how many there are.
    const count = await db
      .selectFrom(base.clearOrderBy().as('p'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    totalCount = Number(count.n);
  }
  return { items: rows.map(toPerson), totalCount };
}

const SAFETY_JA = { SAFE: '無事', MINOR_INJURY: '軽傷', SERIOUS_INJURY: '重傷' } as const;

/**
 * The people the list shows with these filters, in its order, every page: TSV with Japanese headers
 * and Japan times (UTF-8 with BOM, or Shift_JIS), read a batch at a time while it is sent.
 */
export async function peopleFile(
  db: Db,
  tenantId: number,
  checkId: number,
  filter: AnpiPeopleFilter,
  charset: 'UTF-8' | 'Shift_JIS',
  divisionIds: readonly number[] | null,
): Promise<File> {
  await loadCheck(db, tenantId, checkId);
  const query = peopleQuery(db, tenantId, checkId, filter, divisionIds);
  async function* rows() {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const batch = await query.limit(EXPORT_BATCH).offset(offset).execute();
      yield* batch;
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return tsvFile(
    `anpi_${checkId}_results.tsv`,
    exportRows(
      ['アカウントID', '氏名', '所属', '安否', '出社', 'コメント', '回答日時', '代理入力者'],
      rows(),
      (row) => {
        const person = toPerson(row);
        return [
          row.account_id,
          row.fullname,
          row.division_name ?? '',
          person.answer ? SAFETY_JA[person.answer.safety] : '未回答',
          person.answer === null ? '' : person.answer.canWork ? '可' : '不可',
          person.answer?.comment ?? '',
          row.answered_at === null ? '' : japanDateTime(new Date(row.answered_at)),
          person.answer?.enteredBy?.fullname ?? '',
        ];
      },
    ),
    charset,
  );
}

/** People read per statement of the export. */
const EXPORT_BATCH = 1000;
