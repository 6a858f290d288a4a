// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTalkDay } from './talkTimeline';

describe('formatTalkDay', () => {
  const now = new Date(2026, 10, 26, 12, 0);

  it('names the day with its weekday, and the year only for another year', () => {
    expect(formatTalkDay(new Date(2026, 10, 26, 9, 0), 'ja', now)).toBe('11月26日(木)');
    expect(formatTalkDay(new Date(2026, 10, 26, 9, 0), 'en', now)).toBe('Thu, 26 Nov');
    expect(formatTalkDay(new Date(2025, 11, 31, 23, 0), 'ja', now)).toBe('2025年12月31日(水)');
    expect(formatTalkDay(new Date(2025, 11, 31, 23, 0), 'en', now)).toBe('Wed, 31 Dec 2025');
  });
});
