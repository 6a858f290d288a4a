-- What a tenant's group companies see of its directory (the internal-contact admin): divisions and
-- people its administrator hides from every linked company. A hidden division hides its
-- sub-divisions and the people whose every post is inside hidden divisions; a person may also be
-- hidden alone. No row means shown. Deleting the division or the person deletes the row.

create table group_hidden_divisions (
  tenant_id bigint not null references tenants (id) on delete cascade,
  division_id bigint not null references divisions (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (tenant_id, division_id)
);
create index group_hidden_divisions_division_idx on group_hidden_divisions (division_id);

create table group_hidden_users (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id)
);
create index group_hidden_users_user_idx on group_hidden_users (user_id);
