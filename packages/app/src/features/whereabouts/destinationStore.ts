import type { Destination } from '@kizuna/api-client/contract';
import { create } from 'zustand';

interface DestinationState {
  /**
   * Destinations that changed since the lists on screen were loaded, by person (null: not set),
   * as the events socket announced and `/userDest/status` answered.
   */
  changed: ReadonlyMap<number, Destination | null>;
  apply: (destinations: readonly { userId: number; destination: Destination | null }[]) => void;
  reset: () => void;
}

export const useDestinationStore = create<DestinationState>()((set) => ({
  changed: new Map(),
  apply: (destinations) =>
    set((state) => {
      const changed = new Map(state.changed);
      for (const { userId, destination } of destinations) changed.set(userId, destination);
      return { changed };
    }),
  reset: () => set({ changed: new Map() }),
}));

export function selectChangedDestinations(state: DestinationState): ReadonlyMap<number, Destination | null> {
  return state.changed;
}
