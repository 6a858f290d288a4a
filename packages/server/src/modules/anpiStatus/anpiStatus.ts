import type { AnpiSafety } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { expandDivisions } from '../directorySearch/index.js';

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

/**
 * From this `level` up (課長 and above on the 5-step scale of the demo data: 部長 5, 次長 4, 課長 3,
 * 係長 2, 主任 1), a person manages the divisions they belong to: they follow the results of the
 * people of those divisions and their sub-divisions, call those who have not answered, enter
 * answers for them and ask them again. Below it, a person sees only their own answer.
 */
export const ANPI_MANAGER_LEVEL = 3;

/** Who is looking: the signed-in person with their roles and divisions (a `Principal` fits). */
export interface AnpiViewer {
  readonly tenant: { readonly id: number };
  readonly user: { readonly id: number; readonly level: number | string | null };
  readonly userRoles: readonly string[];
  readonly tenantFeatures: readonly string[];
  /** Primary division first, then concurrent posts. */
  readonly divisionIds: readonly number[];
  /** Whether they hold company-level permission, when known (a principal knows); read otherwise. */
  readonly anpiCompanyPermission?: boolean;
}

/**
 * Whose answers a person may follow: everyone (ADMIN_ANPI or company-level permission), the
 * people of some divisions (a division manager; a check's people count in the division they were
 * in when it started), or no one but themselves.
 */
export type AnpiScope =
  | { readonly kind: 'COMPANY' }
  | { readonly kind: 'DIVISIONS'; readonly divisionIds: readonly number[] }
  | { readonly kind: 'SELF' };

export async function anpiScopeOf(db: Db, viewer: AnpiViewer): Promise<AnpiScope> {
  const tenantId = viewer.tenant.id;
  if (viewer.userRoles.includes('ADMIN_ANPI')) return { kind: 'COMPANY' };
  const companyLevel =
    viewer.anpiCompanyPermission ?? (await hasCompanyLevelPermission(db, tenantId, viewer.user.id));
  if (companyLevel) return { kind: 'COMPANY' };
  if (Number(viewer.user.level) < ANPI_MANAGER_LEVEL || viewer.divisionIds.length === 0) {
    return { kind: 'SELF' };
  }
  const divisionIds = await expandDivisions(db, tenantId, viewer.divisionIds);
  return divisionIds.length > 0 ? { kind: 'DIVISIONS', divisionIds } : { kind: 'SELF' };
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
  /** The viewer may not see this person's answer. */
  readonly restricted: boolean;
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
  const latest = await latestAnswerRows(db, tenantId, userIds);
  return new Map([...latest].map(([userId, row]) => [userId, row.answer]));
}

/** A person's answer to the latest check that asked them, as the database answers it. */
export interface LatestAnswerRow {
  readonly user_id: number | string;
  /** The division the check asked them in (its snapshot). */
  readonly division_id: number | string | null;
  readonly safety: AnpiSafety | null;
  readonly comment: string | null;
  readonly answered_at: Date | string | null;
}

/** Each person's latest answer with the division they were asked in, by user id. */
export type LatestAnswers = ReadonlyMap<number, { answer: LatestAnpiAnswer; divisionId: number | null }>;

/** Rows as `latest_anpi_answers` (or `person_page`'s `latest_anpi`) answer them, by user id. */
export function latestAnswersOf(rows: readonly LatestAnswerRow[]): LatestAnswers {
  return new Map(
    rows.map((row) => [
      Number(row.user_id),
      {
        divisionId: row.division_id === null ? null : Number(row.division_id),
        answer: {
          answer: row.safety,
          comment: row.safety === null ? null : row.comment || null,
          answeredAt: row.answered_at === null ? null : iso(row.answered_at),
          restricted: false,
        },
      },
    ]),
  );
}

/**
 * The latest answers with the division the person was asked in (the check's snapshot); one call of
 * `latest_anpi_answers` (migration 0037: a function, so each connection keeps its plan).
 */
async function latestAnswerRows(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<LatestAnswers> {
  if (userIds.length === 0) return new Map();
  const result = await sql<LatestAnswerRow>`
    select * from latest_anpi_answers(${tenantId}, ${[...userIds]}::bigint[])`.execute(db);
  return latestAnswersOf(result.rows);
}

const NO_ANSWER: LatestAnpiAnswer = { answer: null, comment: null, answeredAt: null, restricted: false };
const RESTRICTED: LatestAnpiAnswer = { ...NO_ANSWER, restricted: true };

/**
 * The directory's ANPI column for a viewer: everyone's latest answer for ADMIN_ANPI and
 * company-level permission holders; for a division manager, the answers of the people their
 * divisions and sub-divisions reach (counted in the division a check asked them in, as on the
 * results page); otherwise the viewer's own only. The others are marked restricted. A person
 * never asked shows as not answered; so does everyone where the tenant has no anpi.
 */
export async function anpiAnswersVisibleTo(
  db: Db,
  viewer: AnpiViewer,
  userIds: readonly number[],
  /** These people's latest answers when already read (a person's page reads them with the rest). */
  known?: LatestAnswers,
): Promise<Map<number, LatestAnpiAnswer>> {
  if (!viewer.tenantFeatures.includes('ANPI')) return new Map(userIds.map((id) => [id, NO_ANSWER]));
  const tenantId = viewer.tenant.id;
  const scope = await anpiScopeOf(db, viewer);
  const readable = scope.kind === 'SELF' ? userIds.filter((id) => id === viewer.user.id) : userIds;
  const latest = known ?? (await latestAnswerRows(db, tenantId, readable));
  const reached = scope.kind === 'DIVISIONS' ? new Set(scope.divisionIds) : null;
  return new Map(
    userIds.map((id) => {
      const row = latest.get(id);
      if (id === viewer.user.id || scope.kind === 'COMPANY') return [id, row?.answer ?? NO_ANSWER];
      if (reached === null) return [id, RESTRICTED];
      return [id, row && row.divisionId !== null && reached.has(row.divisionId) ? row.answer : RESTRICTED];
    }),
  );
}
