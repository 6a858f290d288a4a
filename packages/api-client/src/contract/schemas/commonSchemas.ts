import * as v from 'valibot';
import { LIMITS, REQUEST_LIMITS } from '../limits';

/** `{ count }`, the shape every counting call answers. */
export const CountSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/**
 * Database ids are positive integers: `bigint` columns, but numbers in JSON, so no larger than the
 * largest integer a number holds exactly (2^53 - 1).
 */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REQUEST_LIMITS.idMax));

/** An id taken from a path or query string, where it arrives as text. */
export const IdParamSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^[1-9][0-9]{0,15}$/),
  v.transform(Number),
  v.maxValue(REQUEST_LIMITS.idMax),
);

/**
 * A whole number arriving as query text (or a number from typed callers), within an `integer`
 * (int4) column: at most 9 digits.
 */
export const QueryIntSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^[0-9]{1,9}$/),
  v.transform(Number),
);

/**
 * A page number from the query, 1 by default, at most `REQUEST_LIMITS.pageMax`: far past any
 * list, and its offset (100 rows a page) stays an int4.
 */
export const QueryPageSchema = v.optional(
  v.pipe(QueryIntSchema, v.minValue(1), v.maxValue(REQUEST_LIMITS.pageMax)),
  1,
);

/** A page size from the query (or a number from typed callers), 1 to `max`, `fallback` when left out. */
export function queryPageSizeSchema<const TFallback extends number>(max: number, fallback: TFallback) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.regex(/^[0-9]{1,3}$/),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(max),
    ),
    fallback,
  );
}

/** ISO 8601 date-time text, e.g. `2025-04-01T09:00:00.000Z`. */
export const DateTimeSchema = v.pipe(v.string(), v.isoTimestamp());

/** A paged result (§3.2). */
export function pagedSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    items: v.array(item),
    totalCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
    size: v.pipe(v.number(), v.integer(), v.minValue(1)),
    offset: v.pipe(v.number(), v.integer(), v.minValue(0)),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    hasNext: v.boolean(),
    hasPrevious: v.boolean(),
  });
}

/** One field that failed validation: the message key of §5 and the values it interpolates. */
export const FieldErrorSchema = v.object({
  /** Dotted path of the field, e.g. `body.newPassword` or `query.page`. */
  path: v.string(),
  /** `required`, `pattern`, `url`, `length`, `min`, `max`, `integer`, `numeric`, or a rule key. */
  key: v.string(),
  values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

/** Body of every 4xx/5xx answer. `message` is technical; screens show texts from their own keys. */
export const ErrorBodySchema = v.object({
  code: v.string(),
  message: v.optional(v.string()),
  fieldErrors: v.optional(v.array(FieldErrorSchema)),
});

export type Count = v.InferOutput<typeof CountSchema>;
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
export type Paged<T> = {
  items: T[];
  totalCount: number;
  size: number;
  offset: number;
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
};

/** The character sets an export is written in: UTF-8 (with a BOM) or Shift_JIS, for older Excel. */
export const EXPORT_CHARSETS = ['UTF-8', 'Shift_JIS'] as const;

/** `page` from 1, `size` 30, 50 or 100 (default 30). */
export const PageQuerySchema = v.object({
  page: QueryPageSchema,
  size: v.optional(
    v.pipe(
      QueryIntSchema,
      v.check((size) => (LIMITS.pageSizes as readonly number[]).includes(size), 'size is 30, 50 or 100'),
    ),
    LIMITS.defaultPageSize,
  ),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

/** A division as a row names it. */
export const DivisionRefSchema = v.object({ divisionId: IdSchema, divisionName: v.string() });
