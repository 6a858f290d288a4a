import { FloorMapView } from '@kizuna/ui';
import type { FloorMapPerson } from '@kizuna/ui';
import { useMemo } from 'react';
import { useFloorMapMessages } from './floorMapMessages';
import { useFloorMapData } from './useFloorMapData';

/** The person chosen on the map. */
export interface FloorMapPersonDetail {
  userId: number;
  fullname: string;
  floorId: number;
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
  /** Extra class name. */
  className?: string;
}

/**
 * One floor with the people located on it, or the floor where a person is now, centred on them;
 * positions follow the server's interval. State: `data-problem`.
 */
export function FloorMap({ floorId, userId, name, onPersonSelect, className }: FloorMapProps) {
  const t = useFloorMapMessages();
  const { map, problem, reload } = useFloorMapData(floorId, userId);
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
        onPersonSelect={(person) =>
          map && onPersonSelect?.({ userId: Number(person.id), fullname: person.name, floorId: map.floorId })
        }
      />
    </div>
  );
}
