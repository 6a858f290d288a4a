-- Destinations (行き先, spec 001 §3 "Destination", §4): where a person says they are. The built-in
-- states are kinds; a tenant adds its own destinations with a colour (company settings), and a
-- person may instead write a short free text. One row per person who has set something; no row
-- (or a reset) is "not set".

create table destinations (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  name text not null,
  color text not null,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create index destinations_tenant_idx on destinations (tenant_id, sort, id);

create table user_destinations (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  kind text not null check (kind in ('WORK', 'LEAVING_WORK', 'MEETING', 'BREAK', 'BUSINESS_TRIP',
    'VACATION', 'OTHER', 'CUSTOM')),
  -- A removed custom destination takes the people who chose it back to "not set".
  destination_id bigint,
  free_text text,
  updated_at timestamptz not null default now(),
  foreign key (tenant_id, destination_id) references destinations (tenant_id, id) on delete cascade,
  check ((kind = 'CUSTOM') = (destination_id is not null)),
  check ((kind = 'OTHER') = (free_text is not null))
);
create index user_destinations_tenant_idx on user_destinations (tenant_id, user_id);
