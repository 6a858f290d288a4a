import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/**
 * Location maps (001 §3 "Location", §5, §9). Kizuna keeps floors per tenant, each of one floor
 * type of the spec, and serves each type through its own calls of 001 §7:
 *
 * - `IBASHO`: Kizuna's own site model ("place" floors: seats, rooms and zones drawn by the
 *   administrator; people located by the devices registered on their profile) — `/ibasho/*`;
 * - `CMX`: wireless-location floors (Cisco Spaces / CMX or Meraki positions of PCs and phones) —
 *   `/cmx/*` and `POST /meraki/mapName`;
 * - `EX_BEACON`: BLE beacon floors — `/exBeacon/*`.
 *
 * Positions and areas are kept in the floor's unit (FEET unless set, 001 §9) from the floor's
 * top-left corner, x along its width and y along its length. Map answers give them in pixels of
 * the floor image (`mapSize`), through the floor's calibration.
 */
export const FLOOR_TYPES = ['CMX', 'EX_BEACON', 'IBASHO'] as const;
export type FloorType = (typeof FLOOR_TYPES)[number];

/** 001 §3: the device a position was heard from. */
export const CLIENT_TYPES = ['BLE', 'PC', 'MOBILE'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const DIMENSION_UNITS = ['FEET', 'METER'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

export const AREA_KINDS = ['SEAT', 'ROOM', 'ZONE'] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** The sources a position comes from (`LocationSourceKind` of the server's location module). */
export const LOCATION_SOURCES = ['embedded', 'cmx', 'meraki', 'beacon'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

export const PLACE_LIMITS = {
  /** 001 §9: a division floor map is 1280 × 582 unless its image says otherwise. */
  defaultMapWidth: 1280,
  defaultMapHeight: 582,
  defaultUnit: 'FEET' as DimensionUnit,
  nameMax: 100,
  hierarchyNameMax: 200,
  areaNameMax: 50,
  /** Corners of a polygon area. */
  polygonPointsMax: 64,
  /** A floor's extent in its unit, on every axis. */
  dimensionMax: 100_000,
  /** Floors a tenant keeps. */
  floorsMax: 200,
  /** Areas a floor keeps. */
  areasMax: 2_000,
  /** 001 §5: a BLE id is up to 64 letters, digits or colons. */
  bleIdMax: 64,
  sourceFloorIdMax: 200,
  /**
   * 001 §4: how often open maps ask for positions, delivered on the principal
   * (`exBeacon.pollingTimeMs`); at most 2 s so that a move reaches open maps within 2 s.
   */
  pollingTimeMs: 2_000,
  /**
   * Privacy: positions older than this are dropped from the maps; only a person's latest
   * position is ever kept (no history), and it is deleted once older than `latestKeptDays`.
   */
  recentMinutesDefault: 15,
  recentMinutesMax: 24 * 60,
  latestKeptDays: 7,
  /** Characters of a change-feed cursor (sealed by the server; opaque to callers). */
  floorCursorMax: 4_096,
} as const;

/** 001 §5: six pairs of hex digits joined by colons, any case; or empty (no device). */
export const MAC_ADDRESS_PATTERN = /^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/;
/** 001 §5: up to 64 letters, digits or colons. */
export const BLE_ID_PATTERN = /^[0-9A-Za-z:]{1,64}$/;

/** A MAC address field: empty (null) or six hex pairs with colons; kept in lower case. */
export const MacAddressSchema = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => (text === '' ? null : text)),
    v.nullable(v.pipe(v.string(), v.regex(MAC_ADDRESS_PATTERN), v.toLowerCase())),
  ),
);

/** A BLE tag id field: empty (null) or up to 64 letters, digits or colons. */
export const BleIdSchema = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => (text === '' ? null : text)),
    v.nullable(v.pipe(v.string(), v.maxLength(PLACE_LIMITS.bleIdMax), v.regex(BLE_ID_PATTERN))),
  ),
);

