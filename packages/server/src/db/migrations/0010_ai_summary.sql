-- Summaries of a person's profile and thanks received, made in the background. The summary
-- already lives on personal_info (ai_summary, ai_summary_state, ai_summary_updated_at); these
-- columns say how it was made, what was lacking for a NOT_ENOUGH, and whether the person hid it.
alter table personal_info
  add column ai_summary_kind text check (ai_summary_kind in ('EXTRACTIVE', 'GENERATIVE')),
  add column ai_summary_model text,
  add column ai_summary_lacking text check (ai_summary_lacking in ('PROFILE', 'THANKS', 'BOTH')),
  add column ai_summary_hidden boolean not null default false;

-- One row per person whose inputs changed since their summary was made. It is written in the
-- transaction of the change (so nothing acknowledged is lost), and a later change only moves
-- due_at on (the debounce). The worker of any node claims due rows (for update skip locked) for a
-- lease, and deletes a row only when no newer request came in while it worked.
create table ai_summary_jobs (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  requested_at timestamptz not null,
  due_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  primary key (tenant_id, user_id)
);

create index ai_summary_jobs_due on ai_summary_jobs (due_at);
