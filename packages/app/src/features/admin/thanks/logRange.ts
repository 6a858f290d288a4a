import { THANKS_LIMITS, thanksRangeDays } from '@kizuna/api-client/contract';

/** A range of days, `YYYY-MM-DD` each. */
export interface DayRange {
  from: string;
  to: string;
}

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The logs page opens on the last twelve weeks up to today. */
export function defaultLogRange(today: Date = new Date()): DayRange {
  const from = new Date(today);
  from.setDate(from.getDate() - 7 * 12 + 1);
  return { from: isoDay(from), to: isoDay(today) };
}

/**
 * The range's problem, as a message key for the end date: the start must not be after the end
 * (002 §5), and one export covers at most the year the logs are kept.
 */
export function logRangeProblem(range: { from: string | null; to: string | null }): string | null {
  if (!range.from || !range.to) return 'validation.required';
  if (range.from > range.to) return 'validation.dateOrder';
  if (thanksRangeDays(range.from, range.to) > THANKS_LIMITS.logRetentionDays)
    return 'validation.dateRangeMax';
  return null;
}
