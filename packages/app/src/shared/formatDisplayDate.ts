/**
 * Dates and times as the app shows them in both languages (spec 000 §9): `YYYY/MM/DD`, times on
 * the 24-hour clock (`YYYY/MM/DD HH:mm`). One format everywhere, so a list never mixes `13:00` and
 * `1:00 PM`, nor `2026/12/07` and `7 Dec 2026`. In the viewer's time zone unless `timeZone` names
 * another (the tenant's, for the action log). An unreadable value shows as nothing.
 */
export function formatDisplayDate(
  iso: string | Date,
  parts: 'date' | 'dateTime' | 'time' | 'timeSeconds' = 'date',
  timeZone?: string,
): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const fields = fieldsOf(date, timeZone);
  if (parts === 'time') return timeOf(fields);
  if (parts === 'timeSeconds') return `${timeOf(fields)}:${pad(fields.second)}`;
  const day = dayOf(fields);
  return parts === 'date' ? day : `${day} ${timeOf(fields)}`;
}

/**
 * A span of time: `2026/11/26 13:00–14:00` within one day, else both ends in full
 * (`2026/11/26 13:00 – 2026/11/27 09:00`).
 */
export function formatDisplayRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  const [from, to] = [fieldsOf(start), fieldsOf(end)];
  if (dayOf(from) === dayOf(to)) return `${dayOf(from)} ${timeOf(from)}–${timeOf(to)}`;
  return `${dayOf(from)} ${timeOf(from)} – ${dayOf(to)} ${timeOf(to)}`;
}

interface DateFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar fields of an instant in the viewer's time zone, or in `timeZone`. */
function fieldsOf(date: Date, timeZone?: string): DateFields {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  let format = zoneFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      // A zone this browser does not know: the viewer's own rather than nothing.
      return fieldsOf(date);
    }
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour! % 24,
    minute: part.minute!,
    second: part.second!,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function dayOf({ year, month, day }: DateFields): string {
  return `${year}/${pad(month)}/${pad(day)}`;
}

function timeOf({ hour, minute }: DateFields): string {
  return `${pad(hour)}:${pad(minute)}`;
}
