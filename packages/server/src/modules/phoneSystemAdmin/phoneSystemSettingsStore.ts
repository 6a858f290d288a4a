import type { PhoneSystemKind, PhoneSystemSettings } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** The tenant's phone system as stored: its vendor row (secrets still sealed) and its call control mode. */
export async function readPhoneSystem(db: Db, tenantId: number) {
  const [tenant, row] = await Promise.all([
    db.selectFrom('tenants').select('call_control_mode').where('id', '=', tenantId).executeTakeFirstOrThrow(),
    selectTenantRows(db, 'phone_system_settings', tenantId).selectAll().executeTakeFirst(),
  ]);
  const system: PhoneSystemKind = row?.vendor ?? 'SIMULATED';
  return { system, callControlMode: tenant.call_control_mode, row };
}

/** What the page shows: never a secret, only whether one is set. */
export function settingsOut(stored: Awaited<ReturnType<typeof readPhoneSystem>>): PhoneSystemSettings {
  const { row } = stored;
  return {
    system: stored.system,
    callControlMode: stored.callControlMode,
    baseUrl: row?.base_url ?? null,
    username: row?.username ?? null,
    passwordSet: Boolean(row?.password_enc),
    clientId: row?.client_id ?? null,
    clientSecretSet: Boolean(row?.client_secret_enc),
    timeoutMs: row?.timeout_ms ?? 10_000,
  };
}

/** The call control mode the tenant runs in (its principal reloads on the next request). */
export async function setCallControlMode(db: Db, tenantId: number, mode: string): Promise<void> {
  await db.updateTable('tenants').set({ call_control_mode: mode }).where('id', '=', tenantId).execute();
}
