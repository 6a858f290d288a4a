import { PlainButton, Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useDeferredDialog } from '../../shared/useDeferredDialog';
import type { DestinationDialogProps } from './destinationDialogTypes';

export type { DestinationDialogProps, DestinationKind } from './destinationDialogTypes';

const loadPanel = () => import('./DestinationDialogPanel');

/**
 * A call bar button that asks where to call, transfer or conference (`DestinationDialogPanel`):
 * the call bar is on every page, so the dialog's code loads on the button's first press.
 */
export function DestinationDialog({ kind, onSubmit, isDisabled, fromLine }: DestinationDialogProps) {
  const { t } = useTranslation();
  const { triggerProps, part, overlay } = useDeferredDialog(loadPanel);
  return (
    <>
      <PlainButton {...triggerProps} isDisabled={isDisabled}>
        {kind === 'dial' && <Icon name="dialPad" />}
        {t(`calls.bar.${kind}`)}
      </PlainButton>
      {part && (
        <part.DestinationDialogPanel {...overlay} kind={kind} onSubmit={onSubmit} fromLine={fromLine} />
      )}
    </>
  );
}
