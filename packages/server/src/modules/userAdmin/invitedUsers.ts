import { sql, type RawBuilder } from 'kysely';

/**
 * Whether the person of `users` row `u` counts as invited: not yet signed in with a password of
 * their own (password_change_reason INITIAL). That is a person invited by e-mail who has not
 * activated the account (`user_invitations`: their password is unusable until then), and one
 * given an initial password by an administrator or an operator who has not replaced it yet. The
 * list's filter and its `invited` flag both read this one condition.
 */
export function invitedCondition(): RawBuilder<boolean> {
  return sql<boolean>`(u.password_change_reason is not distinct from 'INITIAL')`;
}
