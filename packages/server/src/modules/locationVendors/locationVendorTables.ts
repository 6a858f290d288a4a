import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columnTypes.js';

export interface MerakiReceiversTable {
  tenant_id: number;
  /** The unguessable part of the receiver URL `/webhooks/meraki/{receiver_id}`. */
  receiver_id: string;
  validator: string;
  /** The shared secret of the Meraki dashboard, sealed with the server's secret box. */
  secret_sealed: string;
  updated_at: Timestamp;
  last_received_at: Date | null;
}

export interface CmxServersTable {
  tenant_id: number;
  base_url: string;
  username: string;
  /** Sealed with the server's secret box. */
  password_sealed: string;
  updated_at: Timestamp;
  last_polled_at: Date | null;
  last_error: string | null;
}

export interface BeaconGatewaysTable {
  id: Generated<number>;
  tenant_id: number;
  gateway_id: string;
  name: string;
  source_floor_id: string;
  x: Generated<number>;
  y: Generated<number>;
  /** SHA-256 of the gateway's token, base64url; the token is shown once and never kept. */
  token_hash: string;
  created_at: Timestamp;
  last_seen_at: Date | null;
}

/** The location vendors' tables, merged into `DatabaseSchema`. */
export interface LocationVendorTables {
  meraki_receivers: MerakiReceiversTable;
  cmx_servers: CmxServersTable;
  beacon_gateways: BeaconGatewaysTable;
}
