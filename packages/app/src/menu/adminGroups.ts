import type { AdminEntry } from '@kizuna/api-client/contract';
import { arrangeInGroups } from './menuGroups';

export type AdminGroupId =
  'ORGANIZATION' | 'COMMUNICATION' | 'TELEPHONY' | 'LOCATION' | 'INTEGRATIONS' | 'RECORDS';

export interface AdminGroup {
  id: AdminGroupId;
  entries: readonly AdminEntry[];
}

/** The Manage page's groups and the order of the entries in each. Every admin entry is in one. */
export const ADMIN_GROUPS: readonly AdminGroup[] = [
  { id: 'ORGANIZATION', entries: ['COMPANY', 'DIVISION', 'USER', 'INTERNAL_CONTACT', 'COMMON_CONTACT'] },
  { id: 'COMMUNICATION', entries: ['INFORMATION', 'THANKS', 'GOTALK', 'ANPI'] },
  { id: 'TELEPHONY', entries: ['CUCM', 'DIAL_PICKUP'] },
  { id: 'LOCATION', entries: ['IBASHO', 'CMX', 'MERAKI', 'EX_BEACON'] },
  {
    id: 'INTEGRATIONS',
    entries: ['TOGO', 'AZURE_ACTIVE_DIRECTORY', 'ACTIVE_DIRECTORY', 'SANSAN_IMPORT', 'SFDC', 'PAAPI'],
  },
  { id: 'RECORDS', entries: ['ACTION_LOG'] },
];

/** The shown admin entries arranged into the Manage page's groups; a group with none is left out. */
export function groupAdminEntries(shown: readonly AdminEntry[]): AdminGroup[] {
  return arrangeInGroups(ADMIN_GROUPS, shown);
}

export function adminGroupLabelKey(group: AdminGroupId): string {
  return `admin.groups.${group}`;
}

export function adminEntryDescriptionKey(entry: AdminEntry): string {
  return `admin.descriptions.${entry}`;
}
