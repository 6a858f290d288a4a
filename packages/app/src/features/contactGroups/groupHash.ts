import { parseNumericId } from '@kizuna/api-client/validation';

/** The group `/front/groupContacts` shows, from its hash (`#groupId=3`, 001 §2); null when none or not an id. */
export function parseGroupHash(hash: string): number | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('groupId');
  return parseNumericId(value ?? undefined) ?? null;
}

export function formatGroupHash(groupId: number): string {
  return `#groupId=${groupId}`;
}
