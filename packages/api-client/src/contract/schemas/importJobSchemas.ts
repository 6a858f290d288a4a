import * as v from 'valibot';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/**
 * The states of an import job: waiting for the worker, being imported, imported (`DONE`, also
 * when every line was as stored already), or ended with nothing changed (`FAILED`: the file was
 * refused whole, a line had an error, or the import failed).
 */
export const IMPORT_JOB_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

/** Why a job read nothing: the whole-file problems of the preview, or `FAILURE` of the import itself. */
export const IMPORT_JOB_PROBLEMS = [
  'FILE_EMPTY',
  'FILE_TOO_LARGE',
  'FILE_CHARSET',
  'FILE_TOO_MANY_LINES',
  'HEADER_INVALID',
  /** An import of people that would pass the tenant's licence, refused whole. */
  'LICENSE_LIMIT_EXCEEDED',
  'FAILURE',
] as const;
export type ImportJobProblem = (typeof IMPORT_JOB_PROBLEMS)[number];

/** An import accepted: the file is kept and the job that imports it is queued. */
export const ImportJobAcceptedSchema = v.object({ jobId: IdSchema });

export const ImportJobParamsSchema = v.object({ jobId: IdParamSchema });

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * An import job as its page polls it: its state, how many data lines the file has (once read),
 * and when it has ended, what it did line by line (`result`, as the preview answers) or why it
 * read nothing (`problem`).
 */
export function importJobSchema<const R extends v.GenericSchema>(result: R) {
  return v.object({
    jobId: IdSchema,
    state: v.picklist(IMPORT_JOB_STATES),
    fileName: v.string(),
    lineCount: v.nullable(Count),
    problem: v.nullable(v.picklist(IMPORT_JOB_PROBLEMS)),
    result: v.nullable(result),
    createdAt: DateTimeSchema,
    startedAt: v.nullable(DateTimeSchema),
    finishedAt: v.nullable(DateTimeSchema),
  });
}

export type ImportJobAccepted = v.InferOutput<typeof ImportJobAcceptedSchema>;
