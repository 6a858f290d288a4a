-- Trigram matching for the directory search.
create extension if not exists pg_trgm;

-- Tenants and their settings. Every other tenant-owned table carries tenant_id.
create table tenants (
  id bigint generated always as identity primary key,
  code text not null unique,
  name text not null,
  provide_type text not null default 'COMMERCIAL' check (provide_type in ('COMMERCIAL', 'TRIAL')),
  service_type text not null default 'OFFICELINK'
    check (service_type in ('ON_PREMISES', 'RENRAKU', 'OFFICELINK', 'THINCA', 'NESIC', 'KDDI')),
  call_control_mode text not null default 'TEL_COLON'
    check (call_control_mode in ('VIEW_ONLY', 'TEL_COLON', 'DYNAMIC_SCHEME', 'CUCM', 'HIENG', 'AVAYA', 'PBX_API')),
  call_control_dynamic_scheme text,
  copy_inhibit boolean not null default false,
  hide_user_type boolean not null default false,
  -- CIDR blocks; an empty list allows every address.
  ip_allow_list text[] not null default '{}',
  organization_name text,
  organization_address text,
  organization_url text,
  organization_phone text,
  session_timeout_next_url text,
  ai_summary_enabled boolean not null default false,
  ai_summary_prompt_type text,
  feedback_url text,
  search_division_range text not null default 'ALL',
  free_word_search_type text not null default 'AND',
  password_allow_uid boolean not null default false,
  app_link_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table tenant_features (
  tenant_id bigint not null references tenants (id) on delete cascade,
  feature text not null,
  primary key (tenant_id, feature)
);

create table divisions (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  parent_id bigint references divisions (id) on delete restrict,
  name text not null,
  name_kana text not null default '',
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index divisions_tenant_parent_idx on divisions (tenant_id, parent_id, sort);

create table users (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  account_id text not null,
  password_hash text not null,
  password_changed_at timestamptz not null default now(),
  -- Set when the user must choose a new password before anything else: INITIAL (issued by an
  -- operator), POLICY (the password no longer meets the policy), EXPIRED.
  password_change_reason text check (password_change_reason in ('INITIAL', 'POLICY', 'EXPIRED')),
  enabled boolean not null default true,
  fullname text not null,
  fullname_kana text not null default '',
  fullname_alphabet text not null default '',
  email text,
  extension_num text,
  phone_num text,
  mobile_num text,
  user_type text not null default 'REGULAR_USER'
    check (user_type in ('REGULAR_USER', 'REGISTRATION_ONLY_USER', 'FACILITY')),
  level integer not null default 0,
  post text,
  position text,
  employee_num text,
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, account_id)
);
create index users_tenant_idx on users (tenant_id, id);

-- Concurrent posts: one row per division a user belongs to, one of them primary.
create table user_divisions (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  division_id bigint not null references divisions (id) on delete cascade,
  is_primary boolean not null default false,
  sort integer not null default 0,
  primary key (user_id, division_id)
);
create index user_divisions_tenant_division_idx on user_divisions (tenant_id, division_id);
create unique index user_divisions_one_primary_idx on user_divisions (user_id) where is_primary;

create table user_roles (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null,
  primary key (user_id, role)
);

-- Virtual features of a user (spec 000 §6.2), including the rights to thanks, voice talk and group
-- companies: one source of truth that the capability rules read.
create table user_virtual_roles (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  role text not null,
  primary key (user_id, role)
);

-- The cookie carries a random token; only its SHA-256 is stored, so a leaked table opens no session.
create table sessions (
  id_hash text primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index sessions_user_idx on sessions (tenant_id, user_id);
create index sessions_last_seen_idx on sessions (last_seen_at);

create table information (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  title text not null,
  memo text not null,
  important smallint not null default 0 check (important between 0 and 2),
  start_at timestamptz not null default now(),
  end_at timestamptz,
  indefinite_period boolean not null default false,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index information_tenant_idx on information (tenant_id, enabled, start_at);

create table information_reads (
  tenant_id bigint not null references tenants (id) on delete cascade,
  information_id bigint not null references information (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, information_id)
);

create table user_settings (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  login_dest_menu_type text not null default 'HOME' check (login_dest_menu_type in ('HOME', 'THANKS')),
  start_page text,
  internal_disp_type text not null default 'ALL' check (internal_disp_type in ('ALL', 'OWN_DIVISION', 'LAST_DIVISION')),
  internal_division_ids bigint[] not null default '{}',
  updated_at timestamptz not null default now()
);

create table fcm_tokens (
  user_id bigint primary key references users (id) on delete cascade,
  tenant_id bigint not null references tenants (id) on delete cascade,
  token text not null,
  updated_at timestamptz not null default now()
);
