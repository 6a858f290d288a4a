/**
 * A count's share of the people asked, as the results show it: whole percents, one decimal below
 * 1 % (so one person of a thousand reads 0.1 %, never 0 %), `<0.1%` below that, and 100 % or 0 %
 * only when it is everyone or no one.
 */
export function formatShare(count: number, total: number): string {
  if (total <= 0 || count <= 0) return '0%';
  if (count >= total) return '100%';
  const share = (count / total) * 100;
  if (share < 0.1) return '<0.1%';
  if (share < 1) return `${(Math.floor(share * 10) / 10).toFixed(1)}%`;
  return `${Math.min(99, Math.max(1, Math.round(share)))}%`;
}
