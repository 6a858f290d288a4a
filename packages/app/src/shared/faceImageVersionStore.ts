import { create } from 'zustand';

interface FaceImageVersionState {
  /** A version per person whose face changed while the app is open. */
  versions: Readonly<Record<number, number>>;
  /** A face was uploaded or removed: every image of the person loads it afresh. */
  changed: (userId: number) => void;
}

/**
 * Faces changed in this app. The server revalidates face images, but an `<img>` already drawn does
 * not ask again; a new address does, so every place shows the new face at once.
 */
export const useFaceImageVersionStore = create<FaceImageVersionState>()((set) => ({
  versions: {},
  changed: (userId) =>
    set((state) => ({ versions: { ...state.versions, [userId]: (state.versions[userId] ?? 0) + 1 } })),
}));

export const selectFaceVersion = (userId: number) => (state: FaceImageVersionState) => state.versions[userId];
