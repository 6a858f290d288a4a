import {
  BUILT_IN_DESTINATIONS,
  type BuiltInDestination,
  type Destination,
  type UserDest,
} from '@kizuna/api-client/contract';
import { Button, Menu, MenuItem, MenuTrigger, type Selection } from '@kizuna/ui';
import { Check, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSilentClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { selectPrincipal, usePrincipalStore } from '../session';
import { builtInSwatch, DestinationBadge, destinationWords } from './DestinationBadge';
import { selectChangedDestinations, useDestinationStore } from './destinationStore';

// Loaded when someone writes a destination of their own: the form stays out of the first screen.
const OtherDestinationDialog = lazy(() =>
  import('./OtherDestinationDialog').then((m) => ({ default: m.OtherDestinationDialog })),
);

export interface MyDestinationMenuProps {
  /** Only the swatch on the trigger (a phone's top bar); the words stay its accessible name. @default false */
  compact?: boolean;
}

const NOT_SET = 'NOT_SET';
const OTHER = 'OTHER';
const customKey = (destId: number) => `custom:${destId}`;

function keyOf(destination: Destination | null): string {
  if (!destination) return NOT_SET;
  return destination.kind === 'CUSTOM' && destination.destId !== null
    ? customKey(destination.destId)
    : destination.kind;
}

/**
 * The signed-in person's own destination (行き先) in the top bar, beside their presence: the
 * trigger shows it in words and colour, the menu sets another in one more click — a built-in
 * state, one of the tenant's own destinations, or a free text through a small dialog. The outcome
 * is announced.
 */
export function MyDestinationMenu({ compact = false }: MyDestinationMenuProps) {
  const { t } = useTranslation();
  const silent = useSilentClient();
  const client = useClient();
  const userId = usePrincipalStore(selectPrincipal)?.userInfo.userId ?? 0;
  const loaded = useQuery((signal) => silent.userDest.get(undefined, { signal }), 'myDestination');
  const changed = useDestinationStore(selectChangedDestinations);
  const [message, setMessage] = useState('');
  const [askingText, setAskingText] = useState(false);
  const current = changed.has(userId)
    ? (changed.get(userId) ?? null)
    : (loaded.data?.currentDestination ?? null);
  const customs = loaded.data?.customDestinations ?? [];
  const words = destinationWords(t, current?.kind ?? null, current?.destName);

  async function save(call: () => Promise<UserDest>): Promise<boolean> {
    try {
      const answer = await call();
      loaded.set(answer);
      useDestinationStore.getState().apply([{ userId, destination: answer.currentDestination }]);
      const next = answer.currentDestination;
      setMessage(
        t('whereabouts.my.saved', { destination: destinationWords(t, next?.kind ?? null, next?.destName) }),
      );
      return true;
    } catch {
      setMessage(t('whereabouts.my.failed'));
      return false;
    }
  }

  function onSelectionChange(selection: Selection) {
    const [chosen] = selection === 'all' ? [] : [...selection];
    if (chosen === undefined) return;
    const key = String(chosen);
    if (key === OTHER) {
      setAskingText(true);
      return;
    }
    if (key === keyOf(current)) return;
    if (key === NOT_SET) void save(() => client.userDest.reset());
    else if (key.startsWith('custom:'))
      void save(() => client.userDest.setCustom({ params: { destId: Number(key.slice(7)) } }));
    else void save(() => client.userDest.setCurrent({ body: { kind: key as BuiltInDestination } }));
  }

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
    <>
      <MenuTrigger>
        <Button
          variant="quiet"
          className="kz-my-destination-menu"
          aria-label={t('whereabouts.my.trigger', { destination: words })}
        >
          <DestinationBadge
            kind={current?.kind ?? null}
            name={current?.destName}
            color={current?.destColor}
            compact={compact}
          />
          <ChevronDown size={14} aria-hidden="true" focusable="false" />
        </Button>
        <Menu
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
        </Menu>
      </MenuTrigger>
      {askingText && (
        <Suspense fallback={null}>
          <OtherDestinationDialog
            initial={current?.kind === 'OTHER' ? current.destName : ''}
            onSave={(text) => save(() => client.userDest.setOther({ body: { destName: text } }))}
            onClose={() => setAskingText(false)}
          />
        </Suspense>
      )}
      <span role="status" className="kz-VisuallyHidden">
        {message}
      </span>
    </>
  );
}
