export { Cell, Column, Row, Table, TableBody, TableHeader } from './Table';
export type { ColumnProps, TableProps } from './Table';
