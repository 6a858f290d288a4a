-- Mail Kizuna sends (thanks received, invitations, safety confirmation). A message is written here
-- in the transaction of what caused it, so it is sent exactly when that commits; the delivery
-- worker of any server node claims due rows (for update skip locked), sends them and marks them
-- sent, or schedules another attempt. Nothing acknowledged is lost when a node or the mail server
-- is down.
create table mail_outbox (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  -- What the message is about (THANKS_RECEIVED, …), for the log and for tests.
  kind text not null check (kind <> ''),
  to_address text not null check (position('@' in to_address) > 1),
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  -- SENT once the mail server accepted it; FAILED after the last attempt or a permanent refusal.
  status text not null default 'PENDING' check (status in ('PENDING', 'SENT', 'FAILED')),
  sent_at timestamptz,
  message_id text,
  last_error text
);

create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'PENDING';
create index mail_outbox_tenant on mail_outbox (tenant_id, created_at);
