import type { ColumnType } from 'kysely';

/** A `timestamptz` column: read as a Date, written as a Date or an ISO string; a default fills it in. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
