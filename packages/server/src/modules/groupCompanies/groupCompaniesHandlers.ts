import type { contract, GroupContact, Paged } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { searchDirectory, type DirectorySearchCriteria } from '../directorySearch/index.js';
import { divisionsUnder, partialTreeOf } from '../divisions/index.js';
import {
  GROUP_VISIBLE_USER_TYPES,
  linkedTenants,
  requireGroupDivisions,
  requireGroupTenant,
} from './groupAccess.js';
import { freeWordSearchType, loadGroupContacts } from './groupCompaniesStore.js';

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
    const searchType = await freeWordSearchType(db, groupTenantId);
    const freeWord = input.body.freeWord.trim();
    const criteria: DirectorySearchCriteria = {
      tenantId: groupTenantId,
      ...(freeWord === ''
        ? { mode: 'FIELDS' as const, fields: {} }
        : {
            mode: 'FREE_WORD' as const,
            freeWord,
            freeWordScope: searchType === 'FULLNAME' ? ('FULLNAME' as const) : ('ALL' as const),
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
