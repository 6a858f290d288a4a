import { create } from 'zustand';

interface BadgeState {
  /** Unread notices; `null` until first loaded. */
  unread: number | null;
  /** Unread talk messages of others (the side bar's Talk entry); `null` until first loaded. */
  talkUnread: number | null;
  /** Thanks cards received and not yet seen on the feed (the side bar's Thanks entry); `null` until first loaded. */
  thanksUnseen: number | null;
  setUnread: (unread: number) => void;
  setTalkUnread: (talkUnread: number) => void;
  setThanksUnseen: (thanksUnseen: number) => void;
  reset: () => void;
}

export const useBadgeStore = create<BadgeState>()((set) => ({
  unread: null,
  talkUnread: null,
  thanksUnseen: null,
  setUnread: (unread) => set({ unread }),
  setTalkUnread: (talkUnread) => set({ talkUnread }),
  setThanksUnseen: (thanksUnseen) => set({ thanksUnseen }),
  reset: () => set({ unread: null, talkUnread: null, thanksUnseen: null }),
}));

export function selectUnread(state: BadgeState): number | null {
  return state.unread;
}

export function selectTalkUnread(state: BadgeState): number | null {
  return state.talkUnread;
}

export function selectThanksUnseen(state: BadgeState): number | null {
  return state.thanksUnseen;
}
