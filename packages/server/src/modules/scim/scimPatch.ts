import { ScimError } from './ScimError.js';

export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

export interface PatchOperation {
  readonly op: 'add' | 'replace' | 'remove';
  /** Absent: `value` is an object of attributes. */
  readonly path: string | undefined;
  readonly value: unknown;
}

/**
 * The operations of a PatchOp message (RFC 7644 §3.5.2). `op` is read case-insensitively: Entra ID
 * sends `Add`, `Replace` and `Remove`.
 */
export function patchOperations(body: unknown): PatchOperation[] {
  const operations = (body as { Operations?: unknown } | null)?.Operations;
  if (!Array.isArray(operations) || operations.length === 0) {
    throw new ScimError(400, 'a PatchOp message needs Operations', 'invalidSyntax');
  }
  return operations.map((operation: unknown) => {
    const { op, path, value } = (operation ?? {}) as { op?: unknown; path?: unknown; value?: unknown };
    const name = typeof op === 'string' ? op.toLowerCase() : '';
    if (name !== 'add' && name !== 'replace' && name !== 'remove') {
      throw new ScimError(400, `unknown op ${JSON.stringify(op)}`, 'invalidSyntax');
    }
    if (path !== undefined && (typeof path !== 'string' || path.trim() === '')) {
      throw new ScimError(400, 'path must be a non-empty string', 'invalidPath');
    }
    if (name === 'remove' && path === undefined) {
      throw new ScimError(400, 'remove needs a path', 'noTarget');
    }
    if (name !== 'remove' && path === undefined && (typeof value !== 'object' || value === null)) {
      throw new ScimError(400, 'an operation without a path needs an object value', 'invalidValue');
    }
    return { op: name, path: path?.trim(), value };
  });
}

/** Each attribute an operation sets: its own path, or every key of its object value. */
export function operationAttributes(operation: PatchOperation): [string, unknown][] {
  if (operation.path !== undefined) {
    return [[operation.path, operation.op === 'remove' ? undefined : operation.value]];
  }
  return Object.entries(operation.value as Record<string, unknown>);
}
