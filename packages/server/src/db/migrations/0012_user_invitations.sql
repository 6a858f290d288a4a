-- Invitations (ADMIN_USER): an administrator invites a person by e-mail; the link carries a random
-- token that only its SHA-256 is kept of. A token is used once, expires, and re-issuing an
-- invitation revokes the open ones of the same person. The person is a user row from the moment
-- of the invitation, with an unusable password (password_change_reason INITIAL) until activated.
create table user_invitations (
  id bigint generated always as identity primary key,
  tenant_id bigint not null references tenants (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  -- The address the link was sent to: the activation is refused when the person's differs.
  email text not null check (position('@' in email) > 1),
  -- Hex SHA-256 of the token; the token itself is in the mail only.
  token_hash text not null unique check (length(token_hash) = 64),
  invited_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  check (used_at is null or revoked_at is null)
);
create index user_invitations_tenant_idx on user_invitations (tenant_id, created_at desc);
create index user_invitations_user_idx on user_invitations (tenant_id, user_id);
