// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createDialogService, DialogReplacedError } from './createDialogService';

describe('dialog service', () => {
  it('resolves a decision and closes the dialog', async () => {
    const service = createDialogService();
    const decision = service.okCancel({ message: 'Leave this page?' });
    const [open] = service.getSnapshot().dialogs;
    expect(open?.kind).toBe('okCancel');
    expect(service.getSnapshot().depth).toBe(1);
    service.settle(open!.id, true);
    await expect(decision).resolves.toBe(true);
    expect(service.getSnapshot()).toEqual({ dialogs: [], depth: 0 });
  });

  it('holds one pending decision per kind: a new one rejects the old one', async () => {
    const service = createDialogService();
    const first = service.deleteCancel({ message: 'Delete A?' });
    const second = service.deleteCancel({ message: 'Delete B?' });
    await expect(first).rejects.toBeInstanceOf(DialogReplacedError);
    await expect(first).rejects.toMatchObject({ kind: 'deleteCancel' });
    const { dialogs, depth } = service.getSnapshot();
    expect(dialogs.map((dialog) => dialog.request.message)).toEqual(['Delete B?']);
    expect(depth).toBe(1);
    service.settle(dialogs[0]!.id, false);
    await expect(second).resolves.toBe(false);
  });

  it('keeps different kinds pending side by side and counts their depth', async () => {
    const service = createDialogService();
    const message = service.message({ message: 'Saved' });
    const confirm = service.okCancel({ message: 'Continue?' });
    const remove = service.deleteCancel({ message: 'Delete?' });
    expect(service.getSnapshot().depth).toBe(3);
    const [messageDialog, confirmDialog, deleteDialog] = service.getSnapshot().dialogs;
    service.settle(deleteDialog!.id, true);
    expect(service.getSnapshot().depth).toBe(2);
    service.settle(messageDialog!.id, true);
    service.settle(confirmDialog!.id, false);
    await expect(Promise.all([message, confirm, remove])).resolves.toEqual([undefined, false, true]);
    expect(service.getSnapshot().depth).toBe(0);
  });

  it('ignores answers to dialogs that are no longer open', async () => {
    const service = createDialogService();
    const first = service.okCancel({ message: 'A' });
    first.catch(() => {});
    const oldId = service.getSnapshot().dialogs[0]!.id;
    const second = service.okCancel({ message: 'B' });
    service.settle(oldId, true);
    expect(service.getSnapshot().dialogs).toHaveLength(1);
    service.settle(service.getSnapshot().dialogs[0]!.id, true);
    await expect(second).resolves.toBe(true);
  });

  it('counts retained layers toward the overlay until released once', () => {
    const service = createDialogService();
    const listener = vi.fn();
    service.subscribe(listener);
    const release = service.retain();
    expect(service.getSnapshot().depth).toBe(1);
    release();
    release();
    expect(service.getSnapshot().depth).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
