import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/**
 * The built-in destination states of 001 §4, besides "not set" (no destination at all): at work,
 * left for the day, in a meeting, on a break, on a business trip, on leave.
 */
export const BUILT_IN_DESTINATIONS = [
  'WORK',
  'LEAVING_WORK',
  'MEETING',
  'BREAK',
  'BUSINESS_TRIP',
  'VACATION',
] as const;
export type BuiltInDestination = (typeof BUILT_IN_DESTINATIONS)[number];

/** What a destination is: a built-in state, a free text (`OTHER`), or a tenant's own (`CUSTOM`). */
export const DESTINATION_KINDS = [...BUILT_IN_DESTINATIONS, 'OTHER', 'CUSTOM'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

/**
 * The colours a destination may have, by name, with the shade shown. Every shade keeps white text
 * at 4.5:1 or more and stands 3:1 against a white page, so a chip of it reads in either theme.
 */
export const DESTINATION_COLORS = {
  GRAY: '#5f6368',
  GREEN: '#2e7d32',
  TEAL: '#00695c',
  BLUE: '#1565c0',
  INDIGO: '#3949ab',
  PURPLE: '#6a1b9a',
  PINK: '#ad1457',
  RED: '#c62828',
  ORANGE: '#b34700',
  BROWN: '#6d4c41',
} as const;
export type DestinationColorName = keyof typeof DESTINATION_COLORS;
export const DESTINATION_COLOR_NAMES = Object.keys(DESTINATION_COLORS) as DestinationColorName[];

/** The colour of each built-in state and of a free text. */
export const BUILT_IN_DESTINATION_COLORS: Readonly<
  Record<Exclude<DestinationKind, 'CUSTOM'>, DestinationColorName>
> = {
  WORK: 'GREEN',
  LEAVING_WORK: 'GRAY',
  MEETING: 'RED',
  BREAK: 'TEAL',
  BUSINESS_TRIP: 'BLUE',
  VACATION: 'PURPLE',
  OTHER: 'BROWN',
};

/**
 * Names of the built-in states as the API answers them (the tenant's own language is Japanese);
 * the app shows each kind in the reader's language.
 */
export const BUILT_IN_DESTINATION_NAMES: Readonly<Record<BuiltInDestination, string>> = {
  WORK: '出社',
  LEAVING_WORK: '退社',
  MEETING: '会議中',
  BREAK: '休憩中',
  BUSINESS_TRIP: '出張',
  VACATION: '休暇',
};

export const DESTINATION_LIMITS = {
  /** A free text fits a chip in a directory row: "13時まで外出（品川）". */
  freeTextMax: 30,
  nameMax: 30,
  /** Custom destinations a tenant may keep. */
  customMax: 50,
} as const;

/** A destination as a person has it now. `destId` is set for a tenant's own destination only. */
export const DestinationSchema = v.object({
  kind: v.picklist(DESTINATION_KINDS),
  destId: v.nullable(IdSchema),
  destName: v.string(),
  /** `#rrggbb`; the name always goes with it. */
  destColor: v.string(),
});

/** A destination of the tenant's own, in the order the administrator made. */
export const CustomDestinationSchema = v.object({
  destId: IdSchema,
  destName: v.string(),
  color: v.picklist(DESTINATION_COLOR_NAMES),
  destColor: v.string(),
});

/** `GET /userDest`: the own destination (null: not set) and what else may be chosen. */
export const UserDestSchema = v.object({
  currentDestination: v.nullable(DestinationSchema),
  updatedAt: v.nullable(DateTimeSchema),
  customDestinations: v.array(CustomDestinationSchema),
});

export const SetBuiltInDestinationBodySchema = v.object({ kind: v.picklist(BUILT_IN_DESTINATIONS) });

export const SetOtherDestinationBodySchema = v.object({
  destName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    codePointLengthBetween(1, DESTINATION_LIMITS.freeTextMax),
  ),
});

export const DestIdParamsSchema = v.object({ destId: IdParamSchema });

export const CustomDestinationListSchema = v.object({ items: v.array(CustomDestinationSchema) });

export const CustomDestinationBodySchema = v.object({
  destName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    codePointLengthBetween(1, DESTINATION_LIMITS.nameMax),
  ),
  color: v.picklist(DESTINATION_COLOR_NAMES),
});

export const CustomDestinationOrderBodySchema = v.object({
  destIds: v.pipe(v.array(IdSchema), v.maxLength(DESTINATION_LIMITS.customMax)),
});

/** Several people's destinations (null: not set); another tenant's id makes the call a 404. */
export const UserDestinationListSchema = v.object({
  items: v.array(v.object({ userId: IdSchema, destination: v.nullable(DestinationSchema) })),
});

export type Destination = v.InferOutput<typeof DestinationSchema>;
export type CustomDestination = v.InferOutput<typeof CustomDestinationSchema>;
export type UserDest = v.InferOutput<typeof UserDestSchema>;
export type CustomDestinationBody = v.InferOutput<typeof CustomDestinationBodySchema>;
