import { SETTABLE_PRESENCE_STATUSES, type PresenceStatus } from '@kizuna/api-client/contract';
import { MenuItem, MenuPopover } from '@kizuna/ui';
import type { Selection } from '@kizuna/ui';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeferredMenuProps } from '../../shared/useDeferredMenu';
import { PresenceIndicator } from './PresenceIndicator';

export interface MyPresenceMenuListProps extends DeferredMenuProps {
  status: PresenceStatus;
  onSelectionChange: (selection: Selection) => void;
}

/** The statuses a person may set, `MyPresenceMenu`'s menu (loaded when first opened). */
export function MyPresenceMenuList({ status, onSelectionChange, ...overlay }: MyPresenceMenuListProps) {
  const { t } = useTranslation();
  return (
    <MenuPopover
      {...overlay}
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
    </MenuPopover>
  );
}
