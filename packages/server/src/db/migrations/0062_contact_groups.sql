-- Favourite groups (spec 001 §3 "Favourite group", §9: at most 10, never fewer than 5).

-- One row per user whose five first groups have been made, so two first requests at once make
-- them only once (the second one's insert finds the row and does nothing).
create table contact_group_owners (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);

create table contact_groups (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  name text not null,
  sort_score integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contact_groups_owner_idx on contact_groups (tenant_id, user_id, sort_score);

-- A member is a person of the directory or an external contact; it leaves the group when that
-- person or contact is deleted.
create table contact_group_members (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  group_id bigint not null references contact_groups (id) on delete cascade,
  internal_user_id bigint references users (id) on delete cascade,
  external_contact_id bigint references external_contacts (id) on delete cascade,
  added_at timestamptz not null default now(),
  check ((internal_user_id is null) <> (external_contact_id is null))
);
create unique index contact_group_members_internal_idx
  on contact_group_members (group_id, internal_user_id) where internal_user_id is not null;
create unique index contact_group_members_external_idx
  on contact_group_members (group_id, external_contact_id) where external_contact_id is not null;
create index contact_group_members_user_idx on contact_group_members (internal_user_id);
create index contact_group_members_contact_idx on contact_group_members (external_contact_id);
