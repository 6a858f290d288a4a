import type { CallControlMode } from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { OperatorError } from '../auth/index.js';
import {
  removeVendorSettings,
  saveVendorSettings,
  WEBEX_API_ROOT,
  type PhoneSystemVendor,
} from '../calls/index.js';

export interface VendorCommandOptions {
  readonly tenant: string;
  readonly vendor?: string | undefined;
  readonly remove?: boolean | undefined;
  readonly baseUrl?: string | undefined;
  readonly authorizeUrl?: string | undefined;
  readonly tokenUrl?: string | undefined;
  readonly clientId?: string | undefined;
  readonly clientSecret?: string | undefined;
  readonly redirectUri?: string | undefined;
  readonly username?: string | undefined;
  readonly password?: string | undefined;
  readonly timeoutMs?: string | undefined;
  /** Webex: the secret of the `telephony_calls` webhook registered for /webhooks/webex/{tenant}. */
  readonly webhookSecret?: string | undefined;
  /** Grant every user of the tenant USER_PBX_FEATURE (Webex Calling for everyone). */
  readonly grantUsers?: boolean | undefined;
}

const MODE_OF_VENDOR: Record<PhoneSystemVendor, CallControlMode> = {
  WEBEX: 'PBX_API',
  CUCM: 'CUCM',
  AVAYA: 'AVAYA',
};

function isVendor(value: string): value is PhoneSystemVendor {
  return value === 'WEBEX' || value === 'CUCM' || value === 'AVAYA';
}

function checkUrl(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
    return value;
  } catch {
    throw new OperatorError(`${name} must be an http(s) URL, got "${value}"`);
  }
}

/**
 * `kizuna pbx vendor`: points a tenant at its vendor phone system and sets the call control mode
 * that vendor serves, or (`--remove`) returns it to the embedded simulated PBX. Answers a summary.
 */
export async function vendorOperatorCommand(
  db: Db,
  config: ServerConfig,
  options: VendorCommandOptions,
): Promise<string> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'call_control_mode'])
    .where('code', '=', options.tenant)
    .executeTakeFirst();
  if (!tenant) throw new OperatorError(`no tenant ${options.tenant}`);
  if (options.remove) {
    await removeVendorSettings(db, tenant.id);
    return `${options.tenant} now uses the embedded simulated PBX (call control mode ${tenant.call_control_mode})`;
  }
  const vendor = options.vendor?.toUpperCase() ?? '';
  if (!isVendor(vendor))
    throw new OperatorError('pbx vendor needs --vendor WEBEX, CUCM or AVAYA (or --remove)');
  const baseUrl = checkUrl(
    options.baseUrl ?? (vendor === 'WEBEX' ? WEBEX_API_ROOT : undefined),
    '--base-url',
  );
  if (!baseUrl) throw new OperatorError(`pbx vendor --vendor ${vendor} needs --base-url`);
  if (vendor === 'WEBEX' && (!options.clientId || !options.clientSecret))
    throw new OperatorError(
      'pbx vendor --vendor WEBEX needs --client-id and --client-secret of the Webex integration',
    );
  if (vendor !== 'WEBEX' && (!options.username || !options.password))
    throw new OperatorError(`pbx vendor --vendor ${vendor} needs --username and --password`);
  const timeoutMs = options.timeoutMs === undefined ? undefined : Number(options.timeoutMs);
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs >= 100 && timeoutMs <= 60_000))
    throw new OperatorError('--timeout-ms must be a whole number from 100 to 60000');
  const mode = MODE_OF_VENDOR[vendor];
  await db.transaction().execute(async (tx) => {
    await saveVendorSettings(tx, config, tenant.id, {
      vendor,
      baseUrl,
      authorizeUrl: checkUrl(options.authorizeUrl, '--authorize-url') ?? null,
      tokenUrl: checkUrl(options.tokenUrl, '--token-url') ?? null,
      clientId: options.clientId ?? null,
      clientSecret: options.clientSecret ?? null,
      redirectUri: checkUrl(options.redirectUri, '--redirect-uri') ?? null,
      username: options.username ?? null,
      password: options.password ?? null,
      webhookSecret: vendor === 'WEBEX' ? (options.webhookSecret ?? null) : null,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    await tx.updateTable('tenants').set({ call_control_mode: mode }).where('id', '=', tenant.id).execute();
    if (options.grantUsers) {
      const users = await tx.selectFrom('users').select('id').where('tenant_id', '=', tenant.id).execute();
      for (const user of users) {
        await tx
          .insertInto('user_virtual_roles')
          .values({ tenant_id: tenant.id, user_id: user.id, role: 'USER_PBX_FEATURE' })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  });
  return `${options.tenant} now calls through ${vendor} at ${baseUrl} (call control mode ${mode})${options.grantUsers ? '; every user may use it' : ''}`;
}
