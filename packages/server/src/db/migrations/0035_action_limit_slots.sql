-- Rate limits of administration and key management (docs/SECURITY.md, "Review of the second
-- half"): how many invitations, password resets and API-key changes a tenant and each of its
-- people made in the current window. Counted here, not in a node's memory, so every node behind
-- the load balancer shares one count. Rows of windows that are over are purged.
create table action_limit_slots (
  tenant_id bigint not null references tenants (id) on delete cascade,
  bucket text not null,
  window_started_at timestamptz not null,
  used integer not null,
  primary key (tenant_id, bucket)
);
create index action_limit_slots_window_idx on action_limit_slots (window_started_at);
