import type { EditDelegation, EditDelegationGrantBody, FieldError } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { UserAdminError } from './UserAdminError.js';

/** Every grant of delegated editing of the tenant, by delegate then target. */
export async function listEditDelegations(db: Db, tenantId: number): Promise<EditDelegation[]> {
  const rows = await db
    .selectFrom('edit_delegations as d')
    .innerJoin('users as delegate', (join) =>
      join.onRef('delegate.id', '=', 'd.delegate_user_id').on('delegate.tenant_id', '=', tenantId),
    )
    .leftJoin('users as person', (join) =>
      join.onRef('person.id', '=', 'd.target_user_id').on('person.tenant_id', '=', tenantId),
    )
    .leftJoin('divisions as division', (join) =>
      join.onRef('division.id', '=', 'd.target_division_id').on('division.tenant_id', '=', tenantId),
    )
    .select([
      'd.id',
      'd.created_at',
      'd.delegate_user_id',
      'delegate.fullname as delegate_fullname',
      'delegate.account_id as delegate_account_id',
      'd.target_user_id',
      'person.fullname as person_fullname',
      'person.account_id as person_account_id',
      'd.target_division_id',
      'division.name as division_name',
    ])
    .where('d.tenant_id', '=', tenantId)
    .orderBy('delegate.fullname_kana')
    .orderBy('d.delegate_user_id')
    .orderBy('d.target_division_id')
    .orderBy('person.fullname_kana')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    delegationId: Number(row.id),
    delegate: {
      userId: Number(row.delegate_user_id),
      fullname: row.delegate_fullname,
      accountId: row.delegate_account_id,
    },
    target:
      row.target_user_id !== null
        ? {
            kind: 'USER' as const,
            userId: Number(row.target_user_id),
            fullname: row.person_fullname ?? '',
            accountId: row.person_account_id ?? '',
          }
        : {
            kind: 'DIVISION' as const,
            divisionId: Number(row.target_division_id),
            name: row.division_name ?? '',
          },
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/** The ids of `ids` that are not rows of `table` in the tenant. */
async function missingOf(db: Db, table: 'users' | 'divisions', tenantId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const found = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  const present = new Set(found.map((row) => Number(row.id)));
  return ids.filter((id) => !present.has(id));
}

/**
 * Grants `delegateUserId` the editing of the people and divisions named (those already granted stay
 * as they are), each new grant in the action log. A person or division not of the tenant is one
 * that does not exist: nothing changes.
 */
export async function grantEditDelegation(
  db: Db,
  actor: AdminActor,
  body: Required<EditDelegationGrantBody>,
): Promise<EditDelegation[]> {
  const { tenantId } = actor;
  const userIds = [...new Set(body.userIds)];
  const divisionIds = [...new Set(body.divisionIds)];
  return db.transaction().execute(async (trx) => {
    const missingPeople = await missingOf(trx, 'users', tenantId, [body.delegateUserId, ...userIds]);
    if (missingPeople.length > 0) {
      const fieldErrors: FieldError[] = [];
      if (missingPeople.includes(body.delegateUserId))
        fieldErrors.push({ path: 'body.delegateUserId', key: 'notFound' });
      if (userIds.some((id) => missingPeople.includes(id)))
        fieldErrors.push({ path: 'body.userIds', key: 'notFound' });
      throw new UserAdminError('ADMIN_USER_NOT_FOUND', `no users ${missingPeople.join(', ')} in the tenant`, {
        fieldErrors,
      });
    }
    const missingDivisions = await missingOf(trx, 'divisions', tenantId, divisionIds);
    if (missingDivisions.length > 0) {
      throw new UserAdminError(
        'DIVISION_NOT_FOUND',
        `no divisions ${missingDivisions.join(', ')} in the tenant`,
        {
          fieldErrors: [{ path: 'body.divisionIds', key: 'notFound' }],
        },
      );
    }
    const rows = [
      ...userIds.map((id) => ({ target_user_id: id, target_division_id: null })),
      ...divisionIds.map((id) => ({ target_user_id: null, target_division_id: id })),
    ].map((target) => ({
      tenant_id: tenantId,
      delegate_user_id: body.delegateUserId,
      created_by: actor.userId,
      created_at: actor.now,
      ...target,
    }));
    const inserted = await trx
      .insertInto('edit_delegations')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .returning(['id', 'target_user_id', 'target_division_id'])
      .execute();
    for (const row of inserted) {
      await recordAdminAction(trx, {
        tenantId,
        actorUserId: actor.userId,
        ip: actor.ip,
        at: actor.now,
        action: 'editDelegation.grant',
        target: `editDelegation:${row.id}`,
        before: null,
        after: {
          delegateUserId: body.delegateUserId,
          ...(row.target_user_id === null
            ? { divisionId: Number(row.target_division_id) }
            : { userId: Number(row.target_user_id) }),
        },
      });
    }
    return listEditDelegations(trx, tenantId);
  });
}

/** Ends one grant, in the action log; a grant of another tenant is one that does not exist. */
export async function revokeEditDelegation(
  db: Db,
  actor: AdminActor,
  delegationId: number,
): Promise<EditDelegation[]> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('edit_delegations')
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', delegationId)
      .returning(['delegate_user_id', 'target_user_id', 'target_division_id'])
      .executeTakeFirst();
    if (!removed) {
      throw new UserAdminError(
        'EDIT_DELEGATION_NOT_FOUND',
        `no edit delegation ${delegationId} in the tenant`,
      );
    }
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'editDelegation.revoke',
      target: `editDelegation:${delegationId}`,
      before: {
        delegateUserId: Number(removed.delegate_user_id),
        ...(removed.target_user_id === null
          ? { divisionId: Number(removed.target_division_id) }
          : { userId: Number(removed.target_user_id) }),
      },
      after: null,
    });
    return listEditDelegations(trx, actor.tenantId);
  });
}
