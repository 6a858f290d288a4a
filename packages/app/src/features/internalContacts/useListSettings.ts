import { useEffect, useState } from 'react';
import type { InternalSearchSettings, UserInternalDispSettings } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';

export interface ListSettings {
  search: InternalSearchSettings;
  display: UserInternalDispSettings;
  /** The user's own divisions shown by default (OWN_DIVISION). */
  ownDivisionIds: number[];
}

const FALLBACK: ListSettings = {
  search: { searchDivisionRange: 'ALL', freeWordSearchType: 'FULLNAME' },
  display: { dispType: 'ALL', divisionIds: [] },
  ownDivisionIds: [],
};

/**
 * The tenant's search settings and the user's default department display. A failure falls back
 * to the whole company: the list still works, only the default is lost.
 */
export function useListSettings(): { settings: ListSettings | null } {
  const client = useClient();
  const [settings, setSettings] = useState<ListSettings | null>(null);
  useEffect(() => {
    let active = true;
    Promise.all([
      client.principal.internalSearchSettings().catch(() => FALLBACK.search),
      client.userSettings.internalDisp().catch(() => FALLBACK.display),
      client.divisions.ownDivisions().catch(() => ({ items: [] })),
    ]).then(([search, display, own]) => {
      if (!active) return;
      setSettings({
        search,
        display,
        ownDivisionIds: own.items
          .filter((division) => division.enabled)
          .map((division) => division.divisionId),
      });
    });
    return () => {
      active = false;
    };
  }, [client]);
  return { settings };
}

/** Divisions a fresh entry to the list shows, per the default department display (000 §2.1). */
export function defaultDivisionIds(settings: ListSettings): number[] {
  switch (settings.display.dispType) {
    case 'ALL':
      return [];
    case 'OWN_DIVISION':
      return settings.ownDivisionIds;
    case 'LAST_DIVISION':
      return settings.display.divisionIds;
    default:
      return settings.display.dispType satisfies never;
  }
}
