import * as v from 'valibot';
import type { FieldError } from '../contract/schemas/commonSchemas';
import { VALIDATION_MESSAGE_KEYS, type ValidationMessageKey } from './messageKeys';

function pathOf(prefix: string, issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return [prefix, ...keys].filter((part) => part !== '').join('.');
}

function isMessageKey(value: string): value is ValidationMessageKey {
  return (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(value);
}

function describe(issue: v.BaseIssue<unknown>): Pick<FieldError, 'key' | 'values'> {
  const requirement = (issue as { requirement?: unknown }).requirement;
  if (issue.input === undefined || (issue.input === '' && issue.type === 'min_length')) {
    return { key: 'required' };
  }
  switch (issue.type) {
    case 'code_point_length': {
      const range = requirement as { min: number; max: number };
      return { key: 'length', values: { min: range.min, max: range.max } };
    }
    case 'min_length':
      return { key: 'length', values: { min: Number(requirement) } };
    case 'max_length':
      return {
        key: issue.message === 'maxItems' ? 'maxItems' : 'length',
        values: { max: Number(requirement) },
      };
    case 'min_value':
      return { key: 'min', values: { min: Number(requirement) } };
    case 'max_value':
      return { key: 'max', values: { max: Number(requirement) } };
    case 'integer':
    case 'safe_integer':
      return { key: 'integer' };
    case 'number':
      return { key: 'numeric' };
    case 'regex':
      return { key: 'pattern' };
    case 'url':
      return { key: 'url' };
    default:
      return { key: isMessageKey(issue.message) ? issue.message : 'invalid' };
  }
}

/**
 * Turns valibot issues into the field errors of a 400 answer (`ErrorBody.fieldErrors`), one per
 * field: the first issue of a field is the one a person should fix first.
 */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[], prefix = ''): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const issue of issues) {
    const path = pathOf(prefix, issue);
    if (!byPath.has(path)) byPath.set(path, { path, ...describe(issue) });
  }
  return [...byPath.values()];
}

/**
 * The field errors a request body would get from the server (paths under `body.`), none when the
 * schema takes it: a form checks with the contract's own schema before it sends.
 */
export function checkBody(schema: v.GenericSchema, body: unknown): FieldError[] {
  const result = v.safeParse(schema, body);
  return result.success ? [] : toFieldErrors(result.issues, 'body');
}
