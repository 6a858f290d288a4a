import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';

/** After this many failures in a row, an account waits `LOCK_MS` after the last one. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 5 * 60_000;

interface Attempt {
  readonly tenantCode: string;
  readonly accountId: string;
}

/** Whether sign-in for this tenant code and account id is paused after repeated failures. */
export async function isThrottled(db: Db, attempt: Attempt, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('login_attempts')
    .select(['failures', 'last_failure_at'])
    .where('tenant_code', '=', attempt.tenantCode)
    .where('account_id', '=', attempt.accountId)
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.failures >= MAX_FAILURES &&
    now.getTime() - new Date(row.last_failure_at).getTime() < LOCK_MS
  );
}

export async function recordFailure(db: Db, attempt: Attempt, now: Date): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      tenant_code: attempt.tenantCode,
      account_id: attempt.accountId,
      failures: 1,
      last_failure_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_code', 'account_id']).doUpdateSet({
        // A failure long after the last one starts a new count.
        failures: sql<number>`case when login_attempts.last_failure_at < ${new Date(now.getTime() - LOCK_MS)}
          then 1 else login_attempts.failures + 1 end`,
        last_failure_at: now,
      }),
    )
    .execute();
}

export async function clearFailures(db: Db, attempt: Attempt): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('tenant_code', '=', attempt.tenantCode)
    .where('account_id', '=', attempt.accountId)
    .execute();
}

/** Forgets failures older than the pause; they no longer count. */
export async function purgeStaleAttempts(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('last_failure_at', '<', new Date(now.getTime() - LOCK_MS))
    .execute();
}
