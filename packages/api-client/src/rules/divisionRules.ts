/** What the delete rule reads about a division (`AdminDivision` has both counts). */
export interface DivisionHoldings {
  /** Direct sub-divisions. */
  readonly childCount: number;
  /** People who belong to the division directly. */
  readonly memberCount: number;
}

/**
 * Whether a division may be deleted: it holds no people and no sub-divisions. The server refuses
 * any other (`DIVISION_NOT_EMPTY`); the administration page disables Delete and says why.
 */
export function canDeleteDivision(division: DivisionHoldings): boolean {
  return division.childCount === 0 && division.memberCount === 0;
}
