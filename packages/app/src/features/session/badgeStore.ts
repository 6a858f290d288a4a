import type { NotificationBadge } from '@kizuna/api-client/contract';
import { create } from 'zustand';

interface BadgeState {
  /** Unread notices; `null` until first loaded. */
  unread: number | null;
  /** Unread talk messages of others (the side bar's Talk entry); `null` until first loaded. */
  talkUnread: number | null;
  /** Thanks cards received and not yet seen on the feed (the side bar's Thanks entry); `null` until first loaded. */
  thanksUnseen: number | null;
  /** Open safety checks that ask the person and wait for their answer (the bell counts them too); `null` until first loaded. */
  anpiPending: number | null;
  setUnread: (unread: number) => void;
  setTalkUnread: (talkUnread: number) => void;
  setThanksUnseen: (thanksUnseen: number) => void;
  /** Takes every count of a `/notificationBadge` answer. */
  setBadge: (badge: NotificationBadge) => void;
  reset: () => void;
}

export const useBadgeStore = create<BadgeState>()((set) => ({
  unread: null,
  talkUnread: null,
  thanksUnseen: null,
  anpiPending: null,
  setUnread: (unread) => set({ unread }),
  setTalkUnread: (talkUnread) => set({ talkUnread }),
  setThanksUnseen: (thanksUnseen) => set({ thanksUnseen }),
  setBadge: (badge) =>
    set({
      unread: badge.count,
      talkUnread: badge.talk,
      thanksUnseen: badge.thanks,
      anpiPending: badge.anpi ?? 0,
    }),
  reset: () => set({ unread: null, talkUnread: null, thanksUnseen: null, anpiPending: null }),
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

export function selectAnpiPending(state: BadgeState): number | null {
  return state.anpiPending;
}
