/** The `scimType` values of RFC 7644 §3.12 this service answers with. */
export type ScimType =
  | 'invalidFilter'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'invalidValue'
  | 'noTarget'
  | 'uniqueness'
  | 'mutability'
  | 'tooMany';

export type ScimStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500;

/** A refusal of the SCIM service, answered in the SCIM error schema (RFC 7644 §3.12). */
export class ScimError extends Error {
  readonly status: ScimStatus;
  readonly scimType: ScimType | undefined;

  constructor(status: ScimStatus, detail: string, scimType?: ScimType) {
    super(detail);
    this.name = 'ScimError';
    this.status = status;
    this.scimType = scimType;
  }

  toJSON() {
    return {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.message,
    };
  }
}

export function notFound(kind: 'User' | 'Group', id: string): ScimError {
  return new ScimError(404, `${kind} ${id} not found`);
}

export function invalidValue(detail: string): ScimError {
  return new ScimError(400, detail, 'invalidValue');
}
