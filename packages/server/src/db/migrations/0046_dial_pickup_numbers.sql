-- Dial pickup monitoring numbers (000 §2.2, admin entry DIAL_PICKUP): the numbers a tenant's
-- reception desk watches so that it can pick up their calls. At most pickupRegistrableCount (5)
-- per tenant, a number once per tenant; the label says whose line it is.
create table dial_pickup_numbers (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  number text not null check (length(number) between 1 and 40),
  label text not null default '' check (length(label) <= 100),
  created_at timestamptz not null default now(),
  unique (tenant_id, number)
);
