import type { ContactGroup, GroupInternalContact } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';

/** How many people of the group the dashboard lists; the groups page shows them all. */
export const FAVOURITE_PEOPLE_SHOWN = 6;

export interface FavouritePeople {
  /** The user's groups in their order. */
  groups: ContactGroup[];
  /** The first group holding colleagues; null when none does. */
  group: ContactGroup | null;
  /** Its colleagues, the first `FAVOURITE_PEOPLE_SHOWN` of them. */
  people: GroupInternalContact[];
}

/** The colleagues of the user's first favourite group that has any, with their presence. */
export function useFavouritePeople() {
  const client = useClient();
  return useQuery<FavouritePeople>(async (signal) => {
    const { items: groups } = await client.contactGroups.allList(undefined, { signal });
    const group = groups.find((item) => item.internalCount > 0) ?? null;
    if (!group) return { groups, group, people: [] };
    const members = await client.contactGroups.internalContacts(
      { params: { groupId: group.groupId } },
      { signal },
    );
    return { groups, group, people: members.items.slice(0, FAVOURITE_PEOPLE_SHOWN) };
  }, 'favouritePeople');
}
