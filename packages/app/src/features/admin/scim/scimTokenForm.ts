import type { FieldError } from '@kizuna/api-client/contract';
import { CreateScimTokenBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';

/** A message key of `validation.*` and its values, for the name field. */
export interface TokenNameProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** The name's problem among field errors (the form's own check, or a 400 answer); null when none. */
export function tokenNameProblem(fieldErrors: readonly FieldError[]): TokenNameProblem | null {
  const error = fieldErrors.find((e) => e.path === 'body.name');
  if (!error) return null;
  const key = error.key === 'length' && error.values?.min === 1 ? 'lengthMax' : error.key;
  return { key: `validation.${key}`, ...(error.values ? { values: error.values } : {}) };
}

/** The contract's own rule: a name of 1 to 50 code points, blanks trimmed. */
export function checkTokenName(name: string): TokenNameProblem | null {
  return tokenNameProblem(checkBody(CreateScimTokenBodySchema, { name }));
}
