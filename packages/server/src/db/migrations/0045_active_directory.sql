-- The on-premise Active Directory a tenant syncs its people from (Manage → Active Directory). The
-- bind password is sealed with the server's secret box; mapping and kept fields are JSON because
-- the page sends them whole.
create table ad_connections (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  servers jsonb not null,
  security text not null check (security in ('LDAPS', 'STARTTLS', 'PLAIN')),
  bind_dn text not null,
  password_sealed text not null,
  base_dn text not null,
  filter text not null,
  mapping jsonb not null,
  division_source text not null check (division_source in ('OU', 'ATTRIBUTE', 'NONE')),
  keep_edited jsonb not null,
  schedule text not null check (schedule in ('OFF', 'HOURLY', 'DAILY')),
  daily_at text,
  next_run_at timestamptz,
  updated_at timestamptz not null default now()
);
create index ad_connections_due_idx on ad_connections (next_run_at) where schedule <> 'OFF';

-- A person the sync made or took over, with the values it last wrote: a run compares with them to
-- tell an administrator's hand edit (kept where the mapping says so) from a change in AD.
create table ad_people (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint primary key references users (id) on delete cascade,
  object_key text not null,
  synced jsonb not null,
  unique (tenant_id, object_key)
);

-- One sync or preview of a tenant, queued by hand or by the schedule and run by whichever node
-- claims it (the lease lets another node take over from one that stopped).
create table ad_sync_runs (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  dry_run boolean not null,
  trigger text not null check (trigger in ('MANUAL', 'SCHEDULE')),
  state text not null default 'QUEUED' check (state in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  requested_by bigint references users (id) on delete set null,
  requested_ip text not null default '',
  read_count integer not null default 0,
  created integer not null default 0,
  updated integer not null default 0,
  disabled integer not null default 0,
  unchanged integer not null default 0,
  refused integer not null default 0,
  divisions_created integer not null default 0,
  problem text,
  report jsonb,
  attempts integer not null default 0,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index ad_sync_runs_queue_idx on ad_sync_runs (state, id) where state in ('QUEUED', 'RUNNING');
create index ad_sync_runs_tenant_idx on ad_sync_runs (tenant_id, id);
