import type { ThanksCard, ThanksEventsMessage } from '@kizuna/api-client/contract';
import { create } from 'zustand';
import { useBadgeStore } from '../session';

interface ThanksEventsState {
  /** The last card received while signed in, with a number that changes for each one. */
  received: { card: ThanksCard; seq: number } | null;
  apply: (message: ThanksEventsMessage) => void;
}

/** What the events socket said of thanks: the badge's count, and the card that just came. */
export const useThanksEventsStore = create<ThanksEventsState>()((set, get) => ({
  received: null,
  apply: (message) => {
    switch (message.type) {
      case 'thanksUnseenCount':
        useBadgeStore.getState().setThanksUnseen(message.count);
        return;
      case 'thanksCardReceived':
        set({ received: { card: message.card, seq: (get().received?.seq ?? 0) + 1 } });
        return;
      default:
        message satisfies never;
    }
  },
}));

/** Hands a thanks message of the events socket to the store. */
export function applyThanksEvent(message: ThanksEventsMessage): void {
  useThanksEventsStore.getState().apply(message);
}

export function selectReceivedThanks(state: ThanksEventsState) {
  return state.received;
}
