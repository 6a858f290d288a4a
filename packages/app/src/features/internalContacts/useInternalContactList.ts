import type { InternalContactPage } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import type { Query } from '../../shared/useQuery';
import type { ListQuery } from './listQuery';

/** The page of people a list query names: field search or free word, within the chosen divisions. */
export function useInternalContactList(query: ListQuery | null): Query<InternalContactPage> {
  const client = useClient();
  const list = useQuery(
    query &&
      ((signal) => {
        const page = { page: query.page, size: query.size };
        const divisionIds = query.divisionIds.length > 0 ? query.divisionIds : undefined;
        return query.apiType === 'searchByFreeWord'
          ? client.internalContacts.searchByFreeWord(
              {
                query: page,
                body: {
                  divisionIds,
                  freeWord: query.freeWord,
                  freeWordSearchType: query.freeWordSearchType,
                },
              },
              { signal },
            )
          : client.internalContacts.search(
              {
                query: page,
                body: {
                  divisionIds,
                  ...query.fields,
                  searchType: query.searchType,
                  ...(query.tagId !== null ? { tagId: query.tagId } : {}),
                },
              },
              { signal },
            );
      }),
    query ? JSON.stringify(query) : '',
  );
  // No query yet: the list is still to come, from the first render on.
  return query === null ? { ...list, isLoading: true, error: null } : list;
}
