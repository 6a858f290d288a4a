const TOKYO = 'Asia/Tokyo';

/** YYYY/MM/DD in Japan time, where the tenants work (the spec's date format). */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: TOKYO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** YYYY/MM/DD HH:mm (24-hour) in Japan time. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: TOKYO,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The last day of a trial that ends at `iso` (the next day's midnight in Japan): YYYY-MM-DD. */
export function trialLastDay(iso: string): string {
  const last = new Date(new Date(iso).getTime() - 1 + 9 * 3_600_000);
  return last.toISOString().slice(0, 10);
}

/** A day 30 days from now in Japan time, YYYY-MM-DD: the form's default for a new trial end. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
}
