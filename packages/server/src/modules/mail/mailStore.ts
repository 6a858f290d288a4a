import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';

/** The channel that wakes the delivery workers when a message is queued. */
export const MAIL_CHANNEL = 'kizuna_mail';

const MAILS_PER_STATEMENT = 1000;

/** A message Kizuna sends to someone of a tenant. */
export interface OutgoingMail {
  readonly tenantId: number;
  /** What it is about (THANKS_RECEIVED, …). */
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string | null;
}

export interface ClaimedMail {
  readonly id: number;
  readonly tenantId: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  /** Attempts including this one. */
  readonly attempts: number;
}

/**
 * Queues messages in the caller's transaction: they are sent when it commits and never when it
 * rolls back. The NOTIFY wakes every node's delivery worker at commit. `at` is the app's clock
 * (deps.clock), the time the delivery compares with.
 */
export async function enqueueMail(db: Db, mails: readonly OutgoingMail[], at: Date): Promise<void> {
  if (mails.length === 0) return;
  // Eight parameters a message: a statement holds at most 65,535, so a safety check for a whole
  // company of thousands is queued a thousand messages at a time.
  for (let start = 0; start < mails.length; start += MAILS_PER_STATEMENT) {
    await db
      .insertInto('mail_outbox')
      .values(
        mails.slice(start, start + MAILS_PER_STATEMENT).map((mail) => ({
          tenant_id: mail.tenantId,
          kind: mail.kind,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          created_at: at,
          next_attempt_at: at,
        })),
      )
      .execute();
  }
  await sql`select pg_notify(${MAIL_CHANNEL}, '')`.execute(db);
}

/**
 * Claims up to `limit` due messages for `leaseMs`: they count an attempt and are not due again
 * until the lease ends, so another node skips them, and a node that dies while sending leaves
 * them to be sent again after it.
 */
export async function claimDueMail(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMail[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'PENDING')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const rows = await trx
      .updateTable('mail_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(now.getTime() + leaseMs),
      }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returning(['id', 'tenant_id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      tenantId: Number(row.tenant_id),
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attempts: row.attempts,
    }));
  });
}

export async function markMailSent(db: Db, id: number, messageId: string, at: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'SENT', sent_at: at, message_id: messageId, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (FAILED) when that is null. */
export async function markMailFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      retryAt
        ? { last_error: error.slice(0, 1000), next_attempt_at: retryAt }
        : { last_error: error.slice(0, 1000), status: 'FAILED' },
    )
    .where('id', '=', id)
    .execute();
}
