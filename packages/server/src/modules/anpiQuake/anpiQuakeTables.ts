import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

export interface AnpiQuakeSettingsTable {
  tenant_id: number;
  enabled: Defaulted<boolean>;
  /** A JMA intensity: 4, 5-, 5+, 6-, 6+ or 7. */
  threshold: Defaulted<string>;
  /** JMA prefecture codes 01 … 47; none is anywhere in Japan. */
  prefectures: Defaulted<string[]>;
  updated_at: Timestamp;
}

export interface AnpiQuakeEventsTable {
  tenant_id: number;
  /** The JMA's EventID, shared by every report of one earthquake. */
  event_id: string;
  hypocenter: string | null;
  max_intensity: string;
  prefectures: string[];
  check_id: number | null;
  started_at: Timestamp;
}

export interface AnpiQuakeTables {
  anpi_quake_settings: AnpiQuakeSettingsTable;
  anpi_quake_events: AnpiQuakeEventsTable;
}
