import { create } from 'zustand';

interface ProfileEditState {
  /** The sections of my profile being edited, by key (`oneWord`, `tags.SKILL`, `customCol.12`, …). */
  editing: Readonly<Record<string, true>>;
  setEditing: (section: string, isEditing: boolean) => void;
  /** Leaves every section's edit state (a confirmed navigation away). */
  reset: () => void;
}

/** Which sections of my profile are in edit mode (002 §4): the leave confirmation reads it. */
export const useProfileEditStore = create<ProfileEditState>()((set) => ({
  editing: {},
  setEditing: (section, isEditing) =>
    set((state) => {
      const { [section]: _, ...others } = state.editing;
      return { editing: isEditing ? { ...others, [section]: true } : others };
    }),
  reset: () => set({ editing: {} }),
}));

export const selectIsEditing = (section: string) => (state: ProfileEditState) =>
  state.editing[section] === true;

export const selectAnyEditing = (state: ProfileEditState) => Object.keys(state.editing).length > 0;
