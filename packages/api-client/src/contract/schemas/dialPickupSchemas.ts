import * as v from 'valibot';
import { IdParamSchema, IdSchema } from './commonSchemas';

export const DIAL_PICKUP_LIMITS = {
  numberMax: 20,
  labelMax: 100,
} as const;

/**
 * A monitored number: digits with an optional leading `+`; hyphens and spaces are kept as typed
 * here and dropped when stored. The server also checks it is an extension (2 to 8 digits) or a
 * number libphonenumber-js reads as valid (Japan for a number without `+`).
 */
export const DialPickupNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(DIAL_PICKUP_LIMITS.numberMax),
  v.regex(/^\+?[0-9][0-9\s-]*$/),
);

export const DialPickupBodySchema = v.object({
  number: DialPickupNumberSchema,
  label: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(DIAL_PICKUP_LIMITS.labelMax)), ''),
});

export const DialPickupEntrySchema = v.object({
  dialPickupId: IdSchema,
  number: v.string(),
  label: v.string(),
});

/** The tenant's monitored numbers, oldest first, and how many it may keep (pickupRegistrableCount). */
export const DialPickupListSchema = v.object({
  items: v.array(DialPickupEntrySchema),
  limit: v.number(),
});

export const DialPickupIdParamsSchema = v.object({ dialPickupId: IdParamSchema });

export type DialPickupEntry = v.InferOutput<typeof DialPickupEntrySchema>;
export type DialPickupBody = v.InferInput<typeof DialPickupBodySchema>;
export type DialPickupList = v.InferOutput<typeof DialPickupListSchema>;
