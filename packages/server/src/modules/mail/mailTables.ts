import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

export type MailStatus = 'PENDING' | 'SENT' | 'FAILED';

/** A message to send, written in the transaction of what caused it (the transactional outbox). */
export interface MailOutboxTable {
  id: Generated<number>;
  tenant_id: number;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Timestamp;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  status: Defaulted<MailStatus>;
  sent_at: Date | null;
  message_id: string | null;
  last_error: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
