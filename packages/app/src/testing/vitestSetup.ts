import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../../../../scripts/vitest-setup-dom';

/** How to put each zustand store created in this test run back to its first state. */
const storeResets = vi.hoisted(() => new Set<() => void>());

// Every store goes back to its initial state after each test, so no test file resets stores itself
// and no test sees another's state.
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof import('zustand')>();
  const track = <S>(creator: Parameters<typeof zustand.create<S>>[0]) => {
    const store = zustand.create<S>()(creator);
    const initial = store.getInitialState();
    storeResets.add(() => store.setState(initial, true));
    return store;
  };
  const create = ((creator?: Parameters<typeof zustand.create>[0]) =>
    creator ? track(creator) : track) as typeof zustand.create;
  return { ...zustand, create };
});

afterEach(() => {
  act(() => {
    for (const reset of storeResets) reset();
  });
});
