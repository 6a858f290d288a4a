import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

export interface ApiServicesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  scopes: string[];
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ApiKeysTable {
  id: Generated<number>;
  tenant_id: number;
  /** The person who owns the key; null for a service's key. */
  user_id: number | null;
  /** The service the key belongs to; null for a person's key. */
  service_id: number | null;
  note: Defaulted<string>;
  scopes: string[];
  /** SHA-256 of the secret, base64url; the secret itself is shown once and never kept. */
  secret_hash: string;
  /** The first characters of the secret after its prefix: finds the row without the hash. */
  lookup: string;
  /** The last four characters of the secret, shown to tell keys apart. */
  hint: string;
  created_at: Timestamp;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  expiry_notified_at: Date | null;
}

/** The API key tables, merged into `DatabaseSchema`. */
export interface ApiKeyTables {
  api_services: ApiServicesTable;
  api_keys: ApiKeysTable;
}
