import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../../db/columnTypes.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type PhoneSystemVendor = 'WEBEX' | 'CUCM' | 'AVAYA';

export interface PhoneSystemSettingsTable {
  tenant_id: number;
  vendor: PhoneSystemVendor;
  base_url: string;
  authorize_url: string | null;
  token_url: string | null;
  client_id: string | null;
  client_secret_enc: string | null;
  redirect_uri: string | null;
  username: string | null;
  password_enc: string | null;
  timeout_ms: Defaulted<number>;
  updated_at: Timestamp;
}

export interface PbxApiOauth2StatesTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  session_hash: string;
  state_hash: string;
  created_at: Timestamp;
}

export interface PbxApiTokensTable {
  tenant_id: number;
  user_id: number;
  access_token_enc: string;
  access_expires_at: Timestamp;
  refresh_token_enc: string;
  refresh_expires_at: NullableTimestamp;
  status: Defaulted<'AUTHORIZED' | 'DENIED'>;
  updated_at: Timestamp;
}

export interface VendorCallsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  vendor_call_id: string;
  created_at: Timestamp;
}

export interface WebexWebhookSecretsTable {
  tenant_id: number;
  secret_enc: string;
  updated_at: Timestamp;
}

export interface WebexPeopleTable {
  tenant_id: number;
  user_id: number;
  person_id: string;
  updated_at: Timestamp;
}

/**
 * The tables of the vendor phone systems and Webex Calling OAuth2, and of Webex call events (the
 * webhook secret, the Webex person of each authorised user).
 */
export interface PbxApiTables {
  webex_webhook_secrets: WebexWebhookSecretsTable;
  webex_people: WebexPeopleTable;
  phone_system_settings: PhoneSystemSettingsTable;
  pbx_api_oauth2_states: PbxApiOauth2StatesTable;
  pbx_api_tokens: PbxApiTokensTable;
  vendor_calls: VendorCallsTable;
}
