import type { GlobalSearchResults } from './useGlobalSearch';

/** The option that opens the full search page. */
export const SEE_ALL_KEY = 'all';

/** The full search page: the internal directory's free-word search for `query`. */
export function seeAllPath(query: string): string {
  return `/internalContacts?${new URLSearchParams({ apiType: 'searchByFreeWord', freeWord: query }).toString()}`;
}

/** Each result option's key and the page it opens. */
export function resultTargets(results: GlobalSearchResults | null, query: string): Map<string, string> {
  const targets = new Map<string, string>();
  if (!results) return targets;
  for (const person of results.people.items) {
    targets.set(`person-${person.contactId}`, `/internalContacts/detail/${person.contactId}`);
  }
  for (const contact of results.externalContacts.items) {
    targets.set(
      `external-${contact.contactId}`,
      `/externalContacts/${contact.folderType.toLowerCase()}/detail/${contact.contactId}`,
    );
  }
  for (const company of results.companies.items) {
    const params = new URLSearchParams({ q: query, code: company.lbcCode });
    targets.set(`company-${company.lbcCode}`, `/companies/companyList?${params.toString()}`);
  }
  targets.set(SEE_ALL_KEY, seeAllPath(query));
  return targets;
}
