import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columnTypes.js';

/** The provider's operators (migration 0044): not a tenant's people, so no tenant_id. */
export interface OperatorsTable {
  id: Generated<number>;
  login: string;
  display_name: string;
  password_hash: string;
  /** Sealed with the server's secret key. */
  totp_secret: string;
  /** The last TOTP time step a code was accepted for. */
  totp_last_step: number | null;
  created_at: Timestamp;
  last_signed_in_at: Timestamp | null;
}

export interface OperatorSessionsTable {
  id_hash: string;
  operator_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface OperatorConsoleTables {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
}
