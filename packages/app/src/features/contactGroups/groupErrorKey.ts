import { errorCodeOf } from '@kizuna/api-client';

/** The message key of a refusal of the group calls, by the server's error code. */
export function groupErrorKey(error: unknown, fallback: string): string {
  switch (errorCodeOf(error)) {
    case 'GROUP_LIMIT_EXCEEDED':
      return 'contactGroups.settings.maxReached';
    case 'GROUP_MINIMUM_REQUIRED':
      return 'contactGroups.settings.minReached';
    case 'GROUP_NOT_FOUND':
    case 'GROUP_CONTACT_NOT_FOUND':
      return 'contactGroups.stale';
    default:
      return fallback;
  }
}
