export { DivisionTree } from './DivisionTree';
export type { DivisionTreeNode, DivisionTreeProps } from './DivisionTree';
