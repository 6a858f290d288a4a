-- Location vendors (001 §7 Location; 000 §6.4 cmx, meraki, ex beacon): the settings with which
-- Cisco CMX / Spaces, the Meraki Scanning API and BLE beacon gateways tell Kizuna where devices
-- are. Their positions go to the location sink; nothing here keeps a position.

-- Meraki posts to /webhooks/meraki/{receiver_id}: an id nobody can guess, one per tenant. The
-- validator is answered to Meraki's GET as it is; the shared secret is sealed (secretBox).
create table meraki_receivers (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  receiver_id text not null unique,
  validator text not null,
  secret_sealed text not null,
  updated_at timestamptz not null default now(),
  last_received_at timestamptz
);

-- The tenant's CMX (or Cisco Spaces connector) that Kizuna polls with basic auth; the password is
-- sealed. The last poll's outcome is kept for the settings page.
create table cmx_servers (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  base_url text not null,
  username text not null,
  password_sealed text not null,
  updated_at timestamptz not null default now(),
  last_polled_at timestamptz,
  last_error text
);

-- A BLE beacon gateway: its own id, the floor it hangs on (its source floor, mapped to a Kizuna
-- floor like any other) and its place there, which a reading without a position takes. Its token
-- is shown once; only the SHA-256 is kept.
create table beacon_gateways (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  gateway_id text not null,
  name text not null,
  source_floor_id text not null,
  x double precision not null default 0,
  y double precision not null default 0,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz,
  unique (tenant_id, gateway_id)
);
create index beacon_gateways_tenant_idx on beacon_gateways (tenant_id, id);
