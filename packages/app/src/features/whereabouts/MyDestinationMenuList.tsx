import { BUILT_IN_DESTINATIONS, type CustomDestination, type Destination } from '@kizuna/api-client/contract';
import { MenuItem, MenuPopover } from '@kizuna/ui';
import type { Selection } from '@kizuna/ui';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeferredMenuProps } from '../../shared/useDeferredMenu';
import { builtInSwatch, DestinationBadge } from './DestinationBadge';
import { customKey, keyOf, NOT_SET, OTHER } from './destinationKeys';

export interface MyDestinationMenuListProps extends DeferredMenuProps {
  current: Destination | null;
  customs: readonly CustomDestination[];
  onSelectionChange: (selection: Selection) => void;
}

/** `MyDestinationMenu`'s choices (loaded when first opened). */
export function MyDestinationMenuList({
  current,
  customs,
  onSelectionChange,
  ...overlay
}: MyDestinationMenuListProps) {
  const { t } = useTranslation();
  const choice = (id: string, text: string, badge: ReactNode, selected: boolean) => (
    <MenuItem key={id} id={id} textValue={text}>
      <span className="kz-my-destination-menu__choice">
        <Check size={16} aria-hidden="true" focusable="false" visibility={selected ? 'visible' : 'hidden'} />
        {badge}
      </span>
    </MenuItem>
  );
  const selectedKey = keyOf(current);

  return (
    <MenuPopover
      {...overlay}
      placement="bottom end"
      aria-label={t('whereabouts.my.label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selectedKey]}
      onSelectionChange={onSelectionChange}
    >
      {[
        choice(
          NOT_SET,
          t('whereabouts.kinds.NOT_SET'),
          <DestinationBadge kind={null} />,
          selectedKey === NOT_SET,
        ),
        ...BUILT_IN_DESTINATIONS.map((kind) =>
          choice(
            kind,
            t(`whereabouts.kinds.${kind}`),
            <DestinationBadge kind={kind} color={builtInSwatch(kind)} />,
            selectedKey === kind,
          ),
        ),
        ...customs.map((custom) =>
          choice(
            customKey(custom.destId),
            custom.destName,
            <DestinationBadge kind="CUSTOM" name={custom.destName} color={custom.destColor} />,
            selectedKey === customKey(custom.destId),
          ),
        ),
        choice(
          OTHER,
          t('whereabouts.my.other'),
          <DestinationBadge
            kind="OTHER"
            name={
              current?.kind === 'OTHER'
                ? `${t('whereabouts.my.other')}: ${current.destName}`
                : t('whereabouts.my.other')
            }
            color={builtInSwatch('OTHER')}
          />,
          selectedKey === OTHER,
        ),
      ]}
    </MenuPopover>
  );
}
