/** Which cards of a person the feed shows. */
export type ThanksDirection = 'received' | 'sent';

/** The feed's filter as the address holds it. */
export interface ThanksFilter {
  /** The person (spec 002 §2: `userFilterInfoId`); null for everyone. */
  userId: number | null;
  direction: ThanksDirection;
  divisionId: number | null;
  page: number;
}

const ID = /^[1-9][0-9]{0,15}$/;

function idOf(value: string | null): number | null {
  return value && ID.test(value) ? Number(value) : null;
}

/** The filter of `?userFilterInfoId=…&show=sent&divisionId=…&page=…`; anything unreadable is left out. */
export function readThanksFilter(params: URLSearchParams): ThanksFilter {
  return {
    userId: idOf(params.get('userFilterInfoId')),
    direction: params.get('show') === 'sent' ? 'sent' : 'received',
    divisionId: idOf(params.get('divisionId')),
    page: idOf(params.get('page')) ?? 1,
  };
}

/** The address's query of a filter; defaults are left out, so the plain feed is `/thanks`. */
export function writeThanksFilter(filter: ThanksFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.userId !== null) {
    params.set('userFilterInfoId', String(filter.userId));
    if (filter.direction === 'sent') params.set('show', 'sent');
  }
  if (filter.divisionId !== null) params.set('divisionId', String(filter.divisionId));
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The query of `GET /thanks/cards` for a filter. */
export function cardsQuery(filter: ThanksFilter, size: number) {
  return {
    page: filter.page,
    size,
    ...(filter.userId === null
      ? {}
      : filter.direction === 'sent'
        ? { fromUserId: filter.userId }
        : { toUserId: filter.userId }),
    ...(filter.divisionId === null ? {} : { divisionIds: [filter.divisionId] }),
  };
}
