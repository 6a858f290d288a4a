-- The business-card import from Sansan (000 §6.4 business-card import): the company's API key
-- (sealed by secretBox), what to import and into which common folder, the schedule, the runs with
-- their reports, and which Kizuna contact each Sansan person became (so a card updated in Sansan
-- updates that contact instead of adding a copy).
create table sansan_import_settings (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  api_key_sealed text not null,
  scope text not null default 'ALL' check (scope in ('ALL', 'OWNERS')),
  folder_id bigint references contact_folders (id) on delete set null,
  schedule text not null default 'OFF' check (schedule in ('OFF', 'HOURLY', 'DAILY')),
  -- Cards updated up to here are imported; the next run asks Sansan for updatedFrom = this.
  imported_up_to timestamptz,
  updated_at timestamptz not null default now()
);

-- The Kizuna users whose Sansan cards are imported when the scope is OWNERS.
create table sansan_import_owners (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  primary key (tenant_id, user_id)
);

create table sansan_import_runs (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  state text not null default 'QUEUED' check (state in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  -- Who started it by hand; null for the schedule.
  started_by bigint references users (id) on delete set null,
  started_ip text not null default '',
  added integer not null default 0,
  updated integer not null default 0,
  skipped integer not null default 0,
  refused integer not null default 0,
  failure text,
  attempts integer not null default 0,
  lease_until timestamptz,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index sansan_import_runs_tenant_idx on sansan_import_runs (tenant_id, id);
create index sansan_import_runs_open_idx on sansan_import_runs (state) where state in ('QUEUED', 'RUNNING');

-- A card a run refused, with the reason; kept with its run.
create table sansan_import_refusals (
  tenant_id bigint not null references tenants (id) on delete cascade,
  run_id bigint not null references sansan_import_runs (id) on delete cascade,
  card_id text not null,
  name text not null,
  reason text not null
);
create index sansan_import_refusals_run_idx on sansan_import_refusals (tenant_id, run_id);

-- The contact a Sansan person (`personId`) became, and the card's `updatedTime` last imported.
create table sansan_contact_links (
  tenant_id bigint not null references tenants (id) on delete cascade,
  person_id text not null,
  contact_id bigint not null unique references external_contacts (id) on delete cascade,
  card_id text not null,
  card_updated_at timestamptz not null,
  primary key (tenant_id, person_id)
);
