import type { AnpiCheck } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { anpiScopeOf, type AnpiScope } from '../anpiStatus/index.js';
import type { Principal } from '../principal/index.js';
import { AnpiError } from './AnpiError.js';

export { anpiScopeOf, type AnpiScope } from '../anpiStatus/index.js';

export type FollowingScope = Exclude<AnpiScope, { kind: 'SELF' }>;

/** The scope of someone who follows results; anyone else is refused (they see their own answer). */
export async function requireFollowingScope(db: Db, principal: Principal): Promise<FollowingScope> {
  const scope = await anpiScopeOf(db, principal);
  if (scope.kind === 'SELF') {
    throw new AnpiError('ANPI_NO_PERMISSION', 'neither ADMIN_ANPI, company-level permission nor a manager');
  }
  return scope;
}

/** The division ids a query of a check's people is limited to, or null for everyone it asks. */
export function scopedDivisionIds(scope: FollowingScope): readonly number[] | null {
  return scope.kind === 'COMPANY' ? null : scope.divisionIds;
}

/** A person of the check the scope reaches; someone else (or not asked) is refused. */
export async function requireReachable(
  db: Db,
  scope: FollowingScope,
  target: { tenantId: number; checkId: number; userId: number },
): Promise<void> {
  if (scope.kind === 'COMPANY') return;
  const row = await db
    .selectFrom('anpi_check_targets')
    .select('division_id')
    .where('tenant_id', '=', target.tenantId)
    .where('check_id', '=', target.checkId)
    .where('user_id', '=', target.userId)
    .executeTakeFirst();
  if (!row || row.division_id === null || !scope.divisionIds.includes(Number(row.division_id))) {
    throw new AnpiError('ANPI_NO_PERMISSION', `person ${target.userId} is outside the manager's divisions`);
  }
}

/**
 * The checks a division manager follows: those that asked people of their divisions, with the
 * counts of those people only.
 */
export async function checksOfDivisions(
  db: Db,
  tenantId: number,
  divisionIds: readonly number[],
  load: (checkIds: readonly number[]) => Promise<AnpiCheck[]>,
): Promise<AnpiCheck[]> {
  const counts = await db
    .selectFrom('anpi_check_targets as t')
    .leftJoin('anpi_answers as a', (join) =>
      join
        .onRef('a.check_id', '=', 't.check_id')
        .onRef('a.user_id', '=', 't.user_id')
        .onRef('a.tenant_id', '=', 't.tenant_id'),
    )
    .select((eb) => [
      't.check_id',
      eb.fn.countAll<string | number>().as('targets'),
      eb.fn.count<string | number>('a.user_id').as('answered'),
    ])
    .where('t.tenant_id', '=', tenantId)
    .where('t.division_id', 'in', [...divisionIds])
    .groupBy('t.check_id')
    .execute();
  const byCheck = new Map(counts.map((row) => [Number(row.check_id), row]));
  const checks = await load([...byCheck.keys()]);
  return checks.map((check) => {
    const row = byCheck.get(check.checkId)!;
    return { ...check, targetCount: Number(row.targets), answeredCount: Number(row.answered) };
  });
}
