import { useEffect, useState } from 'react';
import type { OwnDivisions } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';

export type OwnDivision = OwnDivisions['items'][number];

/** The signed-in user's own divisions with their "shown by default" flags; none while loading or failed. */
export function useOwnDivisions(): OwnDivision[] {
  const client = useClient();
  const [items, setItems] = useState<OwnDivision[]>([]);
  useEffect(() => {
    let active = true;
    client.divisions.ownDivisions().then(
      (answer) => {
        if (active) setItems(answer.items);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client]);
  return items;
}
