import { createContext, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { ToastRegion, createToastQueue, showToast } from '@kizuna/ui';
import type { ToastContent, ToastQueue, ToastTone } from '@kizuna/ui';

const ToastContext = createContext<ToastQueue | null>(null);

/** The app's one toast queue and the region that shows it; the shell renders it around every page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createToastQueue());
  return (
    <ToastContext.Provider value={queue}>
      {children}
      <ToastRegion queue={queue} />
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
