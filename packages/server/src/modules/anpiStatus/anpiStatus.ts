import type { AnpiSafety } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The person holds company-level permission (sees every check's results and everyone's answers). */
export async function hasCompanyLevelPermission(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('anpi_company_permissions')
    .select('user_id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Open checks that ask the person and that they have not answered: the badge's number. */
export async function pendingAnpiCount(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('anpi_check_targets as t')
    .innerJoin('anpi_checks as c', (join) =>
      join.onRef('c.id', '=', 't.check_id').onRef('c.tenant_id', '=', 't.tenant_id'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('t.tenant_id', '=', tenantId)
    .where('t.user_id', '=', userId)
    .where('c.closed_at', 'is', null)
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
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The directory's ANPI column: answer (the safety code), comment and time. */
export interface LatestAnpiAnswer {
  readonly answer: AnpiSafety | null;
  readonly comment: string | null;
  readonly answeredAt: string | null;
}

/**
 * Each person's answer to the latest check that asked them (empty while they have not answered
 * it, so an old "safe" never stands for a new emergency). People never asked are left out.
 */
export async function latestAnpiAnswers(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<Map<number, LatestAnpiAnswer>> {
  if (userIds.length === 0) return new Map();
  const result = await sql<{
    user_id: number;
    safety: AnpiSafety | null;
    comment: string | null;
    answered_at: Date | null;
  }>`
    select distinct on (t.user_id) t.user_id, a.safety, a.comment, a.answered_at
    from anpi_check_targets t
    left join anpi_answers a
      on a.check_id = t.check_id and a.user_id = t.user_id and a.tenant_id = t.tenant_id
    where t.tenant_id = ${tenantId} and t.user_id = any(${[...userIds]}::bigint[])
    order by t.user_id, t.check_id desc`.execute(db);
  return new Map(
    result.rows.map((row) => [
      Number(row.user_id),
      {
        answer: row.safety,
        comment: row.safety === null ? null : row.comment || null,
        answeredAt: row.answered_at === null ? null : iso(row.answered_at),
      },
    ]),
  );
}

const NO_ANSWER: LatestAnpiAnswer = { answer: null, comment: null, answeredAt: null };

/**
 * The directory's ANPI column for a viewer: everyone's latest answer for ADMIN_ANPI and
 * company-level permission holders, otherwise the viewer's own only. People the viewer may not
 * see are left out; a person never asked shows as not answered.
 */
export async function anpiAnswersVisibleTo(
  db: Db,
  viewer: {
    tenant: { id: number };
    user: { id: number };
    userRoles: readonly string[];
    tenantFeatures: readonly string[];
  },
  userIds: readonly number[],
): Promise<Map<number, LatestAnpiAnswer>> {
  if (!viewer.tenantFeatures.includes('ANPI')) return new Map();
  const tenantId = viewer.tenant.id;
  const everyone =
    viewer.userRoles.includes('ADMIN_ANPI') ||
    (await hasCompanyLevelPermission(db, tenantId, viewer.user.id));
  const visible = everyone ? [...userIds] : userIds.filter((id) => id === viewer.user.id);
  const latest = await latestAnpiAnswers(db, tenantId, visible);
  return new Map(visible.map((id) => [id, latest.get(id) ?? NO_ANSWER]));
}
