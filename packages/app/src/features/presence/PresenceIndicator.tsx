import type { PresenceStatus } from '@kizuna/api-client/contract';
import { PresenceIndicator as StatusIndicator } from '@kizuna/ui';
import { presenceKind } from '@kizuna/widgets';
import { useTranslation } from 'react-i18next';

export interface PresenceIndicatorProps {
  status: PresenceStatus;
  /** Only the icon, with the status as its accessible name (tight table cells). @default false */
  compact?: boolean;
}

/** A presence status in the app's words, drawn by the ui's indicator (icon shape plus name). */
export function PresenceIndicator({ status, compact = false }: PresenceIndicatorProps) {
  const { t } = useTranslation();
  return (
    <StatusIndicator
      kind={presenceKind(status)}
      label={t(`internalContacts.presence.${status}`)}
      compact={compact}
    />
  );
}
