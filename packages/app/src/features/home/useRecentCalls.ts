import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { toCallHistoryRow } from '../callHistory';
import type { CallHistoryRow } from '../callHistory';

/** How many calls the dashboard lists; the call history shows them all. */
export const RECENT_CALLS_SHOWN = 5;

export interface RecentCall extends CallHistoryRow {
  direction: 'incoming' | 'outgoing';
}

/** The newest calls first; the same instant keeps the incoming call first. */
export function newestCallsFirst(a: RecentCall, b: RecentCall): number {
  return b.calledAt.localeCompare(a.calledAt) || a.direction.localeCompare(b.direction);
}

/** The user's latest calls, incoming and outgoing together, newest first. */
export function useRecentCalls() {
  const client = useClient();
  return useQuery<RecentCall[]>(async (signal) => {
    const query = { page: 1 };
    const [incoming, outgoing] = await Promise.all([
      client.callHistory.incoming({ query }, { signal }),
      client.callHistory.outgoing({ query }, { signal }),
    ]);
    const calls: RecentCall[] = [
      ...incoming.items.map((item) => ({ ...toCallHistoryRow(item), direction: 'incoming' as const })),
      ...outgoing.items.map((item) => ({ ...toCallHistoryRow(item), direction: 'outgoing' as const })),
    ];
    return calls.sort(newestCallsFirst).slice(0, RECENT_CALLS_SHOWN);
  }, 'recentCalls');
}
