import { useSyncExternalStore } from 'react';
import type { DialogService, DialogServiceState } from './createDialogService';

/** The current dialogs and depth of a dialog service. */
export function useDialogServiceState(service: DialogService): DialogServiceState {
  return useSyncExternalStore(service.subscribe, service.getSnapshot, service.getSnapshot);
}
