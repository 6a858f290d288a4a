import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

/** A tenant's own destination (company settings). */
export interface DestinationsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  color: string;
  sort: Defaulted<number>;
  created_at: Timestamp;
}

/** What a person has set; no row is "not set". */
export interface UserDestinationsTable {
  user_id: number;
  tenant_id: number;
  kind: string;
  destination_id: number | null;
  free_text: string | null;
  updated_at: Timestamp;
}

export interface DestinationTables {
  destinations: DestinationsTable;
  user_destinations: UserDestinationsTable;
}
