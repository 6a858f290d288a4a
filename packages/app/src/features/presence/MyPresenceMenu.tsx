import { SETTABLE_PRESENCE_STATUSES, type PresenceStatus } from '@kizuna/api-client/contract';
import { Button, Menu, MenuItem, MenuTrigger } from '@kizuna/ui';
import type { Selection } from '@kizuna/ui';
import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSilentClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { PresenceIndicator } from './PresenceIndicator';
import { useSetMyPresence, type SettablePresenceStatus } from './useSetMyPresence';

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

  function onSelectionChange(selection: Selection) {
    const [chosen] = selection === 'all' ? [] : [...selection];
    if (chosen === undefined || chosen === status) return;
    void save(chosen as SettablePresenceStatus).then((next) => {
      if (next) setSaved(next);
    });
  }

  return (
    <>
      <MenuTrigger>
        <Button
          variant="quiet"
          className="kz-my-presence-menu"
          aria-label={t('header.myPresence', { status: word })}
        >
          <PresenceIndicator status={status} compact={compact} />
          <ChevronDown size={14} aria-hidden="true" focusable="false" />
        </Button>
        <Menu
          placement="bottom end"
          aria-label={t('internalContacts.myPresence.label')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[status]}
          onSelectionChange={onSelectionChange}
        >
          {SETTABLE_PRESENCE_STATUSES.map((value) => (
            <MenuItem key={value} id={value} textValue={t(`internalContacts.presence.${value}`)}>
              {({ isSelected }) => (
                <span className="kz-my-presence-menu__choice">
                  <Check
                    size={16}
                    aria-hidden="true"
                    focusable="false"
                    visibility={isSelected ? 'visible' : 'hidden'}
                  />
                  <PresenceIndicator status={value} />
                </span>
              )}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
      <span role="status" className="kz-VisuallyHidden">
        {message}
      </span>
    </>
  );
}
