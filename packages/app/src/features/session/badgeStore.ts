import { create } from 'zustand';

interface BadgeState {
  /** Unread notices; `null` until first loaded. */
  unread: number | null;
  setUnread: (unread: number) => void;
  reset: () => void;
}

export const useBadgeStore = create<BadgeState>()((set) => ({
  unread: null,
  setUnread: (unread) => set({ unread }),
  reset: () => set({ unread: null }),
}));

export function selectUnread(state: BadgeState): number | null {
  return state.unread;
}
