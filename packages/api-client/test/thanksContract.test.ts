import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../src/validation';
import {
  contract,
  extractThanksHashtags,
  formatThanksLikeCount,
  listEndpoints,
  THANKS_STAMP_COLORS,
} from '../src/contract';

const { thanks, thanksAdmin } = contract;

function accepts(schema: v.GenericSchema | undefined, input: unknown): boolean {
  if (!schema) throw new Error('no schema');
  return v.safeParse(schema, input).success;
}

describe('the thanks contract', () => {
  it('holds the calls of 002 §7 "Thanks" for thanks users and the admin calls for ADMIN_THANKS', () => {
    const routes = listEndpoints({ thanks }).map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /thanks/cards',
        'POST /thanks/cards',
        'GET /thanks/cards/:cardId/likes',
        'POST /thanks/cards/:cardId/likes',
        'PUT /thanks/cards/:cardId/receivers/:userId/reaction',
        'GET /thanks/stamps',
      ]),
    );
    for (const endpoint of Object.values(thanks))
      expect(endpoint.capability).toEqual({ kind: 'rule', rule: 'thanks' });
    for (const endpoint of Object.values(thanksAdmin)) {
      expect(endpoint.path.startsWith('/admin/thanks/')).toBe(true);
      expect(endpoint.capability).toMatchObject({ kind: 'all' });
    }
    expect(THANKS_STAMP_COLORS).toHaveLength(18);
  });

  it('takes a weekly limit of 100 to 9999 and a reaction of 1 to 4', () => {
    const body = thanksAdmin.setPoint.body;
    expect(accepts(body, { pointLimit: 100 })).toBe(true);
    expect(accepts(body, { pointLimit: 9999 })).toBe(true);
    expect(accepts(body, { pointLimit: 99 })).toBe(false);
    expect(accepts(body, { pointLimit: 10_000 })).toBe(false);
    expect(accepts(thanks.react.body, { reaction: 4 })).toBe(true);
    expect(accepts(thanks.react.body, { reaction: 0 })).toBe(false);
    expect(accepts(thanks.react.body, { reaction: 5 })).toBe(false);
  });

  it('refuses a blank stamp heading and keeps it trimmed', () => {
    const body = thanksAdmin.createStamp.body!;
    expect(accepts(body, { heading: '  ', color: 'RED', icon: 'STAR' })).toBe(false);
    expect(v.parse(body, { heading: ' 感謝 ', color: 'RED', icon: 'STAR' })).toMatchObject({
      heading: '感謝',
    });
  });

  it('refuses an export range backwards or longer than the retention, on dateTo', () => {
    const query = thanksAdmin.exportCardInfo.query!;
    const errors = (input: object) => toFieldErrors(v.safeParse(query, input).issues ?? [], 'query');
    expect(errors({ dateFrom: '2026-02-01', dateTo: '2026-01-31' })).toEqual([
      { path: 'query.dateTo', key: 'dateOrder' },
    ]);
    expect(errors({ dateFrom: '2025-01-01', dateTo: '2026-01-02' })).toEqual([
      { path: 'query.dateTo', key: 'dateRangeMax' },
    ]);
    expect(errors({ dateFrom: '2025-01-01', dateTo: '2025-12-31' })).toEqual([]);
  });

  it('reads hashtags with # and ＃ alike, and caps like counts at 99+', () => {
    expect(extractThanksHashtags('ありがとう #感謝、＃チーム #感謝')).toEqual(['感謝', 'チーム']);
    expect(formatThanksLikeCount(99)).toBe('99');
    expect(formatThanksLikeCount(1_000)).toBe('99+');
  });

  it('takes the feed’s divisions joined by commas', () => {
    expect(v.parse(thanks.cards.query!, { divisionIds: '3,7' })).toMatchObject({ divisionIds: [3, 7] });
    expect(accepts(thanks.cards.query, { divisionIds: '3,x' })).toBe(false);
  });
});
