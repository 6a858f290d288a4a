import type { BuiltInDestination, UserDest } from '@kizuna/api-client/contract';
import { PlainButton, type Selection } from '@kizuna/ui';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSilentClient } from '../../api/ClientContext';
import { useDeferredMenu } from '../../shared/useDeferredMenu';
import { useQuery } from '../../shared/useQuery';
import { selectPrincipal, usePrincipalStore } from '../session';
import { DestinationBadge, destinationWords } from './DestinationBadge';
import { keyOf, NOT_SET, OTHER } from './destinationKeys';
import { selectChangedDestinations, useDestinationStore } from './destinationStore';

// Loaded when someone writes a destination of their own: the form stays out of the first screen.
const OtherDestinationDialog = lazy(() =>
  import('./OtherDestinationDialog').then((m) => ({ default: m.OtherDestinationDialog })),
);

export interface MyDestinationMenuProps {
  /** Only the swatch on the trigger (a phone's top bar); the words stay its accessible name. @default false */
  compact?: boolean;
}

// The menu's code comes with its first use: every page shows the trigger, few change it.
const loadMenu = () => import('./MyDestinationMenuList');

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
  const { triggerProps, menu, overlay } = useDeferredMenu(loadMenu);

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

  return (
    <>
      <PlainButton
        {...triggerProps}
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
      </PlainButton>
      {menu && (
        <menu.MyDestinationMenuList
          {...overlay}
          current={current}
          customs={customs}
          onSelectionChange={onSelectionChange}
        />
      )}
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
