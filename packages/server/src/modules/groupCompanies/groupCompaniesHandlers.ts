import type { contract, Division, DivisionTreeNode, GroupContact, Paged } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { searchDirectory, type DirectorySearchCriteria } from '../directorySearch/index.js';
import { divisionsUnder, partialTreeOf } from '../divisions/index.js';
import {
  GROUP_VISIBLE_USER_TYPES,
  linkedTenants,
  requireGroupDivisions,
  requireGroupTenant,
} from './groupAccess.js';
import { GroupCompaniesError } from './GroupCompaniesError.js';
import { freeWordSearchType, isVisibleGroupPerson, loadGroupContacts } from './groupCompaniesStore.js';
import { divisionTreeOf, groupVisibilityOf, type GroupVisibility } from './groupVisibility.js';

/**
 * The divisions as the group companies see them: hidden ones left out, and each one's child count
 * made of its shown children only, so a branch whose children are all hidden does not open.
 */
async function shownDivisions(
  db: Db,
  groupTenantId: number,
  visibility: GroupVisibility,
): Promise<{ shown: (division: Division) => boolean; counted: (division: Division) => Division }> {
  const hidden = visibility.hiddenDivisionIds;
  if (hidden.size === 0) return { shown: () => true, counted: (division) => division };
  const shownChildren = new Map<number, number>();
  for (const division of await divisionTreeOf(db, groupTenantId)) {
    if (division.parentId === null || hidden.has(division.id)) continue;
    shownChildren.set(division.parentId, (shownChildren.get(division.parentId) ?? 0) + 1);
  }
  return {
    shown: (division) => !hidden.has(division.divisionId),
    counted: (division) => ({ ...division, childCount: shownChildren.get(division.divisionId) ?? 0 }),
  };
}

async function shownDivisionList(
  db: Db,
  groupTenantId: number,
  visibility: GroupVisibility,
  divisions: readonly Division[],
): Promise<Division[]> {
  const { shown, counted } = await shownDivisions(db, groupTenantId, visibility);
  return divisions.filter(shown).map(counted);
}

/**
 * Group companies: the directories of tenants linked both ways with the user's, read-only, less
 * what each tenant hides from its group companies (`groupVisibility.ts`). The search is the
 * linked tenant's own (its free-word scope); named divisions always narrow it.
 */
export const groupCompaniesHandlers: AreaHandlers<typeof contract.groupCompanies> = {
  async list({ principal, deps }) {
    return { items: await linkedTenants(deps.db, principal.tenant.id) };
  },

  async orgName({ principal, deps, input }) {
    return requireGroupTenant(deps.db, principal, input.params.groupTenantId);
  },

  async divisions({ principal, deps, input }) {
    const { db } = deps;
    const { groupTenantId } = await requireGroupTenant(db, principal, input.params.groupTenantId);
    const visibility = await groupVisibilityOf(db, groupTenantId);
    const roots = await divisionsUnder(db, groupTenantId, [null]);
    return { items: await shownDivisionList(db, groupTenantId, visibility, roots) };
  },

  async divisionChildren({ principal, deps, input }) {
    const { db } = deps;
    const { groupTenantId } = await requireGroupTenant(db, principal, input.params.groupTenantId);
    const visibility = await groupVisibilityOf(db, groupTenantId);
    await requireGroupDivisions(db, groupTenantId, [input.params.divisionId], visibility);
    const children = await divisionsUnder(db, groupTenantId, [input.params.divisionId]);
    return { items: await shownDivisionList(db, groupTenantId, visibility, children) };
  },

  async partialTree({ principal, deps, input }) {
    const { db } = deps;
    const { groupTenantId } = await requireGroupTenant(db, principal, input.params.groupTenantId);
    const visibility = await groupVisibilityOf(db, groupTenantId);
    await requireGroupDivisions(db, groupTenantId, [input.params.divisionId], visibility);
    const tree = await partialTreeOf(db, groupTenantId, input.params.divisionId);
    const { shown, counted } = await shownDivisions(db, groupTenantId, visibility);
    const prune = (nodes: readonly DivisionTreeNode[]): DivisionTreeNode[] =>
      nodes
        .filter((node) => shown(node.data))
        .map((node) => {
          const data = counted(node.data);
          const children =
            node.children === null ? (data.childCount === 0 ? [] : null) : prune(node.children);
          return { data, children };
        });
    return { items: prune(tree) };
  },

  async searchContacts({ principal, deps, input }): Promise<Paged<GroupContact>> {
    const { db } = deps;
    const { groupTenantId } = await requireGroupTenant(db, principal, input.params.groupTenantId);
    const divisionIds = input.body.divisionIds ?? [];
    const visibility = await groupVisibilityOf(db, groupTenantId);
    await requireGroupDivisions(db, groupTenantId, divisionIds, visibility);
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
      excludeUserIds: visibility.hiddenUserIds,
    };
    const { page, size } = input.query;
    const offset = (page - 1) * size;
    const found = await searchDirectory(db, criteria, { offset, limit: size });
    const items = await loadGroupContacts(db, groupTenantId, found.userIds, visibility);
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

  async contact({ principal, deps, input }): Promise<GroupContact> {
    const { db } = deps;
    const { groupTenantId } = await requireGroupTenant(db, principal, input.params.groupTenantId);
    const { contactId } = input.params;
    const visibility = await groupVisibilityOf(db, groupTenantId);
    const [found] = (await isVisibleGroupPerson(db, groupTenantId, contactId, visibility))
      ? await loadGroupContacts(db, groupTenantId, [contactId], visibility)
      : [];
    if (!found) {
      throw new GroupCompaniesError('CONTACT_NOT_FOUND', 'no such person shown to the group companies');
    }
    return found;
  },
};
