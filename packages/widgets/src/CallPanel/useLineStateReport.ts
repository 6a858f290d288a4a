import { useState } from 'react';
import type { LocalPhoneStatusResponse } from '@kizuna/api-client';
import { lineDisplayState } from './lineState';

/**
 * Calls `onChange` with the line's state whenever it changes (the panel's `kizuna-line-state`), in
 * the words the panel and the app's call bar show (`lineDisplayState`: CALLING until the called
 * party answers); nothing before the first status arrives.
 */
export function useLineStateReport(
  status: LocalPhoneStatusResponse | null,
  onChange: ((state: string) => void) | undefined,
): void {
  const [reported, setReported] = useState<string | null>(null);
  const state = status ? lineDisplayState(status) : null;
  if (state !== reported) {
    setReported(state);
    if (state) onChange?.(state);
  }
}
