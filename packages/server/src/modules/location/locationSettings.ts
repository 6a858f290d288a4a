import { PLACE_LIMITS, type LocationSettings } from '@kizuna/api-client/contract';
import type { PlacesSimulate } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';

/**
 * The tenant's location privacy settings. Without a row: nobody is shown unless they choose to be,
 * working hours are 08:00–20:00 on weekdays (Asia/Tokyo), and a position is shown for 15 minutes.
 */
export const DEFAULT_LOCATION_SETTINGS: LocationSettings = {
  shownByDefault: false,
  workingHours: { start: '08:00', end: '20:00', days: [1, 2, 3, 4, 5] },
  recentMinutes: PLACE_LIMITS.recentMinutesDefault,
  timeZone: 'Asia/Tokyo',
};

export async function readLocationSettings(db: Db, tenantId: number): Promise<LocationSettings> {
  const row = await db
    .selectFrom('tenant_location_settings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_LOCATION_SETTINGS;
  return {
    shownByDefault: row.shown_by_default,
    workingHours: { start: row.work_start, end: row.work_end, days: [...row.work_days].map(Number) },
    recentMinutes: row.recent_minutes,
    timeZone: row.time_zone,
  };
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * Whether `at` falls in the working hours, in the tenant's time zone. An end before the start
 * spans midnight (22:00–06:00); a start equal to the end is the whole day.
 */
export function isWithinWorkingHours(settings: LocationSettings, at: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: settings.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS[part('weekday')] ?? 0;
  const minute = Number(part('hour')) * 60 + Number(part('minute'));
  const toMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  const start = toMinutes(settings.workingHours.start);
  const end = toMinutes(settings.workingHours.end);
  if (start === end) return settings.workingHours.days.includes(day);
  if (start < end) return settings.workingHours.days.includes(day) && minute >= start && minute < end;
  // Spanning midnight: the early hours belong to the previous day's shift.
  if (minute >= start) return settings.workingHours.days.includes(day);
  const previous = day === 1 ? 7 : day - 1;
  return minute < end && settings.workingHours.days.includes(previous);
}

/**
 * Whether positions are taken and shown at `at`: during working hours, or at any hour when the
 * simulated site runs `always` (`KIZUNA_PLACES_SIMULATE=always`, for tests and demos).
 */
export function positionsShownAt(
  settings: LocationSettings,
  at: Date,
  simulate: PlacesSimulate | undefined,
): boolean {
  return simulate === 'always' || isWithinWorkingHours(settings, at);
}
