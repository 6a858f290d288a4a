-- Location maps (spec 001 §3 "Location", §5, §9; 000 §6.4 cmx, ex beacon, meraki, ibasho, place).
--
-- Floors per tenant, each of one floor type of the spec: IBASHO for Kizuna's own site model
-- (served by /ibasho/*), CMX for wireless-location floors fed by Cisco or Meraki (/cmx/*,
-- /meraki/mapName), EX_BEACON for BLE beacon floors (/exBeacon/*). Positions and areas are in the
-- floor's unit (FEET by default) from its top-left corner: x along the width, y along the length.
-- The image is kept as PNG; pixels_per_unit and origin_x/y turn floor units into image pixels.
--
-- Privacy: only each person's latest position is kept (user_positions, one row per person), never
-- a history. A report for a person hidden from maps, or heard outside the tenant's working hours,
-- is not stored (and takes away the person's earlier position); answers show only positions newer
-- than recent_minutes, during working hours, of people shown; positions older than 7 days go.

create table floors (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  floor_type text not null check (floor_type in ('CMX', 'EX_BEACON', 'IBASHO')),
  name text not null,
  floor_number integer not null default 1,
  hierarchy_name text not null default '',
  outdoor boolean not null default false,
  dim_length double precision not null check (dim_length > 0),
  dim_width double precision not null check (dim_width > 0),
  dim_height double precision not null default 10 check (dim_height >= 0),
  offset_x double precision not null default 0,
  offset_y double precision not null default 0,
  unit text not null default 'FEET' check (unit in ('FEET', 'METER')),
  image bytea,
  image_width integer,
  image_height integer,
  image_size integer,
  image_version integer not null default 0,
  -- Set by a two-point calibration; null: the dimension is stretched over the image.
  pixels_per_unit double precision check (pixels_per_unit > 0),
  origin_x double precision,
  origin_y double precision,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create index floors_tenant_idx on floors (tenant_id, floor_type, floor_number, id);

-- Seats, rooms and zones: a rectangle or a polygon (jsonb, floor units).
create table floor_areas (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  floor_id bigint not null,
  name text not null,
  kind text not null check (kind in ('SEAT', 'ROOM', 'ZONE')),
  geometry jsonb not null,
  created_at timestamptz not null default now(),
  foreign key (tenant_id, floor_id) references floors (tenant_id, id) on delete cascade
);
create index floor_areas_floor_idx on floor_areas (tenant_id, floor_id, id);

-- A vendor's floor id (PositionReport.sourceFloorId) → a Kizuna floor. The embedded source
-- names Kizuna's floors by their own id and needs no row here.
create table location_source_floors (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  source text not null check (source in ('cmx', 'meraki', 'beacon')),
  source_floor_id text not null,
  floor_id bigint not null,
  created_at timestamptz not null default now(),
  unique (tenant_id, source, source_floor_id),
  foreign key (tenant_id, floor_id) references floors (tenant_id, id) on delete cascade
);

-- The latest position of each person (no history). seq orders changes for cheap refreshes.
create sequence user_positions_seq;
create table user_positions (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  floor_id bigint not null,
  x double precision not null,
  y double precision not null,
  device text not null check (device in ('BLE', 'PC', 'MOBILE')),
  source text not null check (source in ('embedded', 'cmx', 'meraki', 'beacon')),
  seen_at timestamptz not null,
  seq bigint not null default nextval('user_positions_seq'),
  foreign key (tenant_id, floor_id) references floors (tenant_id, id) on delete cascade
);
create index user_positions_floor_idx on user_positions (tenant_id, floor_id, seq);

-- People who left a floor (moved, hidden, deleted) since a cursor, so a refresh can drop them.
create table user_position_departures (
  tenant_id bigint not null references tenants (id) on delete cascade,
  floor_id bigint not null,
  user_id bigint not null,
  seq bigint not null default nextval('user_positions_seq'),
  primary key (tenant_id, floor_id, user_id),
  foreign key (tenant_id, floor_id) references floors (tenant_id, id) on delete cascade
);
create index user_position_departures_seq_idx on user_position_departures (tenant_id, floor_id, seq);

create table tenant_location_settings (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  shown_by_default boolean not null default false,
  work_start text not null default '08:00',
  work_end text not null default '20:00',
  -- ISO weekdays, 1 Monday … 7 Sunday.
  work_days integer[] not null default '{1,2,3,4,5}',
  recent_minutes integer not null default 15 check (recent_minutes > 0),
  time_zone text not null default 'Asia/Tokyo'
);

-- A person's own choice; no row: the tenant's default.
create table user_location_privacy (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  shown_on_maps boolean not null
);

-- Finding a person by a device heard (001 §5; MAC kept lower case).
create index users_pc_mac_idx on users (tenant_id, lower(pc_mac_address)) where pc_mac_address is not null;
create index users_mobile_mac_idx on users (tenant_id, lower(mobile_mac_address))
  where mobile_mac_address is not null;
create index users_ble_idx on users (tenant_id, ble_id) where ble_id is not null;
create index users_beacon_tag_idx on users (tenant_id, ex_beacon_tag_id) where ex_beacon_tag_id is not null;
