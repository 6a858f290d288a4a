/**
 * Dates and times as the app shows them in both languages (spec 000 §9), in the viewer's time
 * zone: `YYYY/MM/DD`, times on the 24-hour clock (`YYYY/MM/DD HH:mm`). One format everywhere, so
 * a list never mixes `13:00` and `1:00 PM`. An unreadable value shows as nothing.
 */
export function formatDisplayDate(iso: string, parts: 'date' | 'dateTime' | 'time' = 'date'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (parts === 'time') return timeOf(date);
  const day = dayOf(date);
  return parts === 'date' ? day : `${day} ${timeOf(date)}`;
}

/**
 * A span of time: `2026/11/26 13:00–14:00` within one day, else both ends in full
 * (`2026/11/26 13:00 – 2026/11/27 09:00`).
 */
export function formatDisplayRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  if (dayOf(start) === dayOf(end)) return `${dayOf(start)} ${timeOf(start)}–${timeOf(end)}`;
  return `${dayOf(start)} ${timeOf(start)} – ${dayOf(end)} ${timeOf(end)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

function dayOf(date: Date): string {
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

function timeOf(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
