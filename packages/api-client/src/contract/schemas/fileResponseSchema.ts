import * as v from 'valibot';

/**
 * The answer of an endpoint that `produces` a file: the bytes as a `Blob` (a `File` named as the
 * answer's Content-Disposition says, when it names one).
 */
export const FileResponseSchema = v.instance(Blob);
