import type { UserAdminStatus } from '@kizuna/api-client/contract';

/** The one state a person's row shows: disabled before invited, as the list's filter counts them. */
export function userStatusOf(user: { enabled: boolean; invited: boolean }): UserAdminStatus {
  if (!user.enabled) return 'disabled';
  return user.invited ? 'invited' : 'enabled';
}
