import { create } from 'zustand';

interface LandingState {
  /** The sign-in page sent the user to `/initPage`: the login destination decides, not the start page. */
  signedInJustNow: boolean;
  markSignedIn: () => void;
  /** Reads the mark once; later visits of `/initPage` land on the start page. */
  takeSignedIn: () => boolean;
  reset: () => void;
}

export const useLandingStore = create<LandingState>()((set, get) => ({
  signedInJustNow: false,
  markSignedIn: () => set({ signedInJustNow: true }),
  takeSignedIn: () => {
    const marked = get().signedInJustNow;
    if (marked) set({ signedInJustNow: false });
    return marked;
  },
  reset: () => set({ signedInJustNow: false }),
}));
