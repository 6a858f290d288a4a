import { create } from 'zustand';
import type { InternalContactDetail } from '@kizuna/api-client/contract';

interface InternalContactsState {
  /** Query string of the list last shown, so "back to the list" returns to the same search. */
  lastListSearch: string;
  /**
   * Set when a detail page was entered directly by its URL and its loader already loaded the
   * person (spec 001 §4): the page skips its own first load once, then the flag clears.
   */
  preloadedDetail: InternalContactDetail | null;
  setLastListSearch: (search: string) => void;
  setPreloadedDetail: (detail: InternalContactDetail) => void;
  /** Hands the preloaded person to the page once and clears the flag. */
  takePreloadedDetail: (contactId: number) => InternalContactDetail | null;
  reset: () => void;
}

export const useInternalContactsStore = create<InternalContactsState>()((set, get) => ({
  lastListSearch: '',
  preloadedDetail: null,
  setLastListSearch: (lastListSearch) => set({ lastListSearch }),
  setPreloadedDetail: (preloadedDetail) => set({ preloadedDetail }),
  takePreloadedDetail: (contactId) => {
    const preloaded = get().preloadedDetail;
    set({ preloadedDetail: null });
    return preloaded?.contactId === contactId ? preloaded : null;
  },
  reset: () => set({ lastListSearch: '', preloadedDetail: null }),
}));

export function selectLastListSearch(state: InternalContactsState): string {
  return state.lastListSearch;
}
