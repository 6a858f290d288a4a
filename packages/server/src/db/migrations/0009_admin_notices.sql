-- Notice administration (002 §2 /admin/information): a notice may ask people to read it, and
-- every change an administrator makes is kept in an append-only action log.

alter table information add column must_read boolean not null default false;

-- The read-status list counts and pages the readers of one notice.
create index information_reads_notice_idx on information_reads (tenant_id, information_id);

-- Who changed what in the admin area, and when: one row per change, never updated or deleted
-- (a trigger refuses both). `before` and `after` hold the row as JSON (null when created or deleted).
create table admin_action_log (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  actor_user_id bigint references users (id) on delete set null,
  at timestamptz not null default now(),
  ip text not null default '',
  action text not null,
  target text not null,
  before jsonb,
  after jsonb
);
create index admin_action_log_tenant_idx on admin_action_log (tenant_id, at desc);

create function admin_action_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'admin_action_log is append-only';
end;
$$;

create trigger admin_action_log_append_only
  before update or delete on admin_action_log
  for each row execute function admin_action_log_append_only();
