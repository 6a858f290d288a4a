import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columnTypes.js';

/** A grant of delegated editing (proxy edit): a person, or the members of a division. */
export interface EditDelegationsTable {
  id: Generated<number>;
  tenant_id: number;
  delegate_user_id: number;
  target_user_id: number | null;
  target_division_id: number | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface EditDelegationTables {
  edit_delegations: EditDelegationsTable;
}
