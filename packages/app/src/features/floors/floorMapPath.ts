/** The map page of a floor, centred on a person when one is given. */
export function floorMapPath(floorId: number, userId?: number): string {
  return userId === undefined ? `/floors/${floorId}` : `/floors/${floorId}?userId=${userId}`;
}
