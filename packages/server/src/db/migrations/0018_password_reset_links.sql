-- Password reset by e-mail (ADMIN_USER): a link of the same kind as an invitation's (single use,
-- only the token's SHA-256 kept, expiry, a newer link revokes the person's open ones), which sets
-- a new password of the person's choosing. `purpose` tells the two apart; the invitations list
-- shows INVITATION rows only. The person's current password keeps working until the link is used.
alter table user_invitations
  add column purpose text not null default 'INVITATION' check (purpose in ('INVITATION', 'PASSWORD_RESET'));
