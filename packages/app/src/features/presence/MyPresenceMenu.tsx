import type { PresenceStatus } from '@kizuna/api-client/contract';
import { PlainButton } from '@kizuna/ui';
import type { Selection } from '@kizuna/ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSilentClient } from '../../api/ClientContext';
import { useDeferredMenu } from '../../shared/useDeferredMenu';
import { useQuery } from '../../shared/useQuery';
import { PresenceIndicator } from './PresenceIndicator';
import { useSetMyPresence, type SettablePresenceStatus } from './useSetMyPresence';

// The menu's code comes with its first use: every page shows the trigger, few change their status.
const loadMenu = () => import('./MyPresenceMenuList');

export interface MyPresenceMenuProps {
  /** Only the icon on the trigger (a phone's top bar); the word stays its accessible name. @default false */
  compact?: boolean;
}

/**
 * The signed-in person's own status, compact for the top bar: icon and word on the trigger, the
 * statuses a person may set in its menu. Until the status is known it shows "unknown"; the
 * outcome of a change is announced.
 */
export function MyPresenceMenu({ compact = false }: MyPresenceMenuProps) {
  const { t } = useTranslation();
  // Loaded in the background on every page: no loading overlay, and a failure shows "unknown".
  const client = useSilentClient();
  const loaded = useQuery((signal) => client.presence.myPresence(undefined, { signal }), 'myPresence');
  const [saved, setSaved] = useState<PresenceStatus | null>(null);
  const { save, message } = useSetMyPresence();
  const status: PresenceStatus = saved ?? loaded.data?.status ?? 'UNKNOWN';
  const word = t(`internalContacts.presence.${status}`);
  const { triggerProps, menu, overlay } = useDeferredMenu(loadMenu);

  function onSelectionChange(selection: Selection) {
    const [chosen] = selection === 'all' ? [] : [...selection];
    if (chosen === undefined || chosen === status) return;
    void save(chosen as SettablePresenceStatus).then((next) => {
      if (next) setSaved(next);
    });
  }

  return (
    <>
      <PlainButton
        {...triggerProps}
        variant="quiet"
        className="kz-my-presence-menu"
        aria-label={t('header.myPresence', { status: word })}
      >
        <PresenceIndicator status={status} compact={compact} />
        <ChevronDown size={14} aria-hidden="true" focusable="false" />
      </PlainButton>
      {menu && <menu.MyPresenceMenuList {...overlay} status={status} onSelectionChange={onSelectionChange} />}
      <span role="status" className="kz-VisuallyHidden">
        {message}
      </span>
    </>
  );
}
