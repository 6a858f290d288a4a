/** What other features use of divisions: import it from here, never from the files inside. */
export { DivisionFilter } from './DivisionFilter';
export type { LoadedDivisionTree } from './DivisionFilter';
export { DivisionInfoPanel } from './DivisionInfoPanel';
export { DivisionMembersPreview } from './DivisionMembersPreview';
export { OwnDivisionsChoice } from './OwnDivisionsChoice';
export { useDivisionTree } from './useDivisionTree';
export { collectBranches, useLoadedDivisionTree } from './useLoadedDivisionTree';
export type { DivisionTreeSource, OpenBranches } from './useLoadedDivisionTree';
export type { OwnDivision } from './useOwnDivisions';
