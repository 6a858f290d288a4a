import * as v from 'valibot';
import { codePointLength } from '../validation/codePointLength';
import { isStorableText } from '../validation/fieldRules';
import { REQUEST_LIMITS } from './limits';

type PathItem = v.ObjectPathItem | v.ArrayPathItem;

interface Node {
  readonly value: unknown;
  readonly path: readonly PathItem[];
  readonly depth: number;
}

/** A request refused for what it holds anywhere, not for one field's rule. */
export interface RequestInputIssue extends v.BaseIssue<unknown> {
  readonly kind: 'validation';
  readonly type: 'storable_text' | 'max_length' | 'max_depth';
}

/** Stops walking a hostile document once this many problems are known. */
const MAX_ISSUES = 100;

/** A file of a multipart body (a `File`, or any `Blob` that carries a name). */
function isNamedFile(value: object): value is Blob & { readonly name: string } {
  return (
    typeof Blob !== 'undefined' &&
    value instanceof Blob &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function issueAt(
  node: Node,
  type: RequestInputIssue['type'],
  message: string,
  requirement?: number,
): RequestInputIssue {
  return {
    kind: 'validation',
    type,
    input: node.value,
    expected: null,
    received: type === 'storable_text' ? 'unstorable characters' : 'too large',
    message,
    ...(requirement === undefined ? {} : { requirement }),
    ...(node.path.length > 0 ? { path: [...node.path] as [PathItem, ...PathItem[]] } : {}),
  };
}

/**
 * What no request may hold, whatever its schema says: text PostgreSQL cannot store (NUL, lone
 * surrogates), in values and in keys; strings over `REQUEST_LIMITS.textMax` code points; arrays
 * over `arrayMax` items; nesting deeper than `depthMax`. Walked breadth-first without recursion, so
 * no input can exhaust the stack. A file (a multipart part) is checked by its name, which is text
 * that handlers store (import histories, talk files); its content is left to its schema.
 */
export function requestInputIssues(input: unknown): RequestInputIssue[] {
  const issues: RequestInputIssue[] = [];
  const queue: Node[] = [{ value: input, path: [], depth: 0 }];
  for (let next = 0; next < queue.length && issues.length < MAX_ISSUES; next += 1) {
    const node = queue[next]!;
    const { value } = node;
    if (typeof value === 'string') {
      if (!isStorableText(value)) issues.push(issueAt(node, 'storable_text', 'invalid'));
      else if (value.length > REQUEST_LIMITS.textMax && codePointLength(value) > REQUEST_LIMITS.textMax)
        issues.push(issueAt(node, 'max_length', 'length', REQUEST_LIMITS.textMax));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (isNamedFile(value)) {
      if (!isStorableText(value.name)) issues.push(issueAt(node, 'storable_text', 'invalid'));
      else if (codePointLength(value.name) > REQUEST_LIMITS.textMax)
        issues.push(issueAt(node, 'max_length', 'length', REQUEST_LIMITS.textMax));
      continue;
    }
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainObject(value)) continue;
    if (node.depth >= REQUEST_LIMITS.depthMax) {
      issues.push(issueAt(node, 'max_depth', 'invalid'));
      continue;
    }
    if (isArray) {
      if (value.length > REQUEST_LIMITS.arrayMax) {
        issues.push(issueAt(node, 'max_length', 'length', REQUEST_LIMITS.arrayMax));
        continue;
      }
      value.forEach((item: unknown, key) =>
        queue.push({
          value: item,
          path: [...node.path, { type: 'array', origin: 'value', input: value, key, value: item }],
          depth: node.depth + 1,
        }),
      );
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      // A key that cannot be stored is reported on the object that holds it.
      if (!isStorableText(key) || key.length > REQUEST_LIMITS.textMax) {
        issues.push(issueAt(node, 'storable_text', 'invalid'));
        break;
      }
      queue.push({
        value: item,
        path: [...node.path, { type: 'object', origin: 'value', input: value, key, value: item }],
        depth: node.depth + 1,
      });
    }
  }
  return issues;
}

/**
 * The request schema of an endpoint with the rules every request obeys (`requestInputIssues`)
 * checked first. The schema still runs, so the answer names every field at fault; a field with
 * text that cannot be stored is named for that (`invalid`) before any rule of its own. The
 * result is the same schema to every reader (type, entries, pipe), only stricter.
 */
export function guardRequestSchema<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v._standardSchema<TSchema>({
    ...schema,
    '~run'(dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      const input = dataset.value;
      const issues = requestInputIssues(input);
      const checked = schema['~run'](dataset, config);
      if (issues.length === 0) return checked;
      return { typed: false, value: input, issues: [...issues, ...(checked.issues ?? [])] };
    },
  } as Omit<TSchema, '~standard'>);
}
