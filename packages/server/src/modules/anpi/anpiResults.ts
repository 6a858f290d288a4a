import type { AnpiCounts, AnpiNonResponder, AnpiResults } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { enqueueMail } from '../mail/index.js';
import { AnpiError } from './AnpiError.js';
import { issueAnpiLinks } from './anpiLinks.js';
import { anpiCheckMails } from './anpiMail.js';
import { loadCheck, type StartCheckContext } from './anpiService.js';

/** The divisions a query of a check's people is limited to; null: everyone it asks. */
type DivisionFilter = readonly number[] | null;

interface CountRow {
  division_id: number | null;
  division_name: string | null;
  targets: string | number;
  answered: string | number;
  safe: string | number;
  minor: string | number;
  serious: string | number;
  can_work: string | number;
  cannot_work: string | number;
}

function toCounts(row: CountRow): AnpiCounts {
  const targets = Number(row.targets);
  const answered = Number(row.answered);
  return {
    targets,
    answered,
    unanswered: targets - answered,
    safe: Number(row.safe),
    minorInjury: Number(row.minor),
    seriousInjury: Number(row.serious),
    canWork: Number(row.can_work),
    cannotWork: Number(row.cannot_work),
  };
}

const ZERO: CountRow = {
  division_id: null,
  division_name: null,
  targets: 0,
  answered: 0,
  safe: 0,
  minor: 0,
  serious: 0,
  can_work: 0,
  cannot_work: 0,
};

/** Counts of everyone a check asks, in total and per division they were in when it started. */
export async function checkResults(
  db: Db,
  tenantId: number,
  checkId: number,
  divisionIds: DivisionFilter = null,
): Promise<AnpiResults> {
  const check = await loadCheck(db, tenantId, checkId);
  const inScope = divisionIds === null ? sql`true` : sql`t.division_id = any(${[...divisionIds]}::bigint[])`;
  const { rows } = await sql<CountRow>`
    select t.division_id, t.division_name,
      count(*) as targets,
      count(a.user_id) as answered,
      count(*) filter (where a.safety = 'SAFE') as safe,
      count(*) filter (where a.safety = 'MINOR_INJURY') as minor,
      count(*) filter (where a.safety = 'SERIOUS_INJURY') as serious,
      count(*) filter (where a.can_work) as can_work,
      count(*) filter (where not a.can_work) as cannot_work
    from anpi_check_targets t
    left join anpi_answers a on a.check_id = t.check_id and a.user_id = t.user_id and a.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and t.check_id = ${checkId} and ${inScope}
    group by t.division_id, t.division_name
    order by t.division_name nulls last, t.division_id`.execute(db);
  const total = rows.reduce<CountRow>(
    (sum, row) => ({
      ...sum,
      targets: Number(sum.targets) + Number(row.targets),
      answered: Number(sum.answered) + Number(row.answered),
      safe: Number(sum.safe) + Number(row.safe),
      minor: Number(sum.minor) + Number(row.minor),
      serious: Number(sum.serious) + Number(row.serious),
      can_work: Number(sum.can_work) + Number(row.can_work),
      cannot_work: Number(sum.cannot_work) + Number(row.cannot_work),
    }),
    ZERO,
  );
  return {
    check,
    scope: divisionIds === null ? 'COMPANY' : 'DIVISIONS',
    totals: toCounts(total),
    divisions: rows.map((row) => ({
      divisionId: row.division_id === null ? null : Number(row.division_id),
      name: row.division_name,
      counts: toCounts(row),
    })),
  };
}

function nonRespondersQuery(db: Db, tenantId: number, checkId: number, divisionIds: DivisionFilter) {
  const query = db
    .selectFrom('anpi_check_targets as t')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 't.user_id').onRef('u.tenant_id', '=', 't.tenant_id'),
    )
    .where('t.tenant_id', '=', tenantId)
    .where('t.check_id', '=', checkId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('anpi_answers as a')
            .select('a.user_id')
            .whereRef('a.check_id', '=', 't.check_id')
            .whereRef('a.user_id', '=', 't.user_id')
            .whereRef('a.tenant_id', '=', 't.tenant_id'),
        ),
      ),
    );
  return divisionIds === null ? query : query.where('t.division_id', 'in', [...divisionIds]);
}

/** People of a check who have not answered, by kana reading, one page. */
export async function nonResponders(
  db: Db,
  tenantId: number,
  checkId: number,
  page: number,
  size: number,
  divisionIds: DivisionFilter = null,
): Promise<{ items: AnpiNonResponder[]; totalCount: number }> {
  await loadCheck(db, tenantId, checkId);
  const base = nonRespondersQuery(db, tenantId, checkId, divisionIds);
  const [rows, count] = await Promise.all([
    base
      .select([
        'u.id',
        'u.fullname',
        't.division_name',
        'u.extension_num',
        'u.phone_num',
        'u.mobile_num',
        'u.email',
      ])
      .orderBy('u.fullname_kana')
      .orderBy('u.id')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.count),
    items: rows.map((row) => ({
      userId: Number(row.id),
      fullname: row.fullname,
      divisionName: row.division_name,
      extensionNum: row.extension_num,
      phoneNum: row.phone_num,
      mobileNum: row.mobile_num,
      email: row.email,
    })),
  };
}

/**
 * Asks the people who have not answered again (those of `divisionIds`, when given): a new link
 * each (the old ones stop), by mail; the badge keeps counting the check for them until they answer.
 */
export async function notifyNonResponders(
  db: Db,
  tenantId: number,
  checkId: number,
  now: Date,
  context: StartCheckContext,
  divisionIds: DivisionFilter = null,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const check = await trx
      .selectFrom('anpi_checks')
      .select(['kind', 'title', 'message', 'closed_at'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', checkId)
      .forUpdate()
      .executeTakeFirst();
    if (!check) throw new AnpiError('ANPI_CHECK_NOT_FOUND', `no check ${checkId} in the tenant`);
    if (check.closed_at !== null) throw new AnpiError('ANPI_CHECK_CLOSED', 'the check is closed');
    const people = await nonRespondersQuery(trx, tenantId, checkId, divisionIds)
      .select(['u.id', 'u.email', 'u.fullname'])
      .execute();
    const userIds = people.map((p) => Number(p.id));
    if (userIds.length === 0) return 0;
    const tokens = await issueAnpiLinks(trx, tenantId, checkId, userIds, now);
    await trx
      .updateTable('anpi_check_targets')
      .set({ notified_at: now })
      .where('tenant_id', '=', tenantId)
      .where('check_id', '=', checkId)
      .where('user_id', 'in', userIds)
      .execute();
    await enqueueMail(
      trx,
      anpiCheckMails({
        tenantId,
        language: context.language,
        kind: check.kind,
        title: check.title,
        message: check.message,
        receivers: people.map((p) => ({ userId: Number(p.id), email: p.email, fullname: p.fullname })),
        tokens,
        publicUrl: context.publicUrl,
      }),
      now,
    );
    return userIds.length;
  });
}
