import type { MainMenuEntry } from '@kizuna/api-client/contract';
import { PlainButton } from '@kizuna/ui';
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDeferredDialog } from '../shared/useDeferredDialog';

export interface NavDrawerProps {
  /** Entries to show: `shownMainMenuEntries(context)` (the shared rules, built pages only). */
  entries: readonly MainMenuEntry[];
  /** The tenant's feedback link. */
  feedbackUrl: string | null;
}

const loadPanel = () => import('./NavDrawerPanel');

/**
 * The narrow screens' navigation: a menu button opening the side bar as a drawer (its code loads
 * on the first press). Focus stays inside while it is open; Escape, the close button or following
 * an entry closes it and focus returns to the button.
 */
export function NavDrawer({ entries, feedbackUrl }: NavDrawerProps) {
  const { t } = useTranslation();
  const { triggerProps, part, overlay } = useDeferredDialog(loadPanel);
  return (
    <>
      <PlainButton
        {...triggerProps}
        variant="quiet"
        iconOnly
        className="kz-top-bar__menu-button"
        aria-label={t('frame.openMenu')}
      >
        <MenuIcon size={20} aria-hidden="true" focusable="false" />
      </PlainButton>
      {part && <part.NavDrawerPanel {...overlay} entries={entries} feedbackUrl={feedbackUrl} />}
    </>
  );
}
