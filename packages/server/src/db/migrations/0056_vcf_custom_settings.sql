-- The digital business card's own values (spec 002 §3 "Contact info card"): for the division
-- name, the organisation name, the address and the organisation URL, a user may show a custom
-- value instead of the directory's. The address keeps its parts (zipcode, address1, address2).
create table vcf_custom_settings (
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  item text not null check (item in ('divisionName', 'address', 'orgName', 'orgUrl')),
  use_custom boolean not null default false,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, user_id, item)
);
