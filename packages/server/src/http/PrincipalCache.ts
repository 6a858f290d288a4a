import { sql } from 'kysely';
import type { Db } from '../db/createDatabase.js';
import { findActiveSession, hashSessionToken, sessionIdleMinutes } from '../modules/auth/index.js';
import { loadPrincipal, type Principal } from '../modules/principal/index.js';

interface Entry {
  readonly principal: Principal;
  /** The versions (xmin) of the user's and the tenant's rows the principal was loaded at. */
  readonly userVersion: string;
  readonly tenantVersion: string;
}

/** Sessions whose principal is kept; the least recently used one goes first. */
const MAX_ENTRIES = 10_000;

/**
 * The principal of a session cookie, reused between requests. Every request still reads its
 * session (so an ended or idle session and a disabled user are refused at once, on every node) in
 * one query that also answers the versions of the user's and the tenant's rows; the principal is
 * loaded again only when one of them moved. Triggers (touch_users_of_changed_rows and
 * touch_tenants_of_changed_rows) move them for changes to roles, virtual roles, divisions and
 * tenant features, which the principal reads from other tables.
 */
export class PrincipalCache {
  readonly #entries = new Map<string, Entry>();
  /**
   * Each tenant's row and features as a principal was last loaded with them, by the version the
   * session query answered before that load: another session of the tenant at the same version
   * loads only its user (every node meets each session's first request, all at once after a start).
   */
  readonly #tenants = new Map<number, { readonly version: string; readonly principal: Principal }>();

  /**
   * The principal kept for a session cookie, without reading anything: only a guess until
   * `principalOf` confirms it (it then answers this very object).
   */
  kept(token: string): Principal | null {
    return this.#entries.get(hashSessionToken(token))?.principal ?? null;
  }

  /** `serverIdleMinutes` is the idle timeout of a tenant without its own. */
  async principalOf(db: Db, token: string, now: Date, serverIdleMinutes: number): Promise<Principal | null> {
    const idHash = hashSessionToken(token);
    const result = await sql<{
      tenant_id: number;
      user_id: number;
      last_seen_at: Date | string;
      enabled: boolean;
      user_version: string;
      tenant_version: string;
      session_idle_minutes: number | null;
    }>`select * from session_versions(${idHash})`.execute(db);
    const row = result.rows[0];
    const idleMs = sessionIdleMinutes(row?.session_idle_minutes, serverIdleMinutes) * 60_000;
    // Within this window the session is alive and its last-seen time needs no write; otherwise
    // findActiveSession decides (it ends idle sessions and moves the last-seen time).
    const quietMs = Math.min(60_000, idleMs / 10);
    const fresh =
      row !== undefined && row.enabled && now.getTime() - new Date(row.last_seen_at).getTime() < quietMs;
    const session = fresh
      ? { idHash, tenantId: Number(row.tenant_id), userId: Number(row.user_id) }
      : row
        ? await findActiveSession(db, token, now, serverIdleMinutes)
        : null;
    if (!session || !row) {
      this.#entries.delete(idHash);
      return null;
    }
    const cached = this.#entries.get(idHash);
    if (
      cached &&
      cached.userVersion === row.user_version &&
      cached.tenantVersion === row.tenant_version &&
      cached.principal.user.id === session.userId
    ) {
      this.#entries.delete(idHash);
      this.#entries.set(idHash, cached);
      return cached.principal;
    }
    const tenant = this.#tenants.get(session.tenantId);
    const principal = await loadPrincipal(
      db,
      session,
      tenant?.version === row.tenant_version ? tenant.principal : undefined,
    );
    this.#entries.delete(idHash);
    if (!principal) return null;
    if (tenant?.version !== row.tenant_version)
      this.#tenants.set(session.tenantId, { version: row.tenant_version, principal });
    // The versions read before loading: a change committed in between makes the next request
    // load again rather than keep an older principal.
    this.#entries.set(idHash, {
      principal,
      userVersion: row.user_version,
      tenantVersion: row.tenant_version,
    });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return principal;
  }
}
