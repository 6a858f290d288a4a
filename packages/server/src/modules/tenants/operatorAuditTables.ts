import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columnTypes.js';

/** What the operator changed on a tenant (migration 0043); outlives the tenant. */
export interface OperatorAuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  /** The operator: the CLI's OS user, or "cli" when it has none. */
  operator: string;
  tenant_code: string;
  /** The tenant's id as a value: the row stays when the tenant is deleted. */
  subject_tenant: number;
  action: string;
  before: ColumnType<unknown, string | null, never> | null;
  after: ColumnType<unknown, string | null, never> | null;
}

export interface OperatorAuditTables {
  operator_audit_log: OperatorAuditLogTable;
}
