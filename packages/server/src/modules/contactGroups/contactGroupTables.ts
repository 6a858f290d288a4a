import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

export interface ContactGroupOwnersTable {
  tenant_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface ContactGroupsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  name: string;
  sort_score: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactGroupMembersTable {
  id: Generated<number>;
  tenant_id: number;
  group_id: number;
  /** A person of the directory; null for an external contact. */
  internal_user_id: number | null;
  /** An external contact; null for a person of the directory. */
  external_contact_id: number | null;
  added_at: Timestamp;
}

export interface ContactGroupTables {
  contact_group_owners: ContactGroupOwnersTable;
  contact_groups: ContactGroupsTable;
  contact_group_members: ContactGroupMembersTable;
}
