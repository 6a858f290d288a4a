// Apart from `listQuery.ts`: home's search card takes this alone, not the list's query parser.

/**
 * The internal directory searching everyone for a free word; the kind of free-word search is the
 * tenant's default, as when the word is typed on the directory itself.
 */
export function freeWordSearchPath(freeWord: string): string {
  const params = new URLSearchParams({ apiType: 'searchByFreeWord', freeWord: freeWord.trim() });
  return `/internalContacts?${params.toString()}`;
}
