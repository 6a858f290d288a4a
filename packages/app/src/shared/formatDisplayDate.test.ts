// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayRange } from './formatDisplayDate';

// Local times: the formatter shows the viewer's own clock.
const at = (h: number, m = 0, day = 26) => new Date(2026, 10, day, h, m).toISOString();

describe('dates and times as the app shows them', () => {
  it('writes dates YYYY/MM/DD and times on the 24-hour clock', () => {
    expect(formatDisplayDate(at(13, 5))).toBe('2026/11/26');
    expect(formatDisplayDate(at(13, 5), 'dateTime')).toBe('2026/11/26 13:05');
    expect(formatDisplayDate(at(0, 0), 'dateTime')).toBe('2026/11/26 00:00');
    expect(formatDisplayDate(at(21, 7), 'time')).toBe('21:07');
    expect(formatDisplayDate('not a date')).toBe('');
  });

  it('writes a span within a day as 13:00–14:00, and across days in full', () => {
    expect(formatDisplayRange(at(13), at(14))).toBe('2026/11/26 13:00–14:00');
    expect(formatDisplayRange(at(22, 30), at(9, 0, 27))).toBe('2026/11/26 22:30 – 2026/11/27 09:00');
    expect(formatDisplayRange(at(13), 'never')).toBe('');
  });

  it('writes an instant in a given time zone (the tenant’s), midnight as 00:00', () => {
    expect(formatDisplayDate('2026-12-06T15:30:09Z', 'dateTime', 'Asia/Tokyo')).toBe('2026/12/07 00:30');
    expect(formatDisplayDate('2026-12-07T04:05:09Z', 'timeSeconds', 'Asia/Tokyo')).toBe('13:05:09');
    expect(formatDisplayDate('2026-12-07T04:05:09Z', 'date', 'America/New_York')).toBe('2026/12/06');
  });
});
