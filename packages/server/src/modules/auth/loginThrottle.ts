import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';

/** Password checks an account gets per window (from addresses it never signed in from, together). */
export const ACCOUNT_SLOTS = 5;
/** Failed password checks one client address gets per window, across every account. */
export const ADDRESS_SLOTS = 30;
/** A window starts with its first attempt and lasts this long; then the slots are all free again. */
export const WINDOW_MS = 5 * 60_000;
/** An address where the account signed in stays known this long after the last sign-in there. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

export interface Attempt {
  readonly tenantCode: string;
  readonly accountId: string;
  readonly address: string;
  /** The account's user, when the tenant and account exist. */
  readonly user: { readonly tenantId: number; readonly id: number } | undefined;
}

export type Reservation =
  | { readonly granted: true; readonly accountBucket: string; readonly addressBucket: string }
  | { readonly granted: false };

/** The budget an attempt draws on: its own at a known address, else the one shared by all others. */
async function accountBucketOf(db: Db, attempt: Attempt, now: Date): Promise<string> {
  const known =
    attempt.user &&
    (await selectTenantRows(db, 'sign_in_known_addresses', attempt.user.tenantId)
      .select('address')
      .where('user_id', '=', attempt.user.id)
      .where('address', '=', attempt.address)
      .where('last_signed_in_at', '>', new Date(now.getTime() - KNOWN_ADDRESS_MS))
      .executeTakeFirst());
  return JSON.stringify(['account', attempt.tenantCode, attempt.accountId, known ? attempt.address : '*']);
}

function addressBucketOf(address: string): string {
  return JSON.stringify(['address', address]);
}

class NoSlot extends Error {}

/**
 * Takes one slot of `bucket` in a single upsert: a window older than `WINDOW_MS` starts again at
 * one, a full one is left as it is and nothing is returned. Concurrent callers queue on the row, so
 * no more than `limit` ever get a slot in one window, on one node or many.
 */
export async function takeSlot(db: Db, bucket: string, limit: number, now: Date): Promise<boolean> {
  const expired = new Date(now.getTime() - WINDOW_MS);
  const result = await sql<{ used: number }>`insert into sign_in_slots as s (bucket, window_started_at, used)
    values (${bucket}, ${now}, 1)
    on conflict (bucket) do update set
      window_started_at = case when s.window_started_at <= ${expired} then ${now} else s.window_started_at end,
      used = case when s.window_started_at <= ${expired} then 1 else s.used + 1 end
    where s.window_started_at <= ${expired} or s.used < ${limit}
    returning s.used`.execute(db);
  return result.rows.length > 0;
}

/**
 * Reserves a password check before it is made: a slot of the account's budget and one of the
 * address's, both or neither. Without a reservation the password must not be checked.
 */
export async function reserveAttempt(db: Db, attempt: Attempt, now: Date): Promise<Reservation> {
  const accountBucket = await accountBucketOf(db, attempt, now);
  const addressBucket = addressBucketOf(attempt.address);
  try {
    await db.transaction().execute(async (trx) => {
      // Always address first, then account: two attempts never wait on each other's rows crosswise.
      if (!(await takeSlot(trx, addressBucket, ADDRESS_SLOTS, now))) throw new NoSlot();
      if (!(await takeSlot(trx, accountBucket, ACCOUNT_SLOTS, now))) throw new NoSlot();
    });
  } catch (error) {
    if (error instanceof NoSlot) return { granted: false };
    throw error;
  }
  return { granted: true, accountBucket, addressBucket };
}

/**
 * After the right password: the account's budget here starts afresh, the address gets its slot
 * back (only failures count against an address), and the address becomes known for the user.
 */
export async function settleSuccess(
  db: Db,
  reservation: Extract<Reservation, { granted: true }>,
  attempt: Attempt & { readonly user: NonNullable<Attempt['user']> },
  now: Date,
): Promise<void> {
  await db.deleteFrom('sign_in_slots').where('bucket', '=', reservation.accountBucket).execute();
  await db
    .updateTable('sign_in_slots')
    .set({ used: sql<number>`greatest(used - 1, 0)` })
    .where('bucket', '=', reservation.addressBucket)
    .execute();
  await db
    .insertInto('sign_in_known_addresses')
    .values({
      tenant_id: attempt.user.tenantId,
      user_id: attempt.user.id,
      address: attempt.address,
      last_signed_in_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'user_id', 'address']).doUpdateSet({ last_signed_in_at: now }),
    )
    .execute();
}

/** Forgets windows that are over and addresses not signed in from for long; they no longer count. */
export async function purgeStaleAttempts(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('sign_in_slots')
    .where('window_started_at', '<=', new Date(now.getTime() - WINDOW_MS))
    .execute();
  await db
    .deleteFrom('sign_in_known_addresses')
    .where('last_signed_in_at', '<=', new Date(now.getTime() - KNOWN_ADDRESS_MS))
    .execute();
}
