import type { KizunaClient } from '@kizuna/api-client';
import { useClient } from '../../../api/ClientContext';
import { useQuery } from '../../../shared/useQuery';
import type { DivisionChoice } from './InviteForm';

/** The top-level divisions and the ones right below them, as `Parent / Child` choices. */
async function loadChoices(client: KizunaClient, signal: AbortSignal): Promise<DivisionChoice[]> {
  const roots = (await client.divisions.roots(undefined, { signal })).items;
  const branches = await Promise.all(
    roots.map(async (root) => {
      const children =
        root.childCount > 0
          ? (await client.divisions.children({ params: { divisionId: root.divisionId } }, { signal })).items
          : [];
      return [
        { id: root.divisionId, name: root.divisionName },
        ...children.map((child) => ({
          id: child.divisionId,
          name: `${root.divisionName} / ${child.divisionName}`,
        })),
      ];
    }),
  );
  return branches.flat();
}

/** Divisions an invited person may be placed in; none while they load or when they cannot. */
export function useDivisionChoices(): readonly DivisionChoice[] {
  const client = useClient();
  return useQuery((signal) => loadChoices(client, signal), 'invitationDivisions').data ?? [];
}
