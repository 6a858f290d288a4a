import type { FieldError } from '@kizuna/api-client/contract';
import { fieldErrorsOf } from '../../api/apiErrors';

/** The field errors of a refused save, keyed by the body path without `body.` (e.g. `callForwardAll.destination`). */
export function serverFieldErrors(error: unknown): Map<string, FieldError> {
  const byPath = new Map<string, FieldError>();
  for (const fieldError of fieldErrorsOf(error)) {
    const path = fieldError.path.replace(/^body\./, '');
    if (!byPath.has(path)) byPath.set(path, fieldError);
  }
  return byPath;
}
