import { sql, type RawBuilder } from 'kysely';

/**
 * Whether the person of `users` row `u` counts as invited: not yet signed in with a password of
 * their own. Until invitations are kept in a table of their own, that is a person who must still
 * replace the initial password an administrator or an operator issued (password_change_reason
 * INITIAL). The list's filter and its `invited` flag both read this one condition.
 */
export function invitedCondition(): RawBuilder<boolean> {
  return sql<boolean>`(u.password_change_reason is not distinct from 'INITIAL')`;
}
