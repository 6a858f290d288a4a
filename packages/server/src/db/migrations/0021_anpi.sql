-- Safety confirmation (安否確認, 002 §3, 001 §3 ANPI column). An ADMIN_ANPI administrator starts a
-- check (real or drill) for the whole company or chosen divisions; who was asked is kept as a
-- snapshot, so later moves between divisions do not change a check's results. The questions are
-- fixed (safety, can come to work, a comment), so a check does not store them. Every row carries
-- tenant_id, and the rows of a check reference it by (tenant_id, id).

-- The tenant's limit of company-level permission holders (002 §9, sample 30); without a row, 30.
create table anpi_settings (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  registration_max integer not null default 30 check (registration_max between 1 and 10000),
  updated_at timestamptz not null default now()
);

-- People who may see the results of the whole company (002 §2 companyLevelPermissions).
create table anpi_company_permissions (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  granted_by bigint references users (id) on delete set null,
  granted_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);

create table anpi_checks (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  kind text not null check (kind in ('REAL', 'DRILL')),
  title text not null check (length(title) between 1 and 200),
  message text not null default '',
  -- True: everyone of the tenant; false: the people of anpi_check_divisions (and their sub-divisions).
  whole_company boolean not null,
  started_by bigint references users (id) on delete set null,
  started_at timestamptz not null default now(),
  closed_by bigint references users (id) on delete set null,
  closed_at timestamptz,
  unique (tenant_id, id)
);
create index anpi_checks_tenant_idx on anpi_checks (tenant_id, id desc);
create index anpi_checks_open_idx on anpi_checks (tenant_id) where closed_at is null;

-- The divisions a check was started for, named as they were then (a division may go later).
create table anpi_check_divisions (
  tenant_id bigint not null,
  check_id bigint not null,
  division_id bigint not null,
  division_name text not null,
  primary key (check_id, division_id),
  foreign key (tenant_id, check_id) references anpi_checks (tenant_id, id) on delete cascade
);

-- Who a check asks: fixed when it starts, with the person's primary division of that moment.
create table anpi_check_targets (
  tenant_id bigint not null,
  check_id bigint not null,
  user_id bigint not null references users (id) on delete cascade,
  division_id bigint,
  division_name text,
  notified_at timestamptz not null default now(),
  primary key (check_id, user_id),
  unique (tenant_id, check_id, user_id),
  foreign key (tenant_id, check_id) references anpi_checks (tenant_id, id) on delete cascade
);
create index anpi_check_targets_user_idx on anpi_check_targets (tenant_id, user_id, check_id desc);

-- A person's answer to a check; answering again replaces it. entered_by is the person themselves,
-- or the manager who reached them by phone and entered it for them.
create table anpi_answers (
  tenant_id bigint not null,
  check_id bigint not null,
  user_id bigint not null,
  safety text not null check (safety in ('SAFE', 'MINOR_INJURY', 'SERIOUS_INJURY')),
  can_work boolean not null,
  comment text not null default '' check (length(comment) <= 1000),
  answered_at timestamptz not null default now(),
  entered_by bigint references users (id) on delete set null,
  primary key (check_id, user_id),
  foreign key (tenant_id, check_id, user_id) references anpi_check_targets (tenant_id, check_id, user_id)
    on delete cascade
);
create index anpi_answers_user_idx on anpi_answers (tenant_id, user_id, answered_at desc);

-- The signed single-use link of a person for a check (/front/anpi/answer/<token>): only the
-- token's SHA-256 is kept. Notifying again revokes the person's open link and issues a new one.
create table anpi_answer_links (
  id bigint generated always as identity primary key,
  tenant_id bigint not null,
  check_id bigint not null,
  user_id bigint not null,
  token_hash text not null unique check (length(token_hash) = 64),
  created_at timestamptz not null default now(),
  used_at timestamptz,
  revoked_at timestamptz,
  check (used_at is null or revoked_at is null),
  foreign key (tenant_id, check_id, user_id) references anpi_check_targets (tenant_id, check_id, user_id)
    on delete cascade
);
create index anpi_answer_links_target_idx on anpi_answer_links (tenant_id, check_id, user_id);
