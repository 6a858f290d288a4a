import {
  DESTINATION_LIMITS,
  type CustomDestination,
  type CustomDestinationBody,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import { RequestError } from '../../http/KizunaError.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { DestinationError } from './DestinationError.js';
import { publishDestinationsNotice } from './destinationEvents.js';
import { customDestinations, toCustomDestination } from './destinationStore.js';

const COLUMNS = ['id', 'name', 'color'] as const;

async function findOwn(trx: Db, tenantId: number, destId: number) {
  const row = await selectTenantRows(trx, 'destinations', tenantId, destId)
    .select(COLUMNS)
    .executeTakeFirst();
  if (!row) throw new DestinationError('DESTINATION_NOT_FOUND', 'no such destination in the tenant');
  return row;
}

function logged(actor: AdminActor, action: string, destId: number, before: unknown, after: unknown) {
  return {
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    ip: actor.ip,
    at: actor.now,
    action,
    target: `destination:${destId}`,
    before,
    after,
  };
}

/** Adds a destination at the end of the tenant's list. */
export async function createDestination(
  db: Db,
  actor: AdminActor,
  body: CustomDestinationBody,
): Promise<CustomDestination> {
  return db.transaction().execute(async (trx) => {
    const existing = await selectTenantRows(trx, 'destinations', actor.tenantId)
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('sort').as('last')])
      .executeTakeFirstOrThrow();
    if (Number(existing.count) >= DESTINATION_LIMITS.customMax) {
      throw new DestinationError(
        'DESTINATION_LIMIT_EXCEEDED',
        'the tenant has as many destinations as it may',
      );
    }
    const row = await trx
      .insertInto('destinations')
      .values({
        tenant_id: actor.tenantId,
        name: body.destName,
        color: body.color,
        sort: Number(existing.last ?? 0) + 1,
        created_at: actor.now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const created = toCustomDestination(row);
    await recordAdminAction(trx, logged(actor, 'destination.create', created.destId, null, created));
    return created;
  });
}

/** Renames a destination or changes its colour; people who chose it see the change. */
export async function updateDestination(
  db: Db,
  actor: AdminActor,
  destId: number,
  body: CustomDestinationBody,
): Promise<CustomDestination> {
  return db.transaction().execute(async (trx) => {
    const before = toCustomDestination(await findOwn(trx, actor.tenantId, destId));
    const row = await trx
      .updateTable('destinations')
      .set({ name: body.destName, color: body.color })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', destId)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    const after = toCustomDestination(row);
    await recordAdminAction(trx, logged(actor, 'destination.update', destId, before, after));
    const holders = await selectTenantRows(trx, 'user_destinations', actor.tenantId)
      .select('user_id')
      .where('destination_id', '=', destId)
      .execute();
    if (holders.length > 0) {
      await publishDestinationsNotice(trx, {
        tenantId: actor.tenantId,
        userIds: holders.map((holder) => Number(holder.user_id)),
      });
    }
    return after;
  });
}

/** Puts the tenant's destinations in the order given: each of them once, no other. */
export async function reorderDestinations(
  db: Db,
  actor: AdminActor,
  destIds: readonly number[],
): Promise<CustomDestination[]> {
  await db.transaction().execute(async (trx) => {
    const before = await customDestinations(trx, actor.tenantId);
    const own = new Set(before.map((destination) => destination.destId));
    if (destIds.some((id) => !own.has(id))) {
      throw new DestinationError('DESTINATION_NOT_FOUND', 'a destination id is not one of the tenant');
    }
    if (new Set(destIds).size !== destIds.length || destIds.length !== own.size) {
      throw new RequestError('VALIDATION_FAILED', 'the order must name every destination once', {
        fieldErrors: [{ path: 'body.destIds', key: 'invalid' }],
      });
    }
    for (const [index, id] of destIds.entries()) {
      await trx
        .updateTable('destinations')
        .set({ sort: index + 1 })
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', id)
        .execute();
    }
    await recordAdminAction(trx, {
      ...logged(
        actor,
        'destination.reorder',
        0,
        before.map((d) => d.destId),
        [...destIds],
      ),
      target: `tenant:${actor.tenantId}`,
    });
  });
  return customDestinations(db, actor.tenantId);
}

/** Removes a destination; the people who had chosen it are back to "not set", and see so at once. */
export async function removeDestination(db: Db, actor: AdminActor, destId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = toCustomDestination(await findOwn(trx, actor.tenantId, destId));
    const holders = await trx
      .deleteFrom('user_destinations')
      .where('tenant_id', '=', actor.tenantId)
      .where('destination_id', '=', destId)
      .returning('user_id')
      .execute();
    await trx
      .deleteFrom('destinations')
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', destId)
      .execute();
    await recordAdminAction(trx, logged(actor, 'destination.delete', destId, before, null));
    if (holders.length > 0) {
      await publishDestinationsNotice(trx, {
        tenantId: actor.tenantId,
        userIds: holders.map((holder) => Number(holder.user_id)),
      });
    }
  });
}
