import type { GroupCompanyIncomingLink, GroupCompanyLink } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { RequestError } from '../../http/KizunaError.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { GroupCompaniesError } from './GroupCompaniesError.js';

/**
 * The togo admin's list: every company this tenant links with, in its order, whether or not the
 * other company has linked back. A company waiting to link back shows its code only: its name is
 * shown once both sides agreed, as the readers see it.
 */
export async function listGroupLinks(db: Db, tenantId: number): Promise<GroupCompanyLink[]> {
  const rows = await db
    .selectFrom('tenant_group_links as l')
    .innerJoin('tenants as t', 't.id', 'l.group_tenant_id')
    .leftJoin('tenant_group_links as back', (join) =>
      join
        .onRef('back.tenant_id', '=', 'l.group_tenant_id')
        .onRef('back.group_tenant_id', '=', 'l.tenant_id'),
    )
    .select(['t.id', 't.code', 't.name', 't.organization_name', 'back.tenant_id as back_tenant_id'])
    .where('l.tenant_id', '=', tenantId)
    .orderBy('l.sort')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => {
    const linkedBack = row.back_tenant_id !== null;
    return {
      groupTenantId: Number(row.id),
      tenantCode: row.code,
      orgName: linkedBack ? (row.organization_name?.trim() ? row.organization_name : row.name) : null,
      linkedBack,
    };
  });
}

/**
 * The companies that link with this tenant while it has not linked back, oldest first: each asks
 * to be a group company. Only a company that still has the togo feature is listed, since only
 * such a company can be linked back. It chose to link, so its name is shown.
 */
export async function listIncomingLinks(db: Db, tenantId: number): Promise<GroupCompanyIncomingLink[]> {
  const rows = await db
    .selectFrom('tenant_group_links as l')
    .innerJoin('tenants as t', 't.id', 'l.tenant_id')
    .innerJoin('tenant_features as f', (join) =>
      join.onRef('f.tenant_id', '=', 't.id').on('f.feature', '=', 'TOGO'),
    )
    .leftJoin('tenant_group_links as back', (join) =>
      join
        .onRef('back.tenant_id', '=', 'l.group_tenant_id')
        .onRef('back.group_tenant_id', '=', 'l.tenant_id'),
    )
    .select(['t.id', 't.code', 't.name', 't.organization_name'])
    .where('l.group_tenant_id', '=', tenantId)
    .where('back.tenant_id', 'is', null)
    .orderBy('l.created_at')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    groupTenantId: Number(row.id),
    tenantCode: row.code,
    orgName: row.organization_name?.trim() ? row.organization_name : row.name,
  }));
}

function refuseCode(key: string, message: string): never {
  throw new RequestError('VALIDATION_FAILED', message, {
    fieldErrors: [{ path: 'body.tenantCode', key }],
  });
}

/** One serialised change of a tenant's links at a time, so the order stays one list. */
async function lockLinks(trx: Db, tenantId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('tenant-group-links'), ${tenantId}::int)`.execute(trx);
}

/**
 * Links this tenant with the company of `tenantCode`, from this side only; reading needs the
 * other side too. An unknown code and the code of a tenant without the togo feature answer alike
 * (`notLinkable`), so the form cannot tell a tenant that exists from one that does not.
 */
export async function linkGroupCompany(db: Db, actor: AdminActor, tenantCode: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockLinks(trx, actor.tenantId);
    const target = await trx
      .selectFrom('tenants as t')
      .innerJoin('tenant_features as f', (join) =>
        join.onRef('f.tenant_id', '=', 't.id').on('f.feature', '=', 'TOGO'),
      )
      .select(['t.id', 't.code'])
      .where('t.code', '=', tenantCode)
      .executeTakeFirst();
    if (!target) refuseCode('notLinkable', 'no tenant with the togo feature has the code');
    const groupTenantId = Number(target.id);
    if (groupTenantId === actor.tenantId) refuseCode('ownCompany', 'the code is the tenant’s own');
    const links = await listGroupLinks(trx, actor.tenantId);
    if (links.some((link) => link.groupTenantId === groupTenantId)) {
      refuseCode('alreadyLinked', 'the tenant is linked already');
    }
    const last = await trx
      .selectFrom('tenant_group_links')
      .select((eb) => eb.fn.max('sort').as('sort'))
      .where('tenant_id', '=', actor.tenantId)
      .executeTakeFirst();
    await trx
      .insertInto('tenant_group_links')
      .values({
        tenant_id: actor.tenantId,
        group_tenant_id: groupTenantId,
        sort: Number(last?.sort ?? -1) + 1,
      })
      .execute();
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'groupCompany.link',
      target: `groupCompany:${groupTenantId}`,
      before: null,
      after: { tenantCode: target.code },
    });
  });
}

async function requireLink(trx: Db, tenantId: number, groupTenantId: number): Promise<GroupCompanyLink[]> {
  const links = await listGroupLinks(trx, tenantId);
  if (!links.some((link) => link.groupTenantId === groupTenantId)) {
    throw new GroupCompaniesError(
      'GROUP_COMPANY_NOT_FOUND',
      `tenant ${groupTenantId} is not in the tenant's links`,
    );
  }
  return links;
}

/** Removes both sides of the link: neither company reads the other's directory from then on. */
export async function unlinkGroupCompany(db: Db, actor: AdminActor, groupTenantId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockLinks(trx, actor.tenantId);
    const links = await requireLink(trx, actor.tenantId, groupTenantId);
    const link = links.find((each) => each.groupTenantId === groupTenantId)!;
    const result = await trx
      .deleteFrom('tenant_group_links')
      .where((eb) =>
        eb.or([
          eb.and([eb('tenant_id', '=', actor.tenantId), eb('group_tenant_id', '=', groupTenantId)]),
          eb.and([eb('tenant_id', '=', groupTenantId), eb('group_tenant_id', '=', actor.tenantId)]),
        ]),
      )
      .executeTakeFirst();
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'groupCompany.unlink',
      target: `groupCompany:${groupTenantId}`,
      before: { tenantCode: link.tenantCode, linkedBack: link.linkedBack },
      after: null,
    });
    return Number(result.numDeletedRows);
  });
}

/** Swaps a linked company with its neighbour above or below; at either end nothing moves (0). */
export async function moveGroupCompany(
  db: Db,
  actor: AdminActor,
  groupTenantId: number,
  direction: 'UP' | 'DOWN',
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockLinks(trx, actor.tenantId);
    const links = await requireLink(trx, actor.tenantId, groupTenantId);
    const from = links.findIndex((link) => link.groupTenantId === groupTenantId);
    const to = direction === 'UP' ? from - 1 : from + 1;
    if (to < 0 || to >= links.length) return 0;
    const order = links.map((link) => link.groupTenantId);
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [sort, id] of order.entries()) {
      await trx
        .updateTable('tenant_group_links')
        .set({ sort })
        .where('tenant_id', '=', actor.tenantId)
        .where('group_tenant_id', '=', id)
        .execute();
    }
    await recordAdminAction(trx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'groupCompany.move',
      target: `groupCompany:${groupTenantId}`,
      before: { position: from + 1 },
      after: { position: to + 1 },
    });
    return 1;
  });
}
