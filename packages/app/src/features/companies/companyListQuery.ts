import { COMPANY_SORTS, type CompanySort, type SortOrder } from '@kizuna/api-client/contract';

/** The company directory's state in the URL: the list search, and the company opened beside it. */
export interface CompanyListQuery {
  freeWord: string;
  sort: CompanySort;
  order: SortOrder | null;
  page: number;
  /** The opened company's code. */
  code: string | null;
  /** The division of the opened company its contacts are narrowed to. */
  divisionId: number | null;
  /** Free word over the opened company's contacts. */
  contactWord: string;
  contactPage: number;
}

export const DEFAULT_COMPANY_LIST_QUERY: CompanyListQuery = {
  freeWord: '',
  sort: 'companyName',
  order: null,
  page: 1,
  code: null,
  divisionId: null,
  contactWord: '',
  contactPage: 1,
};

const ID = /^[1-9][0-9]{0,15}$/;

function pageOf(text: string | null): number {
  return text && ID.test(text) ? Math.min(Number(text), 100_000) : 1;
}

export function parseCompanyListQuery(params: URLSearchParams): CompanyListQuery {
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  const code = params.get('code') ?? '';
  const division = params.get('division') ?? '';
  return {
    freeWord: (params.get('q') ?? '').slice(0, 200),
    sort: (COMPANY_SORTS as readonly string[]).includes(sort) ? (sort as CompanySort) : 'companyName',
    order: order === 'ASC' || order === 'DESC' ? order : null,
    page: pageOf(params.get('page')),
    code: /^[0-9a-f]{16}$/.test(code) ? code : null,
    divisionId: ID.test(division) ? Number(division) : null,
    contactWord: (params.get('cq') ?? '').slice(0, 200),
    contactPage: pageOf(params.get('cpage')),
  };
}

export function serializeCompanyListQuery(query: CompanyListQuery): string {
  const params = new URLSearchParams();
  if (query.freeWord.trim() !== '') params.set('q', query.freeWord.trim());
  if (query.sort !== 'companyName') params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.code) params.set('code', query.code);
  if (query.code && query.divisionId !== null) params.set('division', String(query.divisionId));
  if (query.code && query.contactWord.trim() !== '') params.set('cq', query.contactWord.trim());
  if (query.code && query.contactPage > 1) params.set('cpage', String(query.contactPage));
  return params.toString();
}
