// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardsQuery, readThanksFilter, writeThanksFilter } from './thanksFilter';

describe('the feed filter in the address', () => {
  it('reads userFilterInfoId, the direction, the division and the page', () => {
    const filter = readThanksFilter(new URLSearchParams('userFilterInfoId=12&show=sent&divisionId=3&page=2'));
    expect(filter).toEqual({ userId: 12, direction: 'sent', divisionId: 3, page: 2 });
    expect(writeThanksFilter(filter).toString()).toBe('userFilterInfoId=12&show=sent&divisionId=3&page=2');
  });

  it('leaves out what cannot be read, and writes the plain feed as no query', () => {
    const filter = readThanksFilter(new URLSearchParams('userFilterInfoId=abc&page=0&divisionId=-1'));
    expect(filter).toEqual({ userId: null, direction: 'received', divisionId: null, page: 1 });
    expect(writeThanksFilter(filter).toString()).toBe('');
  });

  it('asks the cards a person received, or sent', () => {
    const base = { userId: 12, divisionId: null, page: 1 } as const;
    expect(cardsQuery({ ...base, direction: 'received' }, 20)).toEqual({ page: 1, size: 20, toUserId: 12 });
    expect(cardsQuery({ ...base, direction: 'sent' }, 20)).toEqual({ page: 1, size: 20, fromUserId: 12 });
    expect(cardsQuery({ userId: null, direction: 'received', divisionId: 3, page: 2 }, 20)).toEqual({
      page: 2,
      size: 20,
      divisionIds: [3],
    });
  });
});
