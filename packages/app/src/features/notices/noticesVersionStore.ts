import { create } from 'zustand';

interface NoticesVersionState {
  /** Goes up each time an administrator changes a notice; what shows notices loads them again. */
  version: number;
  bump: () => void;
  reset: () => void;
}

export const useNoticesVersionStore = create<NoticesVersionState>()((set) => ({
  version: 0,
  bump: () => set((state) => ({ version: state.version + 1 })),
  reset: () => set({ version: 0 }),
}));

export function selectNoticesVersion(state: NoticesVersionState): number {
  return state.version;
}
