import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columnTypes.js';

export interface ScimTokensTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  /** SHA-256 of the token, base64url; the token itself is shown once and never kept. */
  token_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: Date | null;
}

export interface ScimUsersTable {
  user_id: number;
  tenant_id: number;
  external_id: string | null;
  display_name: string | null;
  given_name: string | null;
  family_name: string | null;
}

export interface ScimGroupsTable {
  division_id: number;
  tenant_id: number;
  external_id: string | null;
}

/** The SCIM tables, merged into `DatabaseSchema`. */
export interface ScimTables {
  scim_tokens: ScimTokensTable;
  scim_users: ScimUsersTable;
  scim_groups: ScimGroupsTable;
}
