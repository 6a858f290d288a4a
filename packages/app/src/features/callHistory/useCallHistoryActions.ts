import { useState } from 'react';
import { useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/toast';
import { phoneSystemErrorKey } from './phoneSystemErrorKey';

type Run = (
  action: () => Promise<void>,
  success: string,
  failure: (cause: unknown) => string,
) => Promise<void>;

/** One action on the history at a time (`busy`), its outcome told in a toast. */
export function useHistoryAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, success: string, failure: (cause: unknown) => string) {
    setBusy(true);
    try {
      await action();
      toast({ title: success, tone: 'success' });
    } catch (cause) {
      toast({ title: failure(cause), tone: 'danger' });
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}

/** Deletes the selected calls after confirmation (`onDelete`), then clears the selection. */
export function useDeleteCalls(
  run: Run,
  onDelete: (callHistoryIds: number[]) => Promise<void>,
  onDeleted: () => void,
) {
  const { t } = useTranslation();
  const dialogs = useDialogService();
  return async function deleteSelected(ids: number[]) {
    if (ids.length === 0) return;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('callHistory.delete.title'),
        message: t('callHistory.delete.message', { count: ids.length }),
      })
      .catch(() => false);
    if (!confirmed) return;
    await run(
      async () => {
        await onDelete(ids);
        onDeleted();
      },
      t('callHistory.delete.done', { count: ids.length }),
      () => t('callHistory.delete.failed'),
    );
  };
}

/** Adds a number to the call rejection list after confirmation (`onBlock`). */
export function useBlockNumber(run: Run, onBlock: ((number: string) => Promise<void>) | undefined) {
  const { t } = useTranslation();
  const dialogs = useDialogService();
  return async function block(number: string) {
    if (!onBlock) return;
    const confirmed = await dialogs
      .okCancel({
        title: t('callHistory.block.title'),
        message: t('callHistory.block.message', { number }),
        confirmLabel: t('callHistory.block.confirm'),
      })
      .catch(() => false);
    if (!confirmed) return;
    await run(
      () => onBlock(number),
      t('callHistory.block.done', { number }),
      () => t('callHistory.block.failed', { number }),
    );
  };
}

/** Calls a number back through the phone system (`onCallBack`). */
export function useCallBack(run: Run, onCallBack: ((number: string) => Promise<void>) | undefined) {
  const { t } = useTranslation();
  return async function callBack(number: string) {
    if (!onCallBack) return;
    await run(
      () => onCallBack(number),
      t('callHistory.callBack.started', { number }),
      (cause) => `${t('callHistory.callBack.failed', { number })} ${t(phoneSystemErrorKey(cause))}`,
    );
  };
}
