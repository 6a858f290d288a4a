// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPANY_LIST_QUERY,
  parseCompanyListQuery,
  serializeCompanyListQuery,
} from './companyListQuery';

describe('company directory address', () => {
  it('round-trips the search, the sort and the opened company', () => {
    const query = {
      ...DEFAULT_COMPANY_LIST_QUERY,
      freeWord: 'みなと',
      sort: 'lastExchanged' as const,
      order: 'ASC' as const,
      page: 3,
      code: '0123456789abcdef',
      divisionId: 42,
      contactWord: 'いしかわ',
      contactPage: 2,
    };
    expect(parseCompanyListQuery(new URLSearchParams(serializeCompanyListQuery(query)))).toEqual(query);
  });

  it('reads a bookmark with nothing as the first page of every company by name', () => {
    expect(parseCompanyListQuery(new URLSearchParams(''))).toEqual(DEFAULT_COMPANY_LIST_QUERY);
    expect(serializeCompanyListQuery(DEFAULT_COMPANY_LIST_QUERY)).toBe('');
  });

  it('ignores what a hand-edited address gets wrong instead of failing', () => {
    const query = parseCompanyListQuery(
      new URLSearchParams('sort=salary&order=UP&page=-2&code=XYZ&division=abc&cpage=0'),
    );
    expect(query).toEqual(DEFAULT_COMPANY_LIST_QUERY);
  });

  it('drops the company’s division and contact search when no company is open', () => {
    const text = serializeCompanyListQuery({
      ...DEFAULT_COMPANY_LIST_QUERY,
      divisionId: 5,
      contactWord: 'x',
    });
    expect(text).toBe('');
  });
});
