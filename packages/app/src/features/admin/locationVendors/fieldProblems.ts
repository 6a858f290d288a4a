import type { FieldError } from '@kizuna/api-client/contract';

/** A message key and its values, for the field it belongs to. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** Keys the server answers that the shared `validation.*` messages do not cover. */
const OWN_KEYS: Record<string, string> = {
  taken: 'vendorsAdmin.errors.gatewayIdTaken',
  required: 'validation.required',
};

/**
 * The problem of each field among field errors (the form's own check with the contract's schema,
 * or a 400 answer), by the field's name: `body.secret` → `secret`. The first error of a field wins.
 */
export function fieldProblems(fieldErrors: readonly FieldError[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const error of fieldErrors) {
    const field = error.path.replace(/^body\./, '').split('.')[0] ?? error.path;
    if (problems[field]) continue;
    // A length of at least one is a "no more than" in words.
    const name = error.key === 'length' && error.values?.min === 1 ? 'lengthMax' : error.key;
    const key = OWN_KEYS[name] ?? `validation.${name}`;
    problems[field] = { key, ...(error.values ? { values: error.values } : {}) };
  }
  return problems;
}

/** The error code of a refused call (`data.code` of the contract's error body), or null. */
export function errorCodeOf(error: unknown): string | null {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return typeof data?.code === 'string' ? data.code : null;
}
