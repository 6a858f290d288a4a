import type { EndpointDefinition } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { HandlerContext } from '../../http/Handler.js';
import { AuthError } from './AuthError.js';

/**
 * Actions that send mail, end sessions or mint credentials in the name of the tenant, limited so
 * a stolen administrator session or a runaway script cannot flood mailboxes or churn keys.
 */
export type LimitedAction = 'invitation' | 'passwordReset' | 'apiKey';

/** How many times one person, and the whole tenant, may do an action per window. */
export interface ActionLimit {
  readonly perUser: number;
  readonly perTenant: number;
  readonly windowMs: number;
}

export type ActionLimits = Readonly<Record<LimitedAction, ActionLimit>>;

const HOUR_MS = 60 * 60_000;

/**
 * Sized so that normal work never meets them: an administrator inviting people one by one sends
 * one every few seconds at most, and a tenant onboarding more at once has them created by the user
 * import (which sends no mail) and invited over the following hours by its administrators.
 */
export const DEFAULT_ACTION_LIMITS: ActionLimits = {
  /** Invitations sent or sent again. */
  invitation: { perUser: 300, perTenant: 1000, windowMs: HOUR_MS },
  /** New initial passwords and reset links for other people. */
  passwordReset: { perUser: 60, perTenant: 200, windowMs: HOUR_MS },
  /** Personal keys and service connections made or revoked. */
  apiKey: { perUser: 100, perTenant: 1000, windowMs: HOUR_MS },
};

class NoSlot extends Error {
  constructor(readonly retryAfterMs: number) {
    super('no slot');
  }
}

/**
 * Takes one slot of `bucket` in a single upsert, like the sign-in throttle: a window older than
 * `windowMs` starts again at one, a full one is left as it is. Concurrent callers queue on the
 * row, so no more than `limit` get a slot per window, on one node or many. Answers 0, or the
 * milliseconds until the full window ends.
 */
async function takeSlot(
  db: Db,
  tenantId: number,
  bucket: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<number> {
  const expired = new Date(now.getTime() - windowMs);
  const taken = await sql<{ used: number }>`insert into action_limit_slots as s
      (tenant_id, bucket, window_started_at, used)
    values (${tenantId}, ${bucket}, ${now}, 1)
    on conflict (tenant_id, bucket) do update set
      window_started_at = case when s.window_started_at <= ${expired} then ${now} else s.window_started_at end,
      used = case when s.window_started_at <= ${expired} then 1 else s.used + 1 end
    where s.window_started_at <= ${expired} or s.used < ${limit}
    returning s.used`.execute(db);
  if (taken.rows.length > 0) return 0;
  const row = await db
    .selectFrom('action_limit_slots')
    .select('window_started_at')
    .where('tenant_id', '=', tenantId)
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  const started = row ? new Date(row.window_started_at).getTime() : now.getTime();
  return Math.max(1000, started + windowMs - now.getTime());
}

/**
 * Spends one `action` of the caller and of their tenant, both or neither, before the action runs;
 * without a slot the answer is 429 `RATE_LIMITED` with `Retry-After`, and nothing is done.
 */
export async function refuseIfOverActionLimit(
  context: HandlerContext<EndpointDefinition>,
  action: LimitedAction,
): Promise<void> {
  const { principal, deps, c } = context;
  const limit = deps.config.actionLimits?.[action] ?? DEFAULT_ACTION_LIMITS[action];
  const tenantId = principal.tenant.id;
  const now = deps.clock();
  try {
    await deps.db.transaction().execute(async (trx) => {
      // Always the tenant's row first, then the person's: two callers never wait crosswise.
      for (const [bucket, max] of [
        [JSON.stringify([action]), limit.perTenant],
        [JSON.stringify([action, principal.user.id]), limit.perUser],
      ] as const) {
        const waitMs = await takeSlot(trx, tenantId, bucket, max, limit.windowMs, now);
        if (waitMs > 0) throw new NoSlot(waitMs);
      }
    });
  } catch (error) {
    if (!(error instanceof NoSlot)) throw error;
    c.header('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)));
    throw new AuthError('RATE_LIMITED', `too many ${action} calls; try again after Retry-After seconds`);
  }
}

/** Forgets windows that ended long enough ago that no limit can still count them. */
export async function purgeStaleActionSlots(
  db: Db,
  now: Date,
  configured: Partial<ActionLimits> = {},
): Promise<void> {
  const limits = [...Object.values(DEFAULT_ACTION_LIMITS), ...Object.values(configured)];
  const longest = Math.max(...limits.map((limit) => limit.windowMs));
  await db
    .deleteFrom('action_limit_slots')
    .where('window_started_at', '<=', new Date(now.getTime() - longest))
    .execute();
}
