import type { Destination, DestinationKind } from '@kizuna/api-client/contract';
import { DestinationBadge } from './DestinationBadge';
import { selectChangedDestinations, useDestinationStore } from './destinationStore';

export interface PersonDestinationProps {
  userId: number;
  /** The destination as the list answered it (null: not set). */
  destination: Pick<Destination, 'kind' | 'destName' | 'destColor'> | null;
  /** Show "Not set" rather than nothing when the person has none. @default false */
  showNotSet?: boolean;
}

/** A person's destination as loaded, or as it has changed since (the events socket says so). */
export function PersonDestination({ userId, destination, showNotSet = false }: PersonDestinationProps) {
  const changed = useDestinationStore(selectChangedDestinations);
  const shown = changed.has(userId) ? (changed.get(userId) ?? null) : destination;
  if (!shown && !showNotSet) return null;
  return <DestinationBadge kind={shown?.kind ?? null} name={shown?.destName} color={shown?.destColor} />;
}

/** The directory column's fields as a destination (null: not set). */
export function destinationOfColumn(
  column:
    | {
        userDestKind: DestinationKind | null;
        userDestName: string | null;
        userDestColor: string | null;
      }
    | undefined,
): Pick<Destination, 'kind' | 'destName' | 'destColor'> | null {
  if (!column?.userDestKind) return null;
  return {
    kind: column.userDestKind,
    destName: column.userDestName ?? '',
    destColor: column.userDestColor ?? '',
  };
}
