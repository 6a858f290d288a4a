import type { MainMenuEntry } from '@kizuna/api-client/contract';
import { Button, Dialog, DialogTrigger, Modal } from '@kizuna/ui';
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MainMenu } from '../menu/MainMenu';

export interface NavDrawerProps {
  /** Entries to show: `shownMainMenuEntries(context)` (the shared rules, built pages only). */
  entries: readonly MainMenuEntry[];
  /** The tenant's feedback link. */
  feedbackUrl: string | null;
}

/**
 * The narrow screens' navigation: a menu button opening the side bar as a drawer. Focus stays
 * inside while it is open; Escape, the close button or following an entry closes it and focus
 * returns to the button.
 */
export function NavDrawer({ entries, feedbackUrl }: NavDrawerProps) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button variant="quiet" iconOnly className="kz-top-bar__menu-button" aria-label={t('frame.openMenu')}>
        <MenuIcon size={20} aria-hidden="true" focusable="false" />
      </Button>
      <Modal isDismissable className="kz-nav-drawer">
        <Dialog title={t('frame.menuTitle')}>
          {({ close }) => <MainMenu entries={entries} feedbackUrl={feedbackUrl} onNavigate={close} />}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
