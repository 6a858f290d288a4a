import { create } from 'zustand';

interface AnpiAnswerVersionState {
  /** Rises whenever the person answers, so the banner and lists ask again. */
  version: number;
  answered: () => void;
}

export const useAnpiAnswerVersionStore = create<AnpiAnswerVersionState>()((set) => ({
  version: 0,
  answered: () => set((state) => ({ version: state.version + 1 })),
}));

export function selectAnpiAnswerVersion(state: AnpiAnswerVersionState): number {
  return state.version;
}
