-- The tenant's logo, shown beside its name in the top bar and served at /front/tenantLogo.
-- version grows with each replacement and goes into the image address (?v=), so browsers may
-- keep an address's image for good.
create table tenant_logos (
  tenant_id bigint primary key references tenants (id) on delete cascade,
  image bytea not null,
  content_type text not null,
  version integer not null default 1 check (version > 0),
  updated_at timestamptz not null default now()
);