const Coordinate = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(PLACE_LIMITS.dimensionMax));
const Pixel = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000));
const Name = (max: number) => v.pipe(v.string(), v.trim(), codePointLengthBetween(1, max));

export const FloorIdParamsSchema = v.object({ floorId: IdParamSchema });
export const FloorAreaParamsSchema = v.object({ floorId: IdParamSchema, areaId: IdParamSchema });
export const MappingIdParamsSchema = v.object({ mappingId: IdParamSchema });
export const PlaceUserIdParamsSchema = v.object({ userId: IdParamSchema });

/** `GET /cmx/{type}/{id}`: the wireless-location floor of a person's PC or phone. */
export const CmxClientParamsSchema = v.object({
  type: v.picklist(['PC', 'MOBILE'] as const),
  id: IdParamSchema,
});

/** `GET /ibasho/getLocations/{a}/{b}`: a person (a) and a device type (b). */
export const IbashoLocationParamsSchema = v.object({
  userId: IdParamSchema,
  deviceType: v.picklist(CLIENT_TYPES),
});

export const PlaceUserIdsBodySchema = v.object({
  userIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(1_000)),
});

export const FloorIdBodySchema = v.object({ floorId: IdSchema });

/**
 * A floor's positions, or only those changed after `since` (the `cursor` of an earlier answer of the
 * same floor). Cursors are opaque; one the server cannot open, or an old one, gets the whole floor.
 */
export const FloorClientsQuerySchema = v.object({
  since: v.optional(
    v.pipe(v.string(), v.maxLength(PLACE_LIMITS.floorCursorMax), v.regex(/^[A-Za-z0-9_-]+$/)),
  ),
});

/** 001 §3 "Map name": where a person is now; `key` is the floor id, `fullname` floor and hierarchy. */
export const MapNameSchema = v.object({ name: v.string(), fullname: v.string(), key: v.string() });

/** Each person asked for, with the map they are on now (null: not shown on any map). */
export const MapNameListSchema = v.object({
  items: v.array(v.object({ userId: IdSchema, mapName: v.nullable(MapNameSchema) })),
});

export const DimensionSchema = v.object({
  length: Coordinate,
  width: Coordinate,
  height: Coordinate,
  offsetX: v.pipe(v.number(), v.finite()),
  offsetY: v.pipe(v.number(), v.finite()),
  unit: v.picklist(DIMENSION_UNITS),
});

/** 001 §3 floor image. `imageName` is null until an image is uploaded. */
export const FloorImageSchema = v.object({
  imageName: v.nullable(v.string()),
  zoomLevel: v.number(),
  width: v.number(),
  height: v.number(),
  size: v.number(),
  maxResolution: v.number(),
  colorDepth: v.number(),
});

/** Image pixels per floor unit, and where the floor's origin lies on the image. */
export const CalibrationSchema = v.object({
  pixelsPerUnit: v.number(),
  originX: v.number(),
  originY: v.number(),
  /** Whether the administrator set it from two points (else it fits the dimension to the image). */
  calibrated: v.boolean(),
});

export const PointSchema = v.object({ x: Coordinate, y: Coordinate });

/** A seat, room or zone: a rectangle (x, y, width, height) or a polygon, in floor units. */
const SHAPES: readonly unknown[] = ['RECT', 'POLYGON'];
const hasShape = (input: unknown) =>
  typeof input === 'object' && input !== null && SHAPES.includes((input as { shape?: unknown }).shape);

const AreaShapeVariantSchema = v.variant('shape', [
  v.object({
    shape: v.literal('RECT'),
    x: Coordinate,
    y: Coordinate,
    width: v.pipe(Coordinate, v.minValue(0.01)),
    height: v.pipe(Coordinate, v.minValue(0.01)),
  }),
  v.object({
    shape: v.literal('POLYGON'),
    points: v.pipe(v.array(PointSchema), v.minLength(3), v.maxLength(PLACE_LIMITS.polygonPointsMax)),
  }),
]);

