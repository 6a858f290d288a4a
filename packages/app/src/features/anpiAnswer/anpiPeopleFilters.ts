import {
  ANPI_CAN_WORK_FILTERS,
  ANPI_PEOPLE_SORTS,
  ANPI_PERSON_STATES,
  type AnpiPeopleSort,
  type AnpiPersonState,
} from '@kizuna/api-client/contract';

/** What the results list shows, kept in the page's address so a reload or a shared link keeps it. */
export interface AnpiPeopleFilters {
  state: AnpiPersonState;
  canWork: (typeof ANPI_CAN_WORK_FILTERS)[number];
  divisionId: number | null;
  sort: AnpiPeopleSort;
  order: 'asc' | 'desc';
  page: number;
}

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function filtersOf(params: URLSearchParams): AnpiPeopleFilters {
  const divisionId = Number(params.get('division'));
  const page = Number(params.get('page'));
  return {
    state: pick(ANPI_PERSON_STATES, params.get('state'), 'ALL'),
    canWork: pick(ANPI_CAN_WORK_FILTERS, params.get('work'), 'ALL'),
    divisionId: Number.isSafeInteger(divisionId) && divisionId > 0 ? divisionId : null,
    sort: pick(ANPI_PEOPLE_SORTS, params.get('sort'), 'severity'),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's query for the filters: only what differs from the defaults. */
export function paramsOf(filters: AnpiPeopleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.state !== 'ALL') params.set('state', filters.state);
  if (filters.canWork !== 'ALL') params.set('work', filters.canWork);
  if (filters.divisionId !== null) params.set('division', String(filters.divisionId));
  if (filters.sort !== 'severity') params.set('sort', filters.sort);
  if (filters.order !== 'asc') params.set('order', filters.order);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The same filters as the API's query (people and export). */
export function queryOf(filters: AnpiPeopleFilters) {
  return {
    state: filters.state,
    canWork: filters.canWork,
    ...(filters.divisionId !== null ? { divisionId: filters.divisionId } : {}),
    sort: filters.sort,
    order: filters.order,
  };
}

export const isFiltered = (filters: AnpiPeopleFilters) =>
  filters.state !== 'ALL' || filters.canWork !== 'ALL' || filters.divisionId !== null;
