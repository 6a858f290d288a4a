-- Group companies (spec 001 §3 "Group company", §6): tenants of one group read each other's
-- directories. Each tenant states its own links; a user reads a group company's directory only
-- while the link stands on both sides (each company agrees to show its directory to the other).
create table tenant_group_links (
  tenant_id bigint not null references tenants (id) on delete cascade,
  group_tenant_id bigint not null references tenants (id) on delete cascade,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (tenant_id, group_tenant_id),
  check (tenant_id <> group_tenant_id)
);
create index tenant_group_links_group_idx on tenant_group_links (group_tenant_id, tenant_id);
