/**
 * A date as the app shows dates (spec 000 §9), in the viewer's time zone: `YYYY/MM/DD`, or
 * `YYYY/MM/DD HH:mm` with the time. An unreadable value shows as nothing.
 */
export function formatDisplayDate(iso: string, parts: 'date' | 'dateTime' = 'date'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  return parts === 'date' ? day : `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
