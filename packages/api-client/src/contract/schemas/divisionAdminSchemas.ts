import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { IdParamSchema, IdSchema } from './commonSchemas';
import { DIVISION_LIMITS } from './divisionSchemas';
import { importJobSchema } from './importJobSchemas';
import { contactPhoneField, contactTextField, contactUrlField } from './externalContactSchemas';
import { FileResponseSchema } from './fileResponseSchema';

/** Division administration limits, lengths in code points. */
export const DIVISION_ADMIN_LIMITS = {
  nameMax: 100,
  kanaMax: 100,
  /** A division code: letters, digits, `-`, `_` and `.`, unique in the tenant. */
  codeMax: 32,
  /** Sort numbers among siblings. */
  sortMax: 999_999,
  /** Import file: at most this many bytes and data lines. */
  importMaxBytes: 1_048_576,
  importMaxLines: 5000,
} as const;

const L = DIVISION_ADMIN_LIMITS;
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const NullableText = v.nullable(v.string());

/** Letters, digits, `-`, `_` and `.`: what a division code may hold. */
export const DIVISION_CODE_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/** A division as the administration sees it: every field, its place among siblings and what it holds. */
export const AdminDivisionSchema = v.object({
  divisionId: IdSchema,
  parentDivisionId: v.nullable(IdSchema),
  divisionName: v.string(),
  divisionNameKana: v.string(),
  divisionCode: NullableText,
  divisionPhoneNum: NullableText,
  divisionUrl: NullableText,
  comment: NullableText,
  sort: v.pipe(v.number(), v.integer()),
  /** Direct sub-divisions. */
  childCount: Count,
  /** People who belong to the division directly. */
  memberCount: Count,
});

/** Every division of the tenant, parents before children, siblings in their order. */
export const AdminDivisionListSchema = v.object({ items: v.array(AdminDivisionSchema) });

const divisionCode = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  codePointLengthBetween(1, L.codeMax),
  v.regex(DIVISION_CODE_CHARACTERS, 'pattern'),
);

/** The fields of a division both the form and the import check. */
export const DivisionFieldsSchema = v.object({
  divisionName: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, L.nameMax)),
  divisionNameKana: v.nonOptional(contactTextField(L.kanaMax), 'required'),
  divisionCode: divisionCode,
  divisionPhoneNum: v.nonOptional(contactPhoneField(), 'required'),
  divisionUrl: v.nonOptional(contactUrlField(), 'required'),
  comment: v.nonOptional(contactTextField(DIVISION_LIMITS.commentMax), 'required'),
});

/**
 * A division to create (no `divisionId`; under `parentDivisionId`, null or absent for the top
 * level, as the last of its siblings) or change (name, kana, code, phone, URL, comment; its place
 * changes with `move`). Blank phone, URL or comment clears it.
 */
export const SaveDivisionBodySchema = v.object({
  ...DivisionFieldsSchema.entries,
  divisionId: v.optional(IdSchema),
  parentDivisionId: v.optional(v.nullable(IdSchema), null),
});

export const DivisionIdQuerySchema = v.object({ divisionId: IdParamSchema });
export const AdminDivisionParamsSchema = DivisionIdQuerySchema;

/**
 * Where a division goes: under `parentDivisionId` (null: the top level), at `position` among its
 * new siblings (0 first; absent or past the end: last). Not under itself or its own descendants.
 */
export const MoveDivisionBodySchema = v.object({
  parentDivisionId: v.nullable(IdSchema),
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(L.sortMax))),
});

/** A CSV file, UTF-8 (with or without BOM) or Shift_JIS, with a header line. */
export const DivisionImportBodySchema = v.object({ file: v.instance(Blob) });

export const DIVISION_IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type DivisionImportOutcome = (typeof DIVISION_IMPORT_OUTCOMES)[number];

/** Why a whole file is refused: nothing of it is read further. */
export const DIVISION_IMPORT_FILE_PROBLEMS = [
  'FILE_EMPTY',
  'FILE_TOO_LARGE',
  'FILE_CHARSET',
  'FILE_TOO_MANY_LINES',
  'HEADER_INVALID',
] as const;
export type DivisionImportFileProblem = (typeof DIVISION_IMPORT_FILE_PROBLEMS)[number];

/** A problem of one line: the column (`code`, `name`, … or `line` for the line itself) and a rule key. */
export const DivisionImportIssueSchema = v.object({
  column: v.string(),
  key: v.string(),
  values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

export const DivisionImportLineSchema = v.object({
  /** The line of the file, counting the header as 1. */
  lineNumber: Count,
  divisionCode: v.string(),
  divisionName: v.string(),
  outcome: v.picklist(DIVISION_IMPORT_OUTCOMES),
  issues: v.array(DivisionImportIssueSchema),
});

/**
 * What an import did (or, for a preview, would do). All or nothing: a file with any error line
 * changes nothing (`applied` false), and a preview never changes anything.
 */
export const DivisionImportResultSchema = v.object({
  applied: v.boolean(),
  /** The file as a whole was refused; no lines then. */
  problem: v.nullable(v.picklist(DIVISION_IMPORT_FILE_PROBLEMS)),
  created: Count,
  updated: Count,
  unchanged: Count,
  failed: Count,
  lines: v.array(DivisionImportLineSchema),
});

/** An import of divisions as its job answers: `result` once the job has ended with lines read. */
export const DivisionImportJobSchema = importJobSchema(DivisionImportResultSchema);

export const DivisionExportQuerySchema = v.object({
  charset: v.optional(v.picklist(['UTF-8', 'Shift_JIS']), 'UTF-8'),
});

export const DivisionExportFileSchema = FileResponseSchema;

export type AdminDivision = v.InferOutput<typeof AdminDivisionSchema>;
export type AdminDivisionList = v.InferOutput<typeof AdminDivisionListSchema>;
export type SaveDivisionBody = v.InferInput<typeof SaveDivisionBodySchema>;
export type MoveDivisionBody = v.InferInput<typeof MoveDivisionBodySchema>;
export type DivisionImportIssue = v.InferOutput<typeof DivisionImportIssueSchema>;
export type DivisionImportLine = v.InferOutput<typeof DivisionImportLineSchema>;
export type DivisionImportResult = v.InferOutput<typeof DivisionImportResultSchema>;
export type DivisionImportJob = v.InferOutput<typeof DivisionImportJobSchema>;
