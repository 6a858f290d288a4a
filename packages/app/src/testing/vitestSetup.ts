import { preloadDialogHost } from '@kizuna/ui';
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as Zustand from 'zustand';
import '../../../../scripts/vitest-setup-dom';
import { preloadToastRegion } from '../shared/toast';

/** How to put each zustand store created in this test run back to its first state. */
const storeResets = vi.hoisted(() => new Set<() => void>());

// Every store goes back to its initial state after each test, so no test file resets stores itself
// and no test sees another's state.
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const track = (creator: Zustand.StateCreator<unknown>) => {
    const store = zustand.create(creator);
    const initial = store.getInitialState();
    storeResets.add(() => store.setState(initial, true));
    return store;
  };
  const create = (creator?: Zustand.StateCreator<unknown>) => (creator ? track(creator) : track);
  return { ...zustand, create: create as typeof Zustand.create };
});

afterEach(() => {
  act(() => {
    for (const reset of storeResets) reset();
  });
});

// The dialog service's host and the toast region load with their first dialog or toast in the app
// (`DialogServiceProvider`, `ToastProvider`); loaded ahead here, a test sees a dialog or a toast in
// the same tick it opens, as the app does once they have loaded.
await Promise.all([preloadDialogHost(), preloadToastRegion()]);
