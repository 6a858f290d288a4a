// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseGroupUsersQuery, serializeGroupUsersQuery } from './groupUsersQuery';

describe('group company directory address', () => {
  it('round-trips the division, the free word and the page', () => {
    const query = { divisionId: 12, freeWord: 'ぶつりゅう', page: 2 };
    expect(parseGroupUsersQuery(new URLSearchParams(serializeGroupUsersQuery(query)))).toEqual(query);
  });

  it('starts from the whole company and ignores ids that are not ids', () => {
    expect(parseGroupUsersQuery(new URLSearchParams('division=abc&page=0'))).toEqual({
      divisionId: null,
      freeWord: '',
      page: 1,
    });
    expect(serializeGroupUsersQuery({ divisionId: null, freeWord: '  ', page: 1 })).toBe('');
  });
});
