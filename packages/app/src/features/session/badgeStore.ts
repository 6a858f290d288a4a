import { create } from 'zustand';

interface BadgeState {
  /** Unread notices; `null` until first loaded. */
  unread: number | null;
  /** Unread talk messages of others (the side bar's Talk entry); `null` until first loaded. */
  talkUnread: number | null;
  setUnread: (unread: number) => void;
  setTalkUnread: (talkUnread: number) => void;
  reset: () => void;
}

export const useBadgeStore = create<BadgeState>()((set) => ({
  unread: null,
  talkUnread: null,
  setUnread: (unread) => set({ unread }),
  setTalkUnread: (talkUnread) => set({ talkUnread }),
  reset: () => set({ unread: null, talkUnread: null }),
}));

export function selectUnread(state: BadgeState): number | null {
  return state.unread;
}

export function selectTalkUnread(state: BadgeState): number | null {
  return state.talkUnread;
}
