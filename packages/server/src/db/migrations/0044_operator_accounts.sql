-- The provider's operators, who sign in to the operator console (`/operator`). They belong to the
-- provider, not to a tenant: no tenant_id, and no tenant's users or sessions table holds them.
-- totp_secret is sealed with the server's secret key; totp_last_step is the last time step a code
-- was accepted for, so a code is taken once.
create table operators (
  id bigint generated always as identity primary key,
  login text not null unique check (login ~ '^[a-z0-9][a-z0-9._-]{1,62}$'),
  display_name text not null check (length(display_name) between 1 and 100),
  password_hash text not null,
  totp_secret text not null,
  totp_last_step bigint,
  created_at timestamptz not null default now(),
  last_signed_in_at timestamptz
);

-- Operator sessions: the cookie's hash, never the cookie.
create table operator_sessions (
  id_hash text primary key,
  operator_id bigint not null references operators (id) on delete cascade,
  created_at timestamptz not null,
  last_seen_at timestamptz not null
);
create index operator_sessions_operator_idx on operator_sessions (operator_id);
