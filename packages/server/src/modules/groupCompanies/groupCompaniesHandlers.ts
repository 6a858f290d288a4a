import type { contract, GroupContact, Paged } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { searchDirectory, type DirectorySearchCriteria } from '../directorySearch/index.js';
import { divisionsUnder, partialTreeOf } from '../divisions/index.js';
import {
  GROUP_VISIBLE_USER_TYPES,
  groupFaceThumbnailPath,
  linkedTenants,
  requireGroupDivisions,
  requireGroupTenant,
} from './groupAccess.js';

/** The people's directory fields, in the order of `userIds`; one query whatever the page size. */
async function loadGroupContacts(
  db: Db,
  groupTenantId: number,
  userIds: readonly number[],
): Promise<GroupContact[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.fullname',
      'u.fullname_kana',
      'u.fullname_alphabet',
      'u.extension_num',
      'u.phone_num',
      'u.mobile_num',
      'u.company_mobile_num',
      'u.email',
      'u.email2',
      'u.position',
      'u.face_image_updated_at',
    ])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('user_divisions as ud')
          .innerJoin('divisions as d', (join) =>
            join.onRef('d.id', '=', 'ud.division_id').onRef('d.tenant_id', '=', 'ud.tenant_id'),
          )
          .select(['d.id', 'd.name'])
          .whereRef('ud.tenant_id', '=', 'u.tenant_id')
          .whereRef('ud.user_id', '=', 'u.id')
          .orderBy('ud.is_primary', 'desc')
          .orderBy('ud.sort')
          .orderBy('d.id'),
      ).as('divisions'),
    )
    .where('u.tenant_id', '=', groupTenantId)
    .where('u.id', '=', sql<number>`any(${[...userIds]}::bigint[])`)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return userIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        linkageContactId: id,
        fullname: row.fullname,
        fullnameKana: row.fullname_kana,
        fullnameAlphabet: row.fullname_alphabet,
        extensionNum: row.extension_num,
        phoneNum: row.phone_num,
        mobileNum: row.mobile_num,
        companyMobileNum: row.company_mobile_num,
        email1: row.email,
        email2: row.email2,
        position: row.position,
        faceImageThumbnail:
          row.face_image_updated_at === null ? null : groupFaceThumbnailPath(groupTenantId, id),
        divisions: row.divisions.map((division) => ({
          divisionId: Number(division.id),
          divisionName: division.name,
        })),
      },
    ];
  });
}

/**
 * Group companies: the directories of tenants linked both ways with the user's, read-only. The
 * search is the linked tenant's own (its free-word scope); named divisions always narrow it.
 */
export const groupCompaniesHandlers: AreaHandlers<typeof contract.groupCompanies> = {
  async list({ principal, deps }) {
    return { items: await linkedTenants(deps.db, principal.tenant.id) };
  },

  async orgName({ principal, deps, input }) {
    return requireGroupTenant(deps.db, principal, input.params.groupTenantId);
  },

  async divisions({ principal, deps, input }) {
    const { groupTenantId } = await requireGroupTenant(deps.db, principal, input.params.groupTenantId);
    return { items: await divisionsUnder(deps.db, groupTenantId, [null]) };
  },

  async divisionChildren({ principal, deps, input }) {
    const { groupTenantId } = await requireGroupTenant(deps.db, principal, input.params.groupTenantId);
    await requireGroupDivisions(deps.db, groupTenantId, [input.params.divisionId]);
    return { items: await divisionsUnder(deps.db, groupTenantId, [input.params.divisionId]) };
  },

  async partialTree({ principal, deps, input }) {
    const { groupTenantId } = await requireGroupTenant(deps.db, principal, input.params.groupTenantId);
    await requireGroupDivisions(deps.db, groupTenantId, [input.params.divisionId]);
    return { items: await partialTreeOf(deps.db, groupTenantId, input.params.divisionId) };
  },

  async searchContacts({ principal, deps, input }): Promise<Paged<GroupContact>> {
    const { db } = deps;
    const { groupTenantId } = await requireGroupTenant(db, principal, input.params.groupTenantId);
    const divisionIds = input.body.divisionIds ?? [];
    await requireGroupDivisions(db, groupTenantId, divisionIds);
    const tenant = await db
      .selectFrom('tenants')
      .select('free_word_search_type')
      .where('id', '=', groupTenantId)
      .executeTakeFirstOrThrow();
    const freeWord = input.body.freeWord.trim();
    const criteria: DirectorySearchCriteria = {
      tenantId: groupTenantId,
      ...(freeWord === ''
        ? { mode: 'FIELDS' as const, fields: {} }
        : {
            mode: 'FREE_WORD' as const,
            freeWord,
            freeWordScope:
              tenant.free_word_search_type === 'FULLNAME' ? ('FULLNAME' as const) : ('ALL' as const),
          }),
      matchType: 'PARTIAL',
      ...(divisionIds.length > 0 ? { divisionIds } : {}),
      divisionRange: 'LAST_SELECTED',
      includeUserTypes: GROUP_VISIBLE_USER_TYPES,
    };
    const { page, size } = input.query;
    const offset = (page - 1) * size;
    const found = await searchDirectory(db, criteria, { offset, limit: size });
    const items = await loadGroupContacts(db, groupTenantId, found.userIds);
    return {
      items,
      totalCount: found.totalCount,
      size,
      offset,
      page,
      hasNext: offset + items.length < found.totalCount,
      hasPrevious: page > 1,
    };
  },
};
