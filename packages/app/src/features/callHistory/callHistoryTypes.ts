import type { PhoneLinkSettings } from '../../shared/phoneLink';

export const CALL_HISTORY_TYPES = ['incoming', 'outgoing'] as const;
export type CallHistoryType = (typeof CALL_HISTORY_TYPES)[number];

/** Who a number belongs to, as the server matched it (001 §3 call types). */
export type CallContactKind =
  'INTERNAL' | 'EXTERNAL_COMMON' | 'EXTERNAL_PERSONAL' | 'TENANT_PHONE_NUMBER' | 'UNKNOWN';

/** One call as the history shows it: the other party's number and who it is. */
export interface CallHistoryRow {
  callHistoryId: number;
  /** The other party: the caller for incoming calls, the dialled number for outgoing ones. */
  number: string;
  calledAt: string;
  answered: boolean;
  contactKind: CallContactKind;
  contactId: number | null;
  fullname: string | null;
  companyName: string | null;
  divisionName: string | null;
}

export interface CallHistoryViewProps {
  type: CallHistoryType;
  onTypeChange: (type: CallHistoryType) => void;
  rows: readonly CallHistoryRow[];
  /** More calls exist after the shown ones. */
  hasMore: boolean;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onLoadMore: () => void;
  phoneSettings: PhoneLinkSettings;
  /** Places the call through the phone system; absent where numbers are links or view-only. */
  onCallBack?: (number: string) => Promise<void>;
  onDelete: (callHistoryIds: number[]) => Promise<void>;
  /** Adds the number to the call rejection list; absent where the user has no call rejection. */
  onBlock?: (number: string) => Promise<void>;
  /** Where "save as contact" leads for a caller nobody knows. */
  saveContactHref: (row: CallHistoryRow) => string;
}
