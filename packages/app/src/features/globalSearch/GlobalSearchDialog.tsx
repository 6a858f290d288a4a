import { Dialog, Modal } from '@kizuna/ui';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredDialogProps } from '../../shared/useDeferredDialog';
import type { GlobalSearchKinds } from './useGlobalSearch';

const GlobalSearch = lazy(async () => ({ default: (await import('./GlobalSearch')).GlobalSearch }));

export interface GlobalSearchDialogProps extends DeferredDialogProps {
  kinds: GlobalSearchKinds;
}

/** A phone's search, in a dialog: loaded with react-aria's modal on the search button's first use. */
export function GlobalSearchDialog({ kinds, isOpen, onOpenChange }: GlobalSearchDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className="kz-global-search-modal">
      <Dialog title={t('globalSearch.label')} className="kz-global-search-dialog">
        <Suspense fallback={<p className="kz-global-search__status">{t('globalSearch.loading')}</p>}>
          <GlobalSearch kinds={kinds} autoFocus onNavigate={() => onOpenChange(false)} />
        </Suspense>
      </Dialog>
    </Modal>
  );
}
