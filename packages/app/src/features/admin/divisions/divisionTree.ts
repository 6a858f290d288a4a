import type { AdminDivision } from '@kizuna/api-client/contract';

/** The divisions of the list by parent (null: the top level), in their order. */
export function childrenByParent(divisions: readonly AdminDivision[]): Map<number | null, AdminDivision[]> {
  const byParent = new Map<number | null, AdminDivision[]>();
  for (const division of divisions) {
    const list = byParent.get(division.parentDivisionId) ?? [];
    list.push(division);
    byParent.set(division.parentDivisionId, list);
  }
  return byParent;
}

/** The division and every division below it. */
export function branchIds(divisions: readonly AdminDivision[], divisionId: number): Set<number> {
  const byParent = childrenByParent(divisions);
  const ids = new Set<number>([divisionId]);
  const walk = (id: number) => {
    for (const child of byParent.get(id) ?? []) {
      ids.add(child.divisionId);
      walk(child.divisionId);
    }
  };
  walk(divisionId);
  return ids;
}

/** Names from the top level down to the division, itself included. */
export function pathNames(divisions: readonly AdminDivision[], divisionId: number): string[] {
  const byId = new Map(divisions.map((d) => [d.divisionId, d]));
  const names: string[] = [];
  for (let at = byId.get(divisionId); at && names.length < 64; at = byId.get(at.parentDivisionId ?? -1)) {
    names.unshift(at.divisionName);
  }
  return names;
}

/** Where the division stands among its siblings: its index and how many there are. */
export function placeAmongSiblings(divisions: readonly AdminDivision[], division: AdminDivision) {
  const siblings = divisions.filter((d) => d.parentDivisionId === division.parentDivisionId);
  return { index: siblings.findIndex((d) => d.divisionId === division.divisionId), count: siblings.length };
}
