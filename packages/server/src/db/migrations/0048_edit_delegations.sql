-- Delegated editing (proxy edit, 001 §6): an administrator lets one person (a secretary) edit the
-- directory fields of chosen people, or of every member of a chosen division, as those people may
-- edit their own. Exactly one of target_user_id and target_division_id is set. Deleting the
-- delegate, the person or the division ends the grant with it.
create table edit_delegations (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  delegate_user_id bigint not null references users (id) on delete cascade,
  target_user_id bigint references users (id) on delete cascade,
  target_division_id bigint references divisions (id) on delete cascade,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((target_user_id is null) <> (target_division_id is null)),
  check (delegate_user_id is distinct from target_user_id)
);
create unique index edit_delegations_user_idx
  on edit_delegations (tenant_id, delegate_user_id, target_user_id) where target_user_id is not null;
create unique index edit_delegations_division_idx
  on edit_delegations (tenant_id, delegate_user_id, target_division_id) where target_division_id is not null;
