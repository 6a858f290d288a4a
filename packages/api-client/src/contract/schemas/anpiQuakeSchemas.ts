import * as v from 'valibot';

/**
 * The JMA seismic intensity scale (震度階級) as the JMA's XML writes it (`MaxInt`): 1 … 4, 5弱 `5-`,
 * 5強 `5+`, 6弱 `6-`, 6強 `6+`, 7. In order, weakest first.
 */
export const SEISMIC_INTENSITIES = ['1', '2', '3', '4', '5-', '5+', '6-', '6+', '7'] as const;
export type SeismicIntensity = (typeof SEISMIC_INTENSITIES)[number];

/** The intensities a tenant may set as the threshold of an automatic start. */
export const ANPI_QUAKE_THRESHOLDS = ['4', '5-', '5+', '6-', '6+', '7'] as const;
export type AnpiQuakeThreshold = (typeof ANPI_QUAKE_THRESHOLDS)[number];
export const DEFAULT_ANPI_QUAKE_THRESHOLD: AnpiQuakeThreshold = '5-';

/** The prefectures by the JMA's code list 地震情報／都道府県等 (the JIS X 0401 codes, 01 北海道 … 47 沖縄県). */
export const JAPAN_PREFECTURE_CODES = Array.from({ length: 47 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
) as readonly string[];

/** Whether `intensity` is at least `threshold` on the JMA scale. */
export function intensityAtLeast(intensity: SeismicIntensity, threshold: SeismicIntensity): boolean {
  return SEISMIC_INTENSITIES.indexOf(intensity) >= SEISMIC_INTENSITIES.indexOf(threshold);
}

const PrefectureCodeSchema = v.picklist(JAPAN_PREFECTURE_CODES as string[]);

/** Start a real check for the whole company when the JMA reports this intensity in these prefectures. */
export const AnpiQuakeSettingsBodySchema = v.object({
  enabled: v.boolean(),
  threshold: v.picklist(ANPI_QUAKE_THRESHOLDS),
  /** Empty: anywhere in Japan. */
  prefectures: v.pipe(v.array(PrefectureCodeSchema), v.maxLength(JAPAN_PREFECTURE_CODES.length)),
});

/** An earthquake that started a check for the tenant. */
export const AnpiQuakeEventSchema = v.object({
  /** The JMA's EventID (the origin time, yyyymmddhhmmss). */
  eventId: v.string(),
  /** The hypocentre's name, when the report that started the check had it. */
  hypocenter: v.nullable(v.string()),
  /** The strongest intensity in the tenant's prefectures. */
  maxIntensity: v.picklist(SEISMIC_INTENSITIES),
  /** The prefectures (codes) that met the threshold. */
  prefectures: v.array(v.string()),
  /** The safety check started for it, while it exists. */
  checkId: v.nullable(v.number()),
  startedAt: v.string(),
});

export const AnpiQuakeSettingsSchema = v.object({
  enabled: v.boolean(),
  threshold: v.picklist(ANPI_QUAKE_THRESHOLDS),
  prefectures: v.array(v.string()),
  /** Where the server reads the JMA's documents from (the JMA feed or a folder), for the page. */
  feed: v.string(),
  /** The latest automatic starts, newest first. */
  events: v.array(AnpiQuakeEventSchema),
});

export type AnpiQuakeSettings = v.InferOutput<typeof AnpiQuakeSettingsSchema>;
export type AnpiQuakeSettingsBody = v.InferOutput<typeof AnpiQuakeSettingsBodySchema>;
export type AnpiQuakeEvent = v.InferOutput<typeof AnpiQuakeEventSchema>;
