import type { ReactNode } from 'react';

/** The three dialog kinds of the dialog service; each holds at most one pending decision. */
export type DialogKind = 'message' | 'okCancel' | 'deleteCancel';

export interface DialogRequest {
  /** Heading; a generic one for the kind is used when absent. */
  title?: ReactNode;
  /** What the user must read or decide. */
  message: ReactNode;
  /** Text of the confirming button (OK / Delete by default). */
  confirmLabel?: string;
  /** Text of the cancelling button. */
  cancelLabel?: string;
}

/** A dialog that is open and waits for its decision. */
export interface OpenDialog {
  /** Unique per opening. */
  readonly id: number;
  readonly kind: DialogKind;
  readonly request: DialogRequest;
}

export interface DialogServiceState {
  /** Open dialogs in the order they opened; the last one is on top. */
  readonly dialogs: readonly OpenDialog[];
  /** How many modal layers are open (service dialogs plus retained ones); the overlay shows above 0. */
  readonly depth: number;
}

/** Rejects the promise of a dialog that a newer dialog of the same kind replaced. */
export class DialogReplacedError extends Error {
  override readonly name = 'DialogReplacedError';
  constructor(readonly kind: DialogKind) {
    super(`A newer ${kind} dialog replaced this one before it was answered`);
  }
}

export function isDialogReplacedError(error: unknown): error is DialogReplacedError {
  return error instanceof DialogReplacedError;
}

interface Pending {
  readonly id: number;
  readonly resolve: (decision: boolean) => void;
  readonly reject: (error: DialogReplacedError) => void;
}

export interface DialogService {
  /** Shows a message with one OK button; resolves when it is closed. */
  message(request: DialogRequest): Promise<void>;
  /** Asks OK or Cancel; resolves `true` for OK, `false` for Cancel or Escape. */
  okCancel(request: DialogRequest): Promise<boolean>;
  /** Asks Delete or Cancel; resolves `true` for Delete, `false` for Cancel or Escape. */
  deleteCancel(request: DialogRequest): Promise<boolean>;
  /** Answers the open dialog `id` (what the dialog buttons call). Unknown ids are ignored. */
  settle(id: number, decision: boolean): void;
  /** Counts another modal layer (e.g. an app's own modal) toward the shared overlay; call the result to release it. */
  retain(): () => void;
  getSnapshot(): DialogServiceState;
  subscribe(listener: () => void): () => void;
}

/**
 * The dialog service: message, ok/cancel and delete/cancel dialogs as promises. Opening a kind
 * that already waits rejects the older promise with `DialogReplacedError`; a depth counter tells
 * one shared overlay whether to show.
 */
export function createDialogService(): DialogService {
  const pending = new Map<DialogKind, Pending>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let retained = 0;
  let state: DialogServiceState = { dialogs: [], depth: 0 };

  function commit(dialogs: readonly OpenDialog[]) {
    state = { dialogs, depth: dialogs.length + retained };
    for (const listener of [...listeners]) listener();
  }

  function open(kind: DialogKind, request: DialogRequest): Promise<boolean> {
    const previous = pending.get(kind);
    const remaining = previous ? state.dialogs.filter((dialog) => dialog.id !== previous.id) : state.dialogs;
    const id = nextId++;
    const promise = new Promise<boolean>((resolve, reject) => {
      pending.set(kind, { id, resolve, reject });
    });
    commit([...remaining, { id, kind, request }]);
    previous?.reject(new DialogReplacedError(kind));
    return promise;
  }

  return {
    message: (request) => open('message', request).then(() => undefined),
    okCancel: (request) => open('okCancel', request),
    deleteCancel: (request) => open('deleteCancel', request),
    settle(id, decision) {
      const dialog = state.dialogs.find((candidate) => candidate.id === id);
      if (!dialog) return;
      const entry = pending.get(dialog.kind);
      pending.delete(dialog.kind);
      commit(state.dialogs.filter((candidate) => candidate.id !== id));
      entry?.resolve(decision);
    },
    retain() {
      retained += 1;
      commit(state.dialogs);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        retained -= 1;
        commit(state.dialogs);
      };
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
