import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import type { GroupUsersQuery } from './groupUsersQuery';

/** How many people a page of a linked tenant's directory holds. */
export const GROUP_USERS_PAGE_SIZE = 30;

/**
 * A page of a linked tenant's people in the chosen division, by free word. `search` is the URL's
 * query the page was read from: a new one asks again.
 */
export function useGroupUsers(groupTenantId: number, query: GroupUsersQuery, search: string) {
  const client = useClient();
  return useQuery(
    (signal) =>
      client.groupCompanies.searchContacts(
        {
          params: { groupTenantId },
          query: { page: query.page, size: GROUP_USERS_PAGE_SIZE },
          body: {
            freeWord: query.freeWord,
            ...(query.divisionId !== null ? { divisionIds: [query.divisionId] } : {}),
          },
        },
        { signal },
      ),
    `${groupTenantId}?${search}`,
  );
}
