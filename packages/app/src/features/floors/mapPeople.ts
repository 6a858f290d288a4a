import type { FloorMap } from '@kizuna/api-client/contract';
import type { FloorMapArea, FloorMapPerson, PresenceKind } from '@kizuna/ui';

/** The floor's people as the map draws them; presence only for those whose card was opened. */
export function mapPeople(
  map: FloorMap,
  presence: ReadonlyMap<number, { kind: PresenceKind; label: string }>,
): FloorMapPerson[] {
  return map.clients.map((client) => ({
    id: String(client.userId),
    name: client.fullname,
    kana: client.fullnameKana,
    divisions: client.divisionNames,
    x: client.x,
    y: client.y,
    presence: presence.get(client.userId),
    place: client.areaName ?? undefined,
  }));
}

/** Seats outlined, rooms and zones tinted. */
export function mapAreas(map: FloorMap): FloorMapArea[] {
  return map.areas.map((area) => ({
    kind: area.kind === 'SEAT' ? 'seat' : area.kind === 'ROOM' ? 'room' : 'zone',
    points: area.points,
  }));
}
