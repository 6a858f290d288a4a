import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type CallState = 'RINGING' | 'CONNECTED' | 'ENDED';
export type PartyStatus = 'DIALING' | 'RINGING' | 'CONNECTED' | 'HELD' | 'LEFT';

export interface PbxCallsTable {
  id: Generated<number>;
  tenant_id: number;
  state: CallState;
  from_number: string;
  to_number: string;
  consult_of_call_id: number | null;
  created_at: Timestamp;
  ringing_since: Timestamp;
  answered_at: NullableTimestamp;
  ended_at: NullableTimestamp;
}

export interface PbxCallPartiesTable {
  id: Generated<number>;
  tenant_id: number;
  call_id: number;
  user_id: number | null;
  number: string;
  role: 'CALLER' | 'CALLEE';
  status: PartyStatus;
  via_mobile: Defaulted<boolean>;
  was_connected: Defaulted<boolean>;
  created_at: Timestamp;
  left_at: NullableTimestamp;
  /** 0033: the number this party is rung from when not the call's caller (after a transfer). */
  presented_from: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PbxCallForwardingTable {
  tenant_id: number;
  user_id: number;
  forward_all: string | null;
  forward_no_answer: string | null;
  no_answer_seconds: Defaulted<number>;
}

export interface PbxMobileConnectTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  destination: string;
  enabled: Defaulted<boolean>;
}

export interface PbxCallRejectionsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  from_number: string;
  remarks: Defaulted<string>;
}

export interface PbxPickupMembersTable {
  tenant_id: number;
  user_id: number;
  member_user_id: number;
}

export interface PbxCallbacksTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  number: string;
  created_at: Timestamp;
}

export interface CallHistoryTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  direction: 'INCOMING' | 'OUTGOING';
  call_id: number | null;
  from_num: string;
  to_num: string;
  call_status: boolean;
  called_at: Timestamp;
}

export interface CallRejectionImportsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  file_name: string;
  status: 'PROCESSING' | 'COMPLETED' | 'FAILED';
  message_code: string | null;
  registered: Defaulted<number>;
  updated: Defaulted<number>;
  deleted: Defaulted<number>;
  failed: Defaulted<number>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
}

export interface CallRejectionImportDetailsTable {
  id: Generated<number>;
  tenant_id: number;
  import_id: number;
  line_number: number;
  message_code: string;
  message_params: ColumnType<Record<string, string | number>, string | undefined, string>;
  created_at: Timestamp;
}

export interface CallCtiSettingsTable {
  tenant_id: number;
  user_id: number;
  phone_system: 'CUCM' | 'PBX_API';
  device_name: Defaulted<string>;
  auto_answer: Defaulted<boolean>;
  updated_at: Timestamp;
}

/** A number the reception desk monitors to pick up its calls (admin: dial pickup). */
export interface DialPickupNumbersTable {
  id: Generated<number>;
  tenant_id: number;
  number: string;
  label: Defaulted<string>;
  created_at: Timestamp;
}

/** The tables of the simulated PBX, the call history and the call settings. */
export interface CallTables {
  pbx_calls: PbxCallsTable;
  pbx_call_parties: PbxCallPartiesTable;
  pbx_call_forwarding: PbxCallForwardingTable;
  pbx_mobile_connect: PbxMobileConnectTable;
  pbx_call_rejections: PbxCallRejectionsTable;
  pbx_pickup_members: PbxPickupMembersTable;
  pbx_callbacks: PbxCallbacksTable;
  call_history: CallHistoryTable;
  call_rejection_imports: CallRejectionImportsTable;
  call_rejection_import_details: CallRejectionImportDetailsTable;
  call_cti_settings: CallCtiSettingsTable;
  dial_pickup_numbers: DialPickupNumbersTable;
}
