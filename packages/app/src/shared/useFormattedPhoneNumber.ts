import { useEffect, useSyncExternalStore } from 'react';
import { quickFormatPhoneNumber } from './quickPhoneFormat';

type Format = (number: string) => string;

let library: Format | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** libphonenumber-js's `formatPhoneNumber`, loaded once, the first time a number needs it. */
function loadLibrary(): Promise<void> {
  loading ??= import('./formatPhoneNumber').then(
    (module) => {
      library = module.formatPhoneNumber;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A phone number as the app shows it, for a component's render. A plain Japanese number is written
 * at once (`quickFormatPhoneNumber`: the metadata without libphonenumber-js's code, so the first
 * screen does not carry the library); any other number shows as typed until libphonenumber-js has
 * loaded, and the component renders again with the number as `formatPhoneNumber` writes it.
 */
export function useFormattedPhoneNumber(number: string): string;
export function useFormattedPhoneNumber(number: string | null): string | null;
export function useFormattedPhoneNumber(number: string | null): string | null {
  const loaded = useSyncExternalStore(subscribe, () => library);
  const quick = number === null ? null : quickFormatPhoneNumber(number);
  const needsLibrary = quick === undefined && loaded === null;
  useEffect(() => {
    if (needsLibrary) void loadLibrary();
  }, [needsLibrary]);
  if (number === null || quick !== undefined) return quick ?? null;
  return loaded ? loaded(number) : number.trim();
}

/** `useFormattedPhoneNumber` as an element, for numbers rendered in a list. */
export function FormattedPhoneNumber({ number }: { number: string }) {
  return useFormattedPhoneNumber(number);
}
