import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columnTypes.js';

/** A floor of the tenant (0027_places.sql): its type, dimension, image and calibration. */
export interface FloorsTable {
  id: Generated<number>;
  tenant_id: number;
  floor_type: string;
  name: string;
  floor_number: Defaulted<number>;
  hierarchy_name: Defaulted<string>;
  outdoor: Defaulted<boolean>;
  dim_length: number;
  dim_width: number;
  dim_height: Defaulted<number>;
  offset_x: Defaulted<number>;
  offset_y: Defaulted<number>;
  unit: Defaulted<string>;
  /** The image (PNG) in the file storage (db/storedFiles.ts). */
  image_file_id: Defaulted<number | null>;
  image_width: Defaulted<number | null>;
  image_height: Defaulted<number | null>;
  image_size: Defaulted<number | null>;
  image_version: Defaulted<number>;
  pixels_per_unit: Defaulted<number | null>;
  origin_x: Defaulted<number | null>;
  origin_y: Defaulted<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A seat, room or zone; `geometry` is an `AreaShape` in floor units. */
export interface FloorAreasTable {
  id: Generated<number>;
  tenant_id: number;
  floor_id: number;
  name: string;
  kind: string;
  geometry: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface LocationSourceFloorsTable {
  id: Generated<number>;
  tenant_id: number;
  source: string;
  source_floor_id: string;
  floor_id: number;
  created_at: Timestamp;
}

/** The latest position of a person; no history is kept. */
export interface UserPositionsTable {
  user_id: number;
  tenant_id: number;
  floor_id: number;
  x: number;
  y: number;
  device: string;
  source: string;
  seen_at: Timestamp;
  seq: ColumnType<string, string | undefined, string | undefined>;
}

export interface TenantLocationSettingsTable {
  tenant_id: number;
  shown_by_default: Defaulted<boolean>;
  work_start: Defaulted<string>;
  work_end: Defaulted<string>;
  work_days: Defaulted<number[]>;
  recent_minutes: Defaulted<number>;
  time_zone: Defaulted<string>;
}

export interface UserLocationPrivacyTable {
  user_id: number;
  tenant_id: number;
  shown_on_maps: boolean;
}

export interface PlaceTables {
  floors: FloorsTable;
  floor_areas: FloorAreasTable;
  location_source_floors: LocationSourceFloorsTable;
  user_positions: UserPositionsTable;
  tenant_location_settings: TenantLocationSettingsTable;
  user_location_privacy: UserLocationPrivacyTable;
}