/** A shape of a known kind first, so a wrong value is refused as the field itself. */
export const AreaShapeSchema = v.pipe(
  v.custom<v.InferInput<typeof AreaShapeVariantSchema>>(hasShape, 'an area shape: RECT or POLYGON'),
  AreaShapeVariantSchema,
);

export const AreaBodySchema = v.object({
  name: Name(PLACE_LIMITS.areaNameMax),
  kind: v.picklist(AREA_KINDS),
  geometry: AreaShapeSchema,
});

export const AreaSchema = v.object({
  areaId: IdSchema,
  floorId: IdSchema,
  name: v.string(),
  kind: v.picklist(AREA_KINDS),
  geometry: AreaShapeSchema,
});

/** 001 §3 "Floor definition", with Kizuna's floor id, type, calibration and areas. */
export const FloorDefinitionSchema = v.object({
  floorId: IdSchema,
  floorType: v.picklist(FLOOR_TYPES),
  aesUid: v.string(),
  aesUidString: v.string(),
  calibrationModelId: v.string(),
  name: v.string(),
  floorNumber: v.number(),
  hierarchyName: v.string(),
  outdoor: v.boolean(),
  dimension: DimensionSchema,
  image: FloorImageSchema,
  calibration: CalibrationSchema,
  areas: v.array(AreaSchema),
  updatedAt: DateTimeSchema,
});

export const FloorDefinitionListSchema = v.object({ items: v.array(FloorDefinitionSchema) });

/** A floor as the floors list shows it (001 §3 beacon and wireless-location floors). */
export const FloorSummarySchema = v.object({
  floorId: IdSchema,
  floorType: v.picklist(FLOOR_TYPES),
  floorName: v.string(),
  name: v.string(),
  hierarchyName: v.string(),
  floorNumber: v.number(),
  hasImage: v.boolean(),
});
export const FloorSummaryListSchema = v.object({ items: v.array(FloorSummarySchema) });

/** 001 §3 beacon floor. */
export const BeaconFloorListSchema = v.object({
  items: v.array(v.object({ floorId: IdSchema, floorName: v.string() })),
});

/** 001 §3 wireless-location floor: name, hierarchy and the device types it locates. */
export const WirelessFloorListSchema = v.object({
  items: v.array(
    v.object({
      floorId: IdSchema,
      name: v.string(),
      hierarchyName: v.string(),
      deviceTypes: v.array(v.picklist(['PC', 'MOBILE'] as const)),
    }),
  ),
});

/** A located person on a map, in pixels of the floor image. */
export const MapClientSchema = v.object({
  userId: IdSchema,
  fullname: v.string(),
  fullnameKana: v.string(),
  divisionNames: v.array(v.string()),
  x: v.number(),
  y: v.number(),
  device: v.picklist(CLIENT_TYPES),
  seenAt: DateTimeSchema,
  /** The seat, room or zone the position falls in, if any. */
  areaName: v.nullable(v.string()),
});

/** 001 §3 node: the people at one coordinate. */
export const MapNodeSchema = v.object({
  coordinate: v.object({ x: v.number(), y: v.number() }),
  clients: v.array(
    v.object({
      contactId: IdSchema,
      userId: IdSchema,
      fullname: v.string(),
      fullnameKana: v.string(),
      divisionNames: v.array(v.string()),
      floorType: v.picklist(FLOOR_TYPES),
      device: v.picklist(CLIENT_TYPES),
    }),
  ),
});

/** A map area as drawn, in pixels of the floor image (a polygon of its corners). */
export const MapAreaSchema = v.object({
  areaId: IdSchema,
  name: v.string(),
  kind: v.picklist(AREA_KINDS),
  points: v.array(v.object({ x: v.number(), y: v.number() })),
});

/**
 * 001 §3 "Floor map": the floor, its image and the people shown on it now. `message` carries the
 * spec's failure text for the page to show (empty when all went well). `cursor` is given back as
 * `since` to get only the changes after this answer.
 */
