import type { TenantAccessFields } from '../tenants/index.js';
import type { ApiKeyScope } from '@kizuna/api-client/contract';
import { allowedApiKeyScopes } from '@kizuna/api-client/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { loadPrincipal, type Principal } from '../principal/index.js';
import { hashApiKeySecret, lookupOf, sameHash } from './apiKeySecret.js';

/**
 * Who calls `/api/v1` with a key: the tenant, the person or service the key belongs to, and what
 * the key may do now. A person's key holds no more than its owner could do at this moment, and
 * no more than the tenant allows its people's keys.
 */
export type ApiCaller = {
  readonly tenantId: number;
  readonly keyId: number;
  readonly scopes: readonly ApiKeyScope[];
} & (
  | { readonly kind: 'user'; readonly userId: number; readonly serviceId: null }
  | { readonly kind: 'service'; readonly userId: null; readonly serviceId: number }
);

/** A presented key resolved: its caller, its owner (null for a service) and its tenant's allow-list. */
export interface ResolvedApiKey {
  readonly caller: ApiCaller;
  readonly principal: Principal | null;
  readonly ipAllowList: readonly string[];
  /** The tenant's plan and state: a suspended tenant's or an ended trial's keys are refused. */
  readonly tenantAccess: TenantAccessFields;
}

/** A key's last use is written at most this often, to spare a write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** Keys whose resolution is kept; the least recently used one goes first. */
const MAX_ENTRIES = 10_000;

interface KeyVersionsRow {
  key_id: number;
  tenant_id: number;
  user_id: number | null;
  service_id: number | null;
  scopes: string[];
  secret_hash: string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
  key_version: string;
  user_enabled: boolean | null;
  user_version: string | null;
  tenant_version: string;
}

interface Entry {
  readonly resolved: ResolvedApiKey;
  keyVersion: string;
  readonly userVersion: string | null;
  readonly tenantVersion: string;
  lastUsedMs: number;
}

/**
 * Resolves presented API keys, keeping what it resolved between calls. Every call still reads
 * the live key rows with the presented lookup (`api_key_versions`: one statement with a kept plan)
 * together with the versions of the key's, its owner's and its tenant's rows, so a revoked or
 * expired key, a changed scope, a disabled owner, a lost role or feature and a changed tenant
 * setting take effect at once, on every node; the owner and the tenant are loaded again only when
 * one of those versions moved.
 */
export class ApiKeyResolver {
  readonly #entries = new Map<string, Entry>();

  /** How many resolutions are kept (for tests). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The caller of a presented key, or null when it is unknown, revoked or expired, when its tenant
   * no longer has the paapi feature, or when its owner is disabled or lost the API privilege.
   */
  async resolve(db: Db, presentedSecret: string, now: Date): Promise<ResolvedApiKey | null> {
    const lookup = lookupOf(presentedSecret);
    if (lookup === null) return null;
    const hash = hashApiKeySecret(presentedSecret);
    const { rows } = await sql<KeyVersionsRow>`select * from api_key_versions(${lookup})`.execute(db);
    const row = rows.find((candidate) => sameHash(candidate.secret_hash, hash));
    if (!row || (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime())) {
      this.#entries.delete(hash);
      return null;
    }
    let entry = this.#entries.get(hash);
    if (
      !entry ||
      entry.keyVersion !== row.key_version ||
      entry.userVersion !== row.user_version ||
      entry.tenantVersion !== row.tenant_version
    ) {
      this.#entries.delete(hash);
      // The versions read before loading: a change committed in between makes the next call load
      // again rather than keep an older owner.
      const resolved = row.user_id === null ? await serviceKeyOf(db, row) : await personalKeyOf(db, row);
      if (!resolved) return null;
      entry = {
        resolved,
        keyVersion: row.key_version,
        userVersion: row.user_version,
        tenantVersion: row.tenant_version,
        lastUsedMs: row.last_used_at ? new Date(row.last_used_at).getTime() : 0,
      };
      if (this.#entries.size >= MAX_ENTRIES) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
    } else {
      this.#entries.delete(hash);
    }
    this.#entries.set(hash, entry);

    if (now.getTime() - entry.lastUsedMs >= TOUCH_EVERY_MS) {
      entry.lastUsedMs = now.getTime();
      const touched = await db
        .updateTable('api_keys')
        .set({ last_used_at: now })
        .where('tenant_id', '=', entry.resolved.caller.tenantId)
        .where('id', '=', entry.resolved.caller.keyId)
        .where(sql<string>`xmin::text`, '=', row.key_version)
        .returning(sql<string>`xmin::text`.as('version'))
        .executeTakeFirst();
      // Our own write moves the key's version: keep the entry unless someone else changed the row.
      if (touched) entry.keyVersion = touched.version;
    }
    return entry.resolved;
  }
}

async function personalKeyOf(db: Db, row: KeyVersionsRow): Promise<ResolvedApiKey | null> {
  if (row.user_enabled !== true || row.user_id === null) return null;
  const tenantId = Number(row.tenant_id);
  const keyId = Number(row.key_id);
  const principal = await loadPrincipal(db, {
    idHash: `api-key:${keyId}`,
    tenantId,
    userId: Number(row.user_id),
  });
  if (
    !principal ||
    !principal.tenantFeatures.includes('PAAPI') ||
    !principal.userVirtualRoles.includes('USER_PAAPI_AVAILABLE')
  ) {
    return null;
  }
  const allowed: readonly string[] = allowedApiKeyScopes({ userRoles: principal.userRoles });
  const tenantAllows: readonly string[] = principal.tenant.api_key_user_scopes;
  const scopes = row.scopes.filter(
    (scope) => allowed.includes(scope) && tenantAllows.includes(scope),
  ) as ApiKeyScope[];
  return {
    caller: { tenantId, keyId, scopes, kind: 'user', userId: principal.user.id, serviceId: null },
    principal,
    ipAllowList: principal.tenant.ip_allow_list,
    tenantAccess: principal.tenant,
  };
}

async function serviceKeyOf(db: Db, row: KeyVersionsRow): Promise<ResolvedApiKey | null> {
  const tenantId = Number(row.tenant_id);
  const tenant = await db
    .selectFrom('tenants')
    .select([
      'ip_allow_list',
      'provide_type',
      'trial_ends_at',
      'suspended_at',
      sql<boolean>`exists (select 1 from tenant_features f
        where f.tenant_id = tenants.id and f.feature = 'PAAPI')`.as('paapi'),
    ])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!tenant?.paapi) return null;
  return {
    caller: {
      tenantId,
      keyId: Number(row.key_id),
      scopes: row.scopes as ApiKeyScope[],
      kind: 'service',
      userId: null,
      serviceId: Number(row.service_id),
    },
    principal: null,
    ipAllowList: tenant.ip_allow_list,
    tenantAccess: tenant,
  };
}

/** Resolves one key without keeping anything (each call loads its owner). */
export async function resolveApiKey(db: Db, presentedSecret: string, now: Date): Promise<ApiCaller | null> {
  return (await new ApiKeyResolver().resolve(db, presentedSecret, now))?.caller ?? null;
}
