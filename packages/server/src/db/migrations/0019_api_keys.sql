-- API keys (002 §3, §6, §9): a person's own keys, and the services an administrator connects to
-- the tenant. Both call `/api/v1` with `Authorization: Bearer <key>`.

-- A service connection: a named system of the tenant (a phone system, an HR system, a door panel)
-- with the scopes the administrator gave it. Disconnecting deletes it, and its key with it.
create table api_services (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  name text not null,
  scopes text[] not null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, name)
);

-- A key belongs to a person or to a service, never both. Only the SHA-256 of the secret is kept;
-- `lookup` (the first characters after the prefix) finds the row, the hash is then compared in
-- constant time. `hint` is the secret's last four characters, for telling keys apart.
create table api_keys (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint references users (id) on delete cascade,
  service_id bigint references api_services (id) on delete cascade,
  note text not null default '',
  scopes text[] not null,
  secret_hash text not null unique,
  lookup text not null,
  hint text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  -- When the owner was told the key expires within a week: once per key.
  expiry_notified_at timestamptz,
  check ((user_id is null) <> (service_id is null))
);
create index api_keys_lookup_idx on api_keys (lookup);
create index api_keys_user_idx on api_keys (tenant_id, user_id, id) where user_id is not null;
create index api_keys_service_idx on api_keys (tenant_id, service_id) where service_id is not null;
create index api_keys_expiry_idx on api_keys (expires_at)
  where revoked_at is null and expiry_notified_at is null and user_id is not null;
