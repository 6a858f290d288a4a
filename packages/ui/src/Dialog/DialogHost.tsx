import { Suspense, createContext, lazy, useContext } from 'react';
import type { ReactNode } from 'react';
import type { DialogService } from './createDialogService';
import type * as DialogHostView from './DialogHostView';
import { useDialogServiceState } from './useDialogServiceState';

export { useDialogServiceState } from './useDialogServiceState';

const DialogServiceContext = createContext<DialogService | null>(null);

export interface DialogServiceProviderProps {
  /** The service that `useDialogService` returns below this provider. */
  service: DialogService;
  children?: ReactNode;
}

/**
 * The host's code (react-aria's modal and dialog) loads with the first dialog the service opens,
 * not with the page: most pages never open one. Once loaded it renders at once.
 */
let loadedHost: typeof DialogHostView | null = null;
function loadDialogHost() {
  return import('./DialogHostView').then((module) => (loadedHost = module));
}
const LazyDialogHost = lazy(() => loadDialogHost().then((module) => ({ default: module.DialogHost })));

/** Loads the dialog host ahead of the first dialog (tests that expect a dialog in the same tick). */
export function preloadDialogHost(): Promise<void> {
  return loadDialogHost().then(() => undefined);
}

/** The service's `DialogHost` from its first dialog (or shared backdrop) on. */
function DeferredDialogHost({ service }: { service: DialogService }) {
  const { dialogs, depth } = useDialogServiceState(service);
  if (dialogs.length === 0 && depth === 0) return null;
  if (loadedHost) return <loadedHost.DialogHost service={service} />;
  return (
    <Suspense fallback={null}>
      <LazyDialogHost service={service} />
    </Suspense>
  );
}

/** Makes a dialog service available to `useDialogService`; also renders its `DialogHost`. */
export function DialogServiceProvider({ service, children }: DialogServiceProviderProps) {
  return (
    <DialogServiceContext.Provider value={service}>
      {children}
      <DeferredDialogHost service={service} />
    </DialogServiceContext.Provider>
  );
}

/** The dialog service of the nearest `DialogServiceProvider`. */
export function useDialogService(): DialogService {
  const service = useContext(DialogServiceContext);
  if (!service) throw new Error('useDialogService needs a DialogServiceProvider');
  return service;
}
