import type { MainMenuEntry } from '@kizuna/api-client/contract';

export type MenuGroupId = 'PEOPLE' | 'COMMUNICATION' | 'PLACES' | 'DOCUMENTS' | 'MANAGE' | 'SETTINGS';

export interface MenuGroup {
  id: MenuGroupId;
  entries: readonly MainMenuEntry[];
}

/** The side bar's groups and the order of the entries in each. Every main-menu entry is in one. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: 'PEOPLE',
    entries: [
      'HOME',
      'INTERNAL_CONTACTS',
      'EXTERNAL_CONTACTS',
      'GROUP_CONTACTS',
      'COMPANIES',
      'GROUP_COMPANIES',
    ],
  },
  { id: 'COMMUNICATION', entries: ['CALL_HISTORY', 'TALK', 'GO_TALK', 'THANKS'] },
  { id: 'PLACES', entries: ['PLACE'] },
  { id: 'DOCUMENTS', entries: ['INTELLIGENCE_NAVI', 'SEARCH_DOCUMENT'] },
  { id: 'MANAGE', entries: ['ADMIN_MENU'] },
  { id: 'SETTINGS', entries: ['SETTINGS', 'FEEDBACK'] },
];

/**
 * The shown entries (which the shared rules decide) arranged into the side bar's groups; a group
 * with no shown entry is left out.
 */
export function groupMainMenu(shown: readonly MainMenuEntry[]): MenuGroup[] {
  return arrangeInGroups(MENU_GROUPS, shown);
}

/** The shown entries arranged into the given groups, in the groups' order; empty groups left out. */
export function arrangeInGroups<Id extends string, Entry extends string>(
  groups: readonly { id: Id; entries: readonly Entry[] }[],
  shown: readonly Entry[],
): { id: Id; entries: Entry[] }[] {
  const visible = new Set(shown);
  return groups
    .map((group) => ({ id: group.id, entries: group.entries.filter((entry) => visible.has(entry)) }))
    .filter((group) => group.entries.length > 0);
}

/** Message key of a group's heading. */
export function menuGroupLabelKey(group: MenuGroupId): string {
  return `menu.groups.${group}`;
}
