import type { ServerConfig } from '../../../config.js';
import type { Db } from '../../../db/createDatabase.js';
import type { PhoneSystemVendor } from './pbxApiTables.js';
import { secretBoxFor } from '../../../secretBox.js';
import { selectTenantRows } from '../../../db/tenantRows.js';

/** Webex's documented OAuth2 endpoints, used when the tenant names none of its own. */
export const WEBEX_API_ROOT = 'https://webexapis.com/v1';

/** A tenant's vendor phone system, secrets decrypted. */
export interface VendorSettings {
  readonly tenantId: number;
  readonly vendor: PhoneSystemVendor;
  readonly baseUrl: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string | null;
  readonly clientSecret: string | null;
  readonly redirectUri: string | null;
  readonly username: string | null;
  readonly password: string | null;
  readonly timeoutMs: number;
  /** Webex: the secret its webhook events are signed with; null when none was set. */
  readonly webhookSecret: string | null;
}

export interface VendorSettingsInput {
  readonly vendor: PhoneSystemVendor;
  readonly baseUrl: string;
  readonly authorizeUrl?: string | null;
  readonly tokenUrl?: string | null;
  readonly clientId?: string | null;
  readonly clientSecret?: string | null;
  readonly redirectUri?: string | null;
  readonly username?: string | null;
  readonly password?: string | null;
  readonly timeoutMs?: number;
  readonly webhookSecret?: string | null;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export async function loadVendorSettings(
  db: Db,
  config: ServerConfig,
  tenantId: number,
): Promise<VendorSettings | null> {
  const row = await selectTenantRows(db, 'phone_system_settings', tenantId).selectAll().executeTakeFirst();
  if (!row) return null;
  const secret = await selectTenantRows(db, 'webex_webhook_secrets', tenantId)
    .select('secret_enc')
    .executeTakeFirst();
  const box = secretBoxFor(config);
  const baseUrl = trimSlash(row.base_url);
  return {
    tenantId,
    vendor: row.vendor,
    baseUrl,
    authorizeUrl: row.authorize_url ?? `${baseUrl}/authorize`,
    tokenUrl: row.token_url ?? `${baseUrl}/access_token`,
    clientId: row.client_id,
    clientSecret: row.client_secret_enc ? box.open(row.client_secret_enc) : null,
    redirectUri: row.redirect_uri,
    username: row.username,
    password: row.password_enc ? box.open(row.password_enc) : null,
    timeoutMs: row.timeout_ms,
    webhookSecret: secret ? box.open(secret.secret_enc) : null,
  };
}

/** Points a tenant at its vendor phone system (operator CLI, tests); secrets are sealed here. */
export async function saveVendorSettings(
  db: Db,
  config: ServerConfig,
  tenantId: number,
  input: VendorSettingsInput,
): Promise<void> {
  const box = secretBoxFor(config);
  const values = {
    vendor: input.vendor,
    base_url: trimSlash(input.baseUrl),
    authorize_url: input.authorizeUrl ?? null,
    token_url: input.tokenUrl ?? null,
    client_id: input.clientId ?? null,
    client_secret_enc: input.clientSecret ? box.seal(input.clientSecret) : null,
    redirect_uri: input.redirectUri ?? null,
    username: input.username ?? null,
    password_enc: input.password ? box.seal(input.password) : null,
    timeout_ms: input.timeoutMs ?? 10_000,
    updated_at: new Date(),
  };
  await db
    .insertInto('phone_system_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute();
  if (input.webhookSecret) {
    const secret = { secret_enc: box.seal(input.webhookSecret), updated_at: new Date() };
    await db
      .insertInto('webex_webhook_secrets')
      .values({ tenant_id: tenantId, ...secret })
      .onConflict((oc) => oc.column('tenant_id').doUpdateSet(secret))
      .execute();
  } else {
    await db.deleteFrom('webex_webhook_secrets').where('tenant_id', '=', tenantId).execute();
  }
}

export async function removeVendorSettings(db: Db, tenantId: number): Promise<void> {
  await db.deleteFrom('webex_webhook_secrets').where('tenant_id', '=', tenantId).execute();
  await db.deleteFrom('phone_system_settings').where('tenant_id', '=', tenantId).execute();
}
