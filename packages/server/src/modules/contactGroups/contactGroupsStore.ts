import { CONTACT_GROUP_LIMITS, type ContactGroupHeader } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { Principal } from '../principal/index.js';
import { ContactGroupsError } from './ContactGroupsError.js';

export type GroupLanguage = 'ja' | 'en';

export function defaultGroupName(language: GroupLanguage, position: number): string {
  return language === 'ja' ? `グループ${position}` : `Group ${position}`;
}

/**
 * Makes the user's first five groups unless they were made before, named in the tenant's
 * language (whatever language the browser asks for). The owner row makes this
 * happen once even when two first requests arrive together. Runs in the caller's transaction.
 */
export async function ensureGroups(db: Db, principal: Principal): Promise<void> {
  const made = await db
    .insertInto('contact_group_owners')
    .values({ tenant_id: principal.tenant.id, user_id: principal.user.id })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (!made) return;
  await db
    .insertInto('contact_groups')
    .values(
      Array.from({ length: CONTACT_GROUP_LIMITS.minCount }, (_, index) => ({
        tenant_id: principal.tenant.id,
        user_id: principal.user.id,
        name: defaultGroupName(principal.tenant.default_language, index + 1),
        sort_score: index,
      })),
    )
    .execute();
}

/** True once the user's first groups exist: reads then skip the transaction that makes them. */
export async function hasGroups(db: Db, principal: Principal): Promise<boolean> {
  const row = await db
    .selectFrom('contact_group_owners')
    .select('user_id')
    .where('tenant_id', '=', principal.tenant.id)
    .where('user_id', '=', principal.user.id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Holds the user's owner row until the transaction ends, so changes to the user's groups (the
 * count limits above all) are checked and made one at a time.
 */
export async function lockGroups(db: Db, principal: Principal): Promise<void> {
  await ensureGroups(db, principal);
  await db
    .selectFrom('contact_group_owners')
    .select('user_id')
    .where('tenant_id', '=', principal.tenant.id)
    .where('user_id', '=', principal.user.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface GroupRow {
  id: number;
  name: string;
  sortScore: number;
}

/** The user's groups in their order. */
export async function groupsOf(db: Db, principal: Principal): Promise<GroupRow[]> {
  const rows = await db
    .selectFrom('contact_groups')
    .select(['id', 'name', 'sort_score'])
    .where('tenant_id', '=', principal.tenant.id)
    .where('user_id', '=', principal.user.id)
    .orderBy('sort_score')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, sortScore: row.sort_score }));
}

export function headerOf(principal: Principal, group: GroupRow): ContactGroupHeader {
  return {
    groupId: group.id,
    userId: principal.user.id,
    groupName: group.name,
    sortScore: group.sortScore,
  };
}

/** The user's group; GROUP_NOT_FOUND for another user's or tenant's, as for one that does not exist. */
export async function ownGroup(db: Db, principal: Principal, groupId: number): Promise<GroupRow> {
  const row = await db
    .selectFrom('contact_groups')
    .select(['id', 'name', 'sort_score'])
    .where('tenant_id', '=', principal.tenant.id)
    .where('user_id', '=', principal.user.id)
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw new ContactGroupsError('GROUP_NOT_FOUND', `no group ${groupId} of the user`);
  return { id: Number(row.id), name: row.name, sortScore: row.sort_score };
}
