import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { createToastQueue, showToast } from '@kizuna/ui';
import type { ToastContent, ToastQueue, ToastTone } from '@kizuna/ui';
import type * as ToastRegionPart from './ToastRegionPart';

const ToastContext = createContext<ToastQueue | null>(null);

let loadedRegion: typeof ToastRegionPart | null = null;
function loadToastRegion() {
  return import('./ToastRegionPart').then((module) => (loadedRegion = module));
}
const LazyToastRegion = lazy(() => loadToastRegion().then((module) => ({ default: module.ToastRegion })));

/** Loads the toast region ahead of the first toast (tests that expect a toast in the same tick). */
export function preloadToastRegion(): Promise<void> {
  return loadToastRegion().then(() => undefined);
}

/**
 * The queue's region from its first toast on: react-aria's toast and landmark modules stay out of
 * the first screen (with no toast the region draws nothing anyway). Once loaded it renders at once.
 */
function DeferredToastRegion({ queue }: { queue: ToastQueue }) {
  const shown = useSyncExternalStore(
    (listener) => queue.subscribe(listener),
    () => queue.visibleToasts.length > 0,
  );
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  if (!wanted) return null;
  if (loadedRegion) return <loadedRegion.ToastRegion queue={queue} />;
  return (
    <Suspense fallback={null}>
      <LazyToastRegion queue={queue} />
    </Suspense>
  );
}

/** The app's one toast queue and the region that shows it; the shell renders it around every page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createToastQueue());
  return (
    <ToastContext.Provider value={queue}>
      {children}
      <DeferredToastRegion queue={queue} />
    </ToastContext.Provider>
  );
}

/** Shows a toast: its content, or a title and a tone. */
export type ShowToast = (content: ToastContent | string, tone?: ToastTone) => void;

/** Shows a toast in the shell's region; it closes itself after a few seconds. */
export function useToast(): ShowToast {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToast needs a ToastProvider around the app');
  return useCallback(
    (content: ToastContent | string, tone?: ToastTone) =>
      void showToast(queue, typeof content === 'string' ? { title: content, tone } : content),
    [queue],
  );
}
