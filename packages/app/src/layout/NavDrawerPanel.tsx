import type { MainMenuEntry } from '@kizuna/api-client/contract';
import { Dialog, Modal } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { MainMenu } from '../menu/MainMenu';
import type { DeferredDialogProps } from '../shared/useDeferredDialog';

export interface NavDrawerPanelProps extends DeferredDialogProps {
  entries: readonly MainMenuEntry[];
  feedbackUrl: string | null;
}

/** The drawer itself, loaded with its react-aria modal on the menu button's first press. */
export function NavDrawerPanel({ isOpen, onOpenChange, entries, feedbackUrl }: NavDrawerPanelProps) {
  const { t } = useTranslation();
  return (
    <Modal isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className="kz-nav-drawer">
      <Dialog title={t('frame.menuTitle')}>
        {({ close }) => <MainMenu entries={entries} feedbackUrl={feedbackUrl} onNavigate={close} />}
      </Dialog>
    </Modal>
  );
}
