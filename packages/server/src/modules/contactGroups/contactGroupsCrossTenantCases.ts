import { CONTACT_GROUP_LIMITS } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

type CrossTenantCase = (
  db: Db,
  trialId: number,
) => Promise<{ params?: object; body?: object; query?: string }>;

/** Five groups of `trial`'s first user, with one member each, made when they have none. */
async function trialGroups(db: Db, trialId: number): Promise<{ groupIds: number[]; memberId: number }> {
  const owner = await selectTenantRows(db, 'users', trialId)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  let groups = await selectTenantRows(db, 'contact_groups', trialId)
    .select('id')
    .where('user_id', '=', owner.id)
    .orderBy('sort_score')
    .execute();
  if (groups.length < CONTACT_GROUP_LIMITS.minCount) {
    await db
      .insertInto('contact_group_owners')
      .values({ tenant_id: trialId, user_id: owner.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await db
      .insertInto('contact_groups')
      .values(
        Array.from({ length: CONTACT_GROUP_LIMITS.minCount - groups.length }, (_, index) => ({
          tenant_id: trialId,
          user_id: owner.id,
          name: `Trial group ${index + 1}`,
          sort_score: groups.length + index,
        })),
      )
      .execute();
    groups = await selectTenantRows(db, 'contact_groups', trialId)
      .select('id')
      .where('user_id', '=', owner.id)
      .orderBy('sort_score')
      .execute();
  }
  const groupIds = groups.map((group) => Number(group.id));
  const member =
    (await selectTenantRows(db, 'contact_group_members', trialId)
      .select('id')
      .where('group_id', '=', groupIds[0]!)
      .executeTakeFirst()) ??
    (await db
      .insertInto('contact_group_members')
      .values({ tenant_id: trialId, group_id: groupIds[0]!, internal_user_id: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow());
  return { groupIds, memberId: Number(member.id) };
}

const firstGroup: CrossTenantCase = async (db, trialId) => ({
  params: { groupId: (await trialGroups(db, trialId)).groupIds[0] },
});

/** Naming `trial`'s groups and members while signed in to `demo` must look like naming nothing. */
export const CONTACT_GROUPS_CROSS_TENANT_CASES: Record<string, CrossTenantCase> = {
  'contactGroups.addOrUpdate': async (db, trialId) => ({
    body: { groupId: (await trialGroups(db, trialId)).groupIds[0], groupName: '越境' },
  }),
  'contactGroups.delete': async (db, trialId) => ({
    body: { groupIds: [(await trialGroups(db, trialId)).groupIds[0]] },
  }),
  'contactGroups.sort': async (db, trialId) => ({
    body: { groupIds: (await trialGroups(db, trialId)).groupIds },
  }),
  'contactGroups.copyFromInternal': async (db, trialId) => ({
    ...(await firstGroup(db, trialId)),
    body: { contactIds: [1] },
  }),
  'contactGroups.copyFromExternal': async (db, trialId) => ({
    ...(await firstGroup(db, trialId)),
    body: { contacts: [{ folderType: 'COMMON', contactId: 1 }] },
  }),
  'contactGroups.move': async (db, trialId) => {
    const { groupIds, memberId } = await trialGroups(db, trialId);
    return {
      params: { groupId: groupIds[0] },
      body: { destGroupId: groupIds[1], contactIds: [memberId] },
    };
  },
  'contactGroups.internalContacts': firstGroup,
  'contactGroups.externalContacts': firstGroup,
  'contactGroups.removeContacts': async (db, trialId) => {
    const { groupIds, memberId } = await trialGroups(db, trialId);
    return { params: { groupId: groupIds[0] }, body: { contactIds: [memberId] } };
  },
};
