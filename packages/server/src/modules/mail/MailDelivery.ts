import type { Database } from '../../db/createDatabase.js';
import { claimDueMail, MAIL_CHANNEL, markMailFailed, markMailSent } from './mailStore.js';
import { MailSendError, type MailTransport } from './MailTransport.js';

/** Attempts before a message is given up; the waits between them grow from 1 minute to 6 hours. */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3600_000;
/** How long a claimed message is left to the node sending it before another may try. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface MailDeliveryOptions {
  readonly database: Pick<Database, 'db' | 'listen'>;
  readonly transport: MailTransport;
  /** The From of every message, e.g. `Kizuna <no-reply@example.co.jp>` (`KIZUNA_MAIL_FROM`). */
  readonly from: string;
  readonly clock?: () => Date;
  /** How often due messages are looked for besides the wake-ups (retries come due this way). */
  readonly pollMs?: number;
  readonly log?: (line: string) => void;
}

export interface MailDelivery {
  /** Sends what is due now; answers how many were sent. */
  deliverDue(): Promise<number>;
  close(): Promise<void>;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/**
 * The delivery worker of one server node: wakes on every queued message (NOTIFY) and every
 * `pollMs`, claims due messages and sends them through the transport. Several nodes share the
 * queue without sending a message twice while each finishes what it claimed.
 */
export async function startMailDelivery(options: MailDeliveryOptions): Promise<MailDelivery> {
  const { database, transport, from } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;

  async function sendBatch(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMail(database.db, clock(), BATCH, LEASE_MS);
      for (const mail of batch) {
        try {
          const { messageId } = await transport.send({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await markMailSent(database.db, mail.id, messageId, clock());
          sent += 1;
        } catch (error) {
          const permanent = error instanceof MailSendError && error.permanent;
          const last = permanent || mail.attempts >= MAIL_MAX_ATTEMPTS;
          const reason = error instanceof Error ? error.message : String(error);
          await markMailFailed(
            database.db,
            mail.id,
            reason,
            last ? null : new Date(clock().getTime() + retryDelayMs(mail.attempts)),
          );
          log(
            `mail ${mail.id} to tenant ${mail.tenantId}: attempt ${mail.attempts} failed${last ? ', given up' : ''}: ${reason}`,
          );
        }
      }
      if (batch.length < BATCH || closed) return sent;
    }
  }

  /** One pass at a time; a wake-up during a pass runs one more after it. */
  function deliverDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await sendBatch();
      } while (again && !closed);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const wake = () => {
    if (!closed) deliverDue().catch((error: unknown) => log(`mail delivery failed: ${String(error)}`));
  };
  const unlisten = await database.listen(MAIL_CHANNEL, wake);
  const timer = setInterval(wake, options.pollMs ?? 30_000);
  timer.unref();
  wake();

  return {
    deliverDue,
    async close() {
      closed = true;
      clearInterval(timer);
      await unlisten();
      await running?.catch(() => 0);
      transport.close();
    },
  };
}
