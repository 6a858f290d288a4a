// @vitest-environment node
import { CalendarDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateRange,
  formatDisplayDate,
  parseDateText,
  readDateRangeText,
  readDateText,
} from './dateText';

describe('date text', () => {
  it('round-trips every real date through YYYY-MM-DD and YYYY/MM/DD', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }),
        (js) => {
          const date = new CalendarDate(js.getFullYear(), js.getMonth() + 1, js.getDate());
          expect(parseDateText(formatDate(date))?.toString()).toBe(date.toString());
          expect(parseDateText(formatDate(date, 'YYYY/MM/DD'))?.toString()).toBe(date.toString());
        },
      ),
    );
  });

  it('rejects text that is not a real day', () => {
    for (const text of [
      '2025-02-29',
      '2025-13-01',
      '2025-04-31',
      '2025-00-10',
      '25-04-01',
      '2025-04-01x',
      '2025-04/01',
    ]) {
      expect(parseDateText(text), text).toBeNull();
    }
    expect(parseDateText('2024-02-29')?.toString()).toBe('2024-02-29');
    expect(parseDateText('２０２５－０４－０１')?.toString()).toBe('2025-04-01');
  });

  it('accepts a typed date only when it is allowed', () => {
    const constraints = {
      minValue: new CalendarDate(2025, 4, 1),
      maxValue: new CalendarDate(2025, 4, 30),
      isDateUnavailable: (date: { day: number }) => date.day === 29,
    };
    expect(readDateText('2025-04-10', constraints)).toEqual({
      ok: true,
      value: new CalendarDate(2025, 4, 10),
    });
    expect(readDateText('2025-03-31', constraints)).toEqual({ ok: false, error: 'outOfRange' });
    expect(readDateText('2025-04-29', constraints)).toEqual({ ok: false, error: 'outOfRange' });
    expect(readDateText('2025-04-31', constraints)).toEqual({ ok: false, error: 'invalid' });
    expect(readDateText('  ')).toEqual({ ok: true, value: null });
  });

  it('needs start ≤ end in a range written with " ~ "', () => {
    const range = { start: new CalendarDate(2025, 4, 1), end: new CalendarDate(2025, 4, 3) };
    expect(formatDateRange(range)).toBe('2025-04-01 ~ 2025-04-03');
    expect(readDateRangeText('2025-04-01 ~ 2025-04-03')).toEqual({ ok: true, value: range });
    expect(readDateRangeText('2025-04-03 ~ 2025-04-03').ok).toBe(true);
    expect(readDateRangeText('2025-04-03 ~ 2025-04-01')).toEqual({ ok: false, error: 'order' });
    expect(readDateRangeText('2025-04-01')).toEqual({ ok: false, error: 'invalid' });
    expect(readDateRangeText('2025-04-01 ~ 2025-02-30')).toEqual({ ok: false, error: 'invalid' });
  });

  it('displays dates as YYYY/MM/DD', () => {
    expect(formatDisplayDate(new CalendarDate(2025, 1, 5))).toBe('2025/01/05');
    expect(formatDisplayDate('2025-01-05')).toBe('2025/01/05');
    expect(formatDisplayDate(new Date(2025, 0, 5, 23, 30))).toBe('2025/01/05');
  });
});
