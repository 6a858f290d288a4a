/** What the group-company users page shows, kept in the URL so back, forward and bookmarks work. */
export interface GroupUsersQuery {
  divisionId: number | null;
  freeWord: string;
  page: number;
}

const ID = /^[1-9][0-9]{0,15}$/;

export function parseGroupUsersQuery(params: URLSearchParams): GroupUsersQuery {
  const division = params.get('division') ?? '';
  const page = params.get('page') ?? '';
  return {
    divisionId: ID.test(division) ? Number(division) : null,
    freeWord: (params.get('q') ?? '').slice(0, 200),
    page: ID.test(page) ? Math.min(Number(page), 100_000) : 1,
  };
}

export function serializeGroupUsersQuery(query: GroupUsersQuery): string {
  const params = new URLSearchParams();
  if (query.divisionId !== null) params.set('division', String(query.divisionId));
  if (query.freeWord.trim() !== '') params.set('q', query.freeWord.trim());
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}
