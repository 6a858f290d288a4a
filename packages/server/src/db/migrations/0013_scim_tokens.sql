-- SCIM 2.0 provisioning (/scim/v2): a company's identity provider (Microsoft Entra ID, Okta)
-- creates, changes and deactivates people and divisions with a bearer token of the tenant.

-- Tokens are shown once when created; only their SHA-256 is kept. Revoking deletes the row.
create table scim_tokens (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  name text not null,
  token_hash text not null unique,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index scim_tokens_tenant_idx on scim_tokens (tenant_id, id);

-- The identity provider's own id of a person or a division (SCIM externalId), given back as sent,
-- and a person's name parts: Kizuna keeps one full name, the provider changes the parts one by one.
create table scim_users (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  external_id text,
  display_name text,
  given_name text,
  family_name text
);
create index scim_users_tenant_idx on scim_users (tenant_id, external_id);

create table scim_groups (
  division_id bigint primary key references divisions (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  external_id text
);
create index scim_groups_tenant_idx on scim_groups (tenant_id, external_id);

-- A change made through SCIM has no user behind it: the log names the token instead.
alter table admin_action_log add column actor_label text;