export const FloorMapSchema = v.object({
  floorId: IdSchema,
  floorType: v.picklist(FLOOR_TYPES),
  floorName: v.string(),
  mapSize: v.object({ width: v.number(), height: v.number() }),
  /** The image for `<img src>` (`/front/floorImage/{floorId}?v=…`), null without an image. */
  imageSource: v.nullable(v.string()),
  message: v.string(),
  clients: v.array(MapClientSchema),
  nodes: v.array(MapNodeSchema),
  areas: v.array(MapAreaSchema),
  cursor: v.string(),
  pollingTimeMs: v.number(),
});

/**
 * Positions of a floor changed after a cursor: people now shown (new or moved), and people the
 * cursor's own answer showed who are no longer shown on it (never anyone else). Without `since`,
 * or with a cursor too old, of another floor or made up, every person shown (`full`), and
 * `removedUserIds` is empty.
 */
export const FloorClientsSchema = v.object({
  floorId: IdSchema,
  clients: v.array(MapClientSchema),
  removedUserIds: v.array(IdSchema),
  cursor: v.string(),
  /** True when there was no `since` to answer changes after: `clients` is then the whole floor. */
  full: v.boolean(),
  pollingTimeMs: v.number(),
});

/** Where a person was last seen (null: not shown on any map). */
export const LastSeenSchema = v.object({
  userId: IdSchema,
  location: v.nullable(
    v.object({
      floorId: IdSchema,
      floorType: v.picklist(FLOOR_TYPES),
      floorName: v.string(),
      areaName: v.nullable(v.string()),
      device: v.picklist(CLIENT_TYPES),
      seenAt: DateTimeSchema,
    }),
  ),
});

// ---- Administration ----

export const FloorBodySchema = v.object({
  floorType: v.picklist(FLOOR_TYPES),
  name: Name(PLACE_LIMITS.nameMax),
  floorNumber: v.pipe(v.number(), v.integer(), v.minValue(-20), v.maxValue(300)),
  hierarchyName: v.optional(
    v.pipe(v.string(), v.trim(), codePointLengthBetween(0, PLACE_LIMITS.hierarchyNameMax)),
    '',
  ),
  outdoor: v.optional(v.boolean(), false),
  dimension: v.object({
    length: v.pipe(Coordinate, v.minValue(1)),
    width: v.pipe(Coordinate, v.minValue(1)),
    height: v.optional(Coordinate, 10),
    offsetX: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-100_000), v.maxValue(100_000)), 0),
    offsetY: v.optional(v.pipe(v.number(), v.finite(), v.minValue(-100_000), v.maxValue(100_000)), 0),
    unit: v.optional(v.picklist(DIMENSION_UNITS), 'FEET'),
  }),
});

/** Multipart: the floor image (GIF, JPEG or PNG by content, ≤ the multipart maximum). */
export const FloorImageUploadBodySchema = v.object({ file: v.instance(Blob) });

/** Two points known both on the image (pixels) and on the floor (units) → scale and origin. */
export const CalibrationBodySchema = v.object({
  points: v.pipe(
    v.tuple([
      v.object({ imageX: Pixel, imageY: Pixel, floorX: Coordinate, floorY: Coordinate }),
      v.object({ imageX: Pixel, imageY: Pixel, floorX: Coordinate, floorY: Coordinate }),
    ]),
  ),
});

export const SourceFloorMappingBodySchema = v.object({
  source: v.picklist(['cmx', 'meraki', 'beacon'] as const),
  sourceFloorId: v.pipe(v.string(), v.trim(), codePointLengthBetween(1, PLACE_LIMITS.sourceFloorIdMax)),
  floorId: IdSchema,
});

export const SourceFloorMappingSchema = v.object({
  mappingId: IdSchema,
  source: v.picklist(['cmx', 'meraki', 'beacon'] as const),
  sourceFloorId: v.string(),
  floorId: IdSchema,
  floorName: v.string(),
});
export const SourceFloorMappingListSchema = v.object({ items: v.array(SourceFloorMappingSchema) });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const TimeOfDay = v.pipe(v.string(), v.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/));

