import { Button, Dialog, DialogTrigger, Modal } from '@kizuna/ui';
import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobalSearch } from './GlobalSearch';
import type { GlobalSearchKinds } from './useGlobalSearch';
import { useGlobalSearchShortcut } from './useGlobalSearchShortcut';

export interface GlobalSearchBarProps {
  kinds: GlobalSearchKinds;
  /** A phone's top bar: an icon button opening the search in a dialog. @default false */
  narrow?: boolean;
}

/**
 * The global search of the top bar: the field itself on wide screens, an icon button opening it
 * in a dialog on narrow ones. `/` (outside text fields) and Ctrl/⌘+K focus it (or open it).
 */
export function GlobalSearchBar({ kinds, narrow = false }: GlobalSearchBarProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  useGlobalSearchShortcut(() => {
    if (narrow) setOpen(true);
    else inputRef.current?.focus();
  });
  if (!narrow) return <GlobalSearch kinds={kinds} inputRef={inputRef} />;
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        variant="quiet"
        iconOnly
        aria-label={t('globalSearch.open')}
        aria-keyshortcuts="/ Control+K Meta+K"
      >
        <Search size={20} aria-hidden="true" focusable="false" />
      </Button>
      <Modal isDismissable className="kz-global-search-modal">
        <Dialog title={t('globalSearch.label')} className="kz-global-search-dialog">
          <GlobalSearch kinds={kinds} autoFocus onNavigate={() => setOpen(false)} />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
