import { Button, FloorMapView, Icon } from '@kizuna/ui';
import type { FloorMapPerson } from '@kizuna/ui';
import { useCallback, useMemo, useState } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';
import { useFloorMapMessages } from './floorMapMessages';
import { useFloorMapData } from './useFloorMapData';

/** The person chosen on the map. */
export interface FloorMapPersonDetail {
  userId: number;
  fullname: string;
  floorId: number;
}

/** A call asked for from a person's card: whom, and the extension to dial. */
export interface FloorMapCallRequest {
  userId: number;
  fullname: string;
  /** The person's extension, as the directory gives it. */
  number: string;
}

export interface FloorMapProps {
  /** The floor to show. Wins over `userId` for the floor; `userId` is then only highlighted. */
  floorId?: number;
  /** Show the floor where this person is now, centred on them (or highlight them on `floorId`). */
  userId?: number;
  /** The person's name, for the message when they are on no map. */
  name?: string;
  /** Called when a person's card is opened on the map. */
  onPersonSelect?: (detail: FloorMapPersonDetail) => void;
  /**
   * With it, a person's card offers to call their extension and this is called with it (the
   * element fires `kizuna-call-request`): the page places the call, e.g. with its call panel.
   */
  onCallRequest?: (request: FloorMapCallRequest) => void;
  /** Extra class name. */
  className?: string;
}

/**
 * One floor with the people located on it, or the floor where a person is now, centred on them;
 * positions follow the server's interval. State: `data-problem`.
 */
export function FloorMap({ floorId, userId, name, onPersonSelect, onCallRequest, className }: FloorMapProps) {
  const t = useFloorMapMessages();
  const client = useKizunaClient();
  const { map, problem, reload } = useFloorMapData(floorId, userId);
  // Extensions of the people whose card was opened, read from the directory as the card opens.
  const [extensions, setExtensions] = useState<ReadonlyMap<number, string | null>>(new Map());
  const calls = onCallRequest !== undefined;
  const selectPerson = useCallback(
    (person: FloorMapPerson) => {
      if (!map) return;
      const id = Number(person.id);
      onPersonSelect?.({ userId: id, fullname: person.name, floorId: map.floorId });
      if (!calls) return;
      client.internalContacts.detail({ params: { contactId: id } }).then(
        ({ extensionNum }) => setExtensions((current) => new Map(current).set(id, extensionNum)),
        () => undefined,
      );
    },
    [calls, client, map, onPersonSelect],
  );
  const people = useMemo<FloorMapPerson[]>(
    () =>
      (map?.clients ?? []).map((client) => ({
        id: String(client.userId),
        name: client.fullname,
        kana: client.fullnameKana,
        divisions: client.divisionNames,
        x: client.x,
        y: client.y,
        place: client.areaName ?? undefined,
      })),
    [map],
  );
  const areas = useMemo(
    () =>
      (map?.areas ?? []).map((area) => ({
        kind:
          area.kind === 'SEAT'
            ? ('seat' as const)
            : area.kind === 'ROOM'
              ? ('room' as const)
              : ('zone' as const),
        points: area.points,
      })),
    [map],
  );
  const classes = className ? `kz-FloorMap ${className}` : 'kz-FloorMap';

  if (problem && problem !== 'failed') {
    const text =
      problem === 'signedOut'
        ? t('signInRequired')
        : problem === 'noSource'
          ? t('noFloor')
          : name
            ? t('notLocated', { name })
            : t('notLocatedUnnamed');
    return (
      <div className={classes} data-problem={problem}>
        <p className="kz-FloorMap-message" role="status">
          {text}
        </p>
      </div>
    );
  }
  return (
    <div className={classes} data-problem={problem ?? undefined}>
      {map && <p className="kz-FloorMap-title">{map.floorName}</p>}
      <FloorMapView
        label={map?.floorName || t('title')}
        status={problem === 'failed' ? 'error' : map ? 'ready' : 'loading'}
        errorMessage={t('locationFailed')}
        onRetry={reload}
        mapSize={map?.mapSize ?? { width: 1280, height: 582 }}
        imageSrc={map?.imageSource ?? undefined}
        people={people}
        areas={areas}
        highlightedId={userId !== undefined ? String(userId) : undefined}
        onPersonSelect={selectPerson}
        renderPersonActions={
          onCallRequest
            ? (person) => {
                const number = extensions.get(Number(person.id));
                if (!number) return null;
                return (
                  <Button
                    size="small"
                    variant="secondary"
                    onPress={() =>
                      onCallRequest({ userId: Number(person.id), fullname: person.name, number })
                    }
                  >
                    <Icon name="phone" size={14} />
                    {t('call', { number })}
                  </Button>
                );
              }
            : undefined
        }
      />
    </div>
  );
}