/** The tenant's location settings (privacy). */
export const LocationSettingsBodySchema = v.object({
  /** Whether people are shown on maps unless they choose otherwise (off unless the admin sets it). */
  shownByDefault: v.boolean(),
  /** Working hours in the tenant's time zone; positions outside them are never shown. */
  workingHours: v.object({
    start: TimeOfDay,
    end: TimeOfDay,
    /** ISO weekdays (1 Monday … 7 Sunday). */
    days: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7))), v.maxLength(7)),
  }),
  /** A position older than this is no longer shown. */
  recentMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PLACE_LIMITS.recentMinutesMax)),
  /** The IANA time zone the working hours are in. */
  timeZone: v.optional(v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone)), 'Asia/Tokyo'),
});
export const LocationSettingsSchema = v.object({
  shownByDefault: v.boolean(),
  workingHours: v.object({ start: v.string(), end: v.string(), days: v.array(v.number()) }),
  recentMinutes: v.number(),
  timeZone: v.string(),
});

// ---- The person's own ----

export const MyDevicesBodySchema = v.object({
  pcMacAddress: MacAddressSchema,
  mobileMacAddress: MacAddressSchema,
  bleId: BleIdSchema,
  exBeaconTagId: BleIdSchema,
});

export const MyVisibilityBodySchema = v.object({
  /** true or false: the person's own choice; null: the tenant's default. */
  shownOnMaps: v.nullable(v.boolean()),
});

/** What Kizuna keeps and shows of the person: their devices, their choice, their position. */
export const MyLocationSchema = v.object({
  devices: v.object({
    pcMacAddress: v.nullable(v.string()),
    mobileMacAddress: v.nullable(v.string()),
    bleId: v.nullable(v.string()),
    exBeaconTagId: v.nullable(v.string()),
  }),
  shownOnMaps: v.nullable(v.boolean()),
  shownByDefault: v.boolean(),
  /** What colleagues see now: the latest position, or why nothing is shown. */
  shown: v.variant('state', [
    v.object({
      state: v.literal('SHOWN'),
      floorId: IdSchema,
      floorName: v.string(),
      areaName: v.nullable(v.string()),
      seenAt: DateTimeSchema,
    }),
    v.object({ state: v.picklist(['HIDDEN', 'OUTSIDE_WORKING_HOURS', 'NOT_LOCATED'] as const) }),
  ]),
});

export type FloorMap = v.InferOutput<typeof FloorMapSchema>;
export type FloorClients = v.InferOutput<typeof FloorClientsSchema>;
export type MapClient = v.InferOutput<typeof MapClientSchema>;
export type MapName = v.InferOutput<typeof MapNameSchema>;
export type FloorDefinition = v.InferOutput<typeof FloorDefinitionSchema>;
export type FloorSummary = v.InferOutput<typeof FloorSummarySchema>;
export type FloorBody = v.InferOutput<typeof FloorBodySchema>;
export type Area = v.InferOutput<typeof AreaSchema>;
export type AreaBody = v.InferOutput<typeof AreaBodySchema>;
export type AreaShape = v.InferOutput<typeof AreaShapeSchema>;
export type CalibrationBody = v.InferOutput<typeof CalibrationBodySchema>;
export type SourceFloorMapping = v.InferOutput<typeof SourceFloorMappingSchema>;
export type SourceFloorMappingBody = v.InferOutput<typeof SourceFloorMappingBodySchema>;
export type LocationSettings = v.InferOutput<typeof LocationSettingsSchema>;
export type LocationSettingsBody = v.InferOutput<typeof LocationSettingsBodySchema>;
export type MyLocation = v.InferOutput<typeof MyLocationSchema>;
export type MyDevicesBody = v.InferOutput<typeof MyDevicesBodySchema>;
export type LastSeen = v.InferOutput<typeof LastSeenSchema>;
