/**
 * Thanks counts its weeks and months in Japan time (UTC+9, no daylight saving): the weekly points
 * reset at 00:00 of the tenant's reset weekday, and a monthly tally runs from the day after one
 * close date to the next close date (0: from the 1st to the end of the month).
 */
const JST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Japan-time calendar fields of an instant. */
function japanDay(at: Date): { year: number; month: number; date: number; isoWeekday: number } {
  const local = new Date(at.getTime() + JST_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    date: local.getUTCDate(),
    isoWeekday: ((local.getUTCDay() + 6) % 7) + 1,
  };
}

/** 00:00 Japan time of a calendar day (month and date may overflow, as with `Date.UTC`). */
function japanMidnight(year: number, month: number, date: number): Date {
  return new Date(Date.UTC(year, month, date) - JST_OFFSET_MS);
}

/** When the current week of points began. */
export function weekStart(now: Date, resetDayOfWeek: number): Date {
  const day = japanDay(now);
  const back = (day.isoWeekday - resetDayOfWeek + 7) % 7;
  return japanMidnight(day.year, day.month, day.date - back);
}

/** When the current monthly tally began. */
export function periodStart(now: Date, closeDate: number): Date {
  const day = japanDay(now);
  if (closeDate === 0) return japanMidnight(day.year, day.month, 1);
  return day.date > closeDate
    ? japanMidnight(day.year, day.month, closeDate + 1)
    : japanMidnight(day.year, day.month - 1, closeDate + 1);
}

/** A `YYYY-MM-DD` range of Japan-time days as instants: from its first midnight to after its last day. */
export function dayRange(dateFrom: string, dateTo: string): { from: Date; until: Date } {
  const [fy, fm, fd] = dateFrom.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = dateTo.split('-').map(Number) as [number, number, number];
  return { from: japanMidnight(fy, fm - 1, fd), until: japanMidnight(ty, tm - 1, td + 1) };
}

/** `YYYY-MM-DD` of an instant in Japan time. */
export function japanDate(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY/MM/DD HH:mm:ss` in Japan time, as the exports show times. */
export function japanDateTime(at: Date): string {
  return new Date(at.getTime() + JST_OFFSET_MS)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ')
    .replace(/-/g, '/');
}

export const THANKS_DAY_MS = DAY_MS;
