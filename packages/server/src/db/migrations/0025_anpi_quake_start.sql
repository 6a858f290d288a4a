-- Safety checks started automatically from the Japan Meteorological Agency's earthquake reports.
-- Off until an ADMIN_ANPI administrator turns it on; the threshold is a JMA intensity (`5-` is
-- 震度5弱) and the prefectures are the JMA's codes 01 … 47 (none: anywhere in Japan).
create table anpi_quake_settings (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  enabled boolean not null default false,
  threshold text not null default '5-' check (threshold in ('4', '5-', '5+', '6-', '6+', '7')),
  prefectures text[] not null default '{}',
  updated_at timestamptz not null default now()
);

-- One row per tenant and earthquake (the JMA's EventID is shared by all reports of one
-- earthquake): the primary key is what makes a check start once, on however many nodes.
create table anpi_quake_events (
  tenant_id bigint not null references tenants (id) on delete cascade,
  event_id text not null,
  hypocenter text,
  max_intensity text not null,
  prefectures text[] not null,
  -- The check it started; null if that check is gone.
  check_id bigint,
  started_at timestamptz not null default now(),
  primary key (tenant_id, event_id)
);

create index anpi_quake_events_recent on anpi_quake_events (tenant_id, started_at desc);
