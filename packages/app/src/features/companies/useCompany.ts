import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import type { CompanyListQuery } from './companyListQuery';

/** What the company's cards say of it: its name and counts (`detail`) and its address (`info`). */
export function useCompany(lbcCode: string) {
  const client = useClient();
  return useQuery(async (signal) => {
    const [detail, info] = await Promise.all([
      client.companyDirectory.detail({ params: { lbcCode } }, { signal }),
      client.companyDirectory.info({ params: { lbcCode } }, { signal }),
    ]);
    return { detail, info };
  }, lbcCode);
}

/** The company's contacts the user opens, in the chosen division, by free word, a page at a time. */
export function useCompanyContacts(lbcCode: string, query: CompanyListQuery) {
  const client = useClient();
  return useQuery(
    (signal) =>
      client.companyDirectory.searchContacts(
        {
          params: { lbcCode },
          query: { page: query.contactPage },
          body: {
            freeWord: query.contactWord,
            ...(query.divisionId !== null ? { divisionId: query.divisionId } : {}),
          },
        },
        { signal },
      ),
    `${lbcCode}:${query.divisionId ?? ''}:${query.contactWord}:${query.contactPage}`,
  );
}
