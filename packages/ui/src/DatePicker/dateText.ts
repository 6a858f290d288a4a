import { CalendarDate } from '@internationalized/date';
import type { DateValue } from '@internationalized/date';

/** Text formats of a date: the input default and the display format of the spec. */
export type DateFormat = 'YYYY-MM-DD' | 'YYYY/MM/DD';

/** Date picker default of spec 002 §9. */
export const DATE_FORMAT: DateFormat = 'YYYY-MM-DD';
/** Display format of spec 000 §9 / 002 §9. */
export const DISPLAY_DATE_FORMAT: DateFormat = 'YYYY/MM/DD';
/** Separator between the two dates of a range (spec 002 §9). */
export const RANGE_SEPARATOR = ' ~ ';
/** Calendars start the week on Sunday (spec 002 §9). */
export const FIRST_DAY_OF_WEEK = 'sun' as const;

export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** What limits the dates a user may pick. */
export interface DateConstraints {
  /** Earliest allowed date. */
  minValue?: DateValue | null;
  /** Latest allowed date. */
  maxValue?: DateValue | null;
  /** Marks single dates as not allowed (holidays, closed days). */
  isDateUnavailable?: (date: DateValue) => boolean;
}

export type DateTextError = 'invalid' | 'outOfRange' | 'order';

export type DateTextResult<T> = { ok: true; value: T | null } | { ok: false; error: DateTextError };

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Writes a date in the given format, e.g. `2025-04-01` or `2025/04/01`. */
export function formatDate(date: DateValue, format: DateFormat = DATE_FORMAT): string {
  const separator = format === 'YYYY/MM/DD' ? '/' : '-';
  return [pad(date.year, 4), pad(date.month, 2), pad(date.day, 2)].join(separator);
}

/**
 * Writes a date for display as YYYY/MM/DD. ISO strings with a time are read in the local
 * time zone, so a notice posted late at night shows the viewer's calendar day.
 */
export function formatDisplayDate(value: DateValue | Date | string): string {
  if (typeof value === 'string') {
    const plain = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDateText(value) : null;
    if (plain) return formatDate(plain, DISPLAY_DATE_FORMAT);
    return formatDisplayDate(new Date(value));
  }
  if (value instanceof Date) {
    return formatDate(
      new CalendarDate(value.getFullYear(), value.getMonth() + 1, value.getDate()),
      DISPLAY_DATE_FORMAT,
    );
  }
  return formatDate(value, DISPLAY_DATE_FORMAT);
}

/** Writes a range as `start ~ end`. */
export function formatDateRange(range: DateRange, format: DateFormat = DATE_FORMAT): string {
  return `${formatDate(range.start, format)}${RANGE_SEPARATOR}${formatDate(range.end, format)}`;
}

/**
 * Reads `YYYY-MM-DD` (or `YYYY/MM/DD`); returns null unless the text names a real calendar day.
 * Surrounding spaces and full-width digits, common with Japanese input methods, are accepted.
 */
export function parseDateText(text: string): CalendarDate | null {
  const normalized = text.trim().normalize('NFKC');
  const match = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(normalized);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[3]);
  const day = Number(match[4]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, day);
  // CalendarDate constrains out-of-range days (Feb 30 → Feb 29) instead of failing.
  return date.year === year && date.month === month && date.day === day ? date : null;
}

/** Whether a date is allowed by the constraints. */
export function isDateAllowed(
  date: DateValue,
  { minValue, maxValue, isDateUnavailable }: DateConstraints,
): boolean {
  if (minValue && date.compare(minValue) < 0) return false;
  if (maxValue && date.compare(maxValue) > 0) return false;
  return !isDateUnavailable?.(date);
}

/** Validates typed text for a single date; empty text is a valid "no date". */
export function readDateText(text: string, constraints: DateConstraints = {}): DateTextResult<CalendarDate> {
  if (text.trim() === '') return { ok: true, value: null };
  const date = parseDateText(text);
  if (!date) return { ok: false, error: 'invalid' };
  if (!isDateAllowed(date, constraints)) return { ok: false, error: 'outOfRange' };
  return { ok: true, value: date };
}

/** Validates typed text for a range `start ~ end`; start must not be after end. */
export function readDateRangeText(
  text: string,
  constraints: DateConstraints = {},
): DateTextResult<DateRange> {
  if (text.trim() === '') return { ok: true, value: null };
  const parts = text.normalize('NFKC').split('~');
  if (parts.length !== 2) return { ok: false, error: 'invalid' };
  const start = parseDateText(parts[0] ?? '');
  const end = parseDateText(parts[1] ?? '');
  if (!start || !end) return { ok: false, error: 'invalid' };
  if (start.compare(end) > 0) return { ok: false, error: 'order' };
  // Only the end points are checked against unavailable dates: a range may span a holiday.
  const { minValue, maxValue, isDateUnavailable } = constraints;
  const bounds = { minValue, maxValue };
  if (!isDateAllowed(start, bounds) || !isDateAllowed(end, bounds)) return { ok: false, error: 'outOfRange' };
  if (isDateUnavailable?.(start) || isDateUnavailable?.(end)) return { ok: false, error: 'outOfRange' };
  return { ok: true, value: { start, end } };
}
