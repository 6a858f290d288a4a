import { Popover } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useNotices, useOpenAnpiChecks } from '../features/notices';
import type { DeferredDialogProps } from '../shared/useDeferredDialog';
import { NoticesPreview } from './NoticesPreview';

/** Loads the notices when the popover opens, not on every page. */
function LoadedNoticesPreview({ onNavigate }: { onNavigate: () => void }) {
  const { notices, isLoading, error, reload } = useNotices();
  const anpi = useOpenAnpiChecks();
  const shown = {
    notices,
    anpiChecks: anpi.checks,
    isLoading: isLoading || anpi.isLoading,
    error,
    onRetry: reload,
  };
  return <NoticesPreview {...shown} onNavigate={onNavigate} />;
}

/** The bell's popover, loaded with its react-aria popover and dialog on the bell's first press. */
export function NoticesPopover({ triggerRef, isOpen, onOpenChange }: DeferredDialogProps) {
  const { t } = useTranslation();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className="kz-notices-popover"
      aria-label={t('header.noticesShort')}
    >
      <LoadedNoticesPreview onNavigate={() => onOpenChange(false)} />
    </Popover>
  );
}
