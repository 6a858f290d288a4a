import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/** Microsoft 365 presence values (001 §3); the internal presence store uses the same ones. */
export const PRESENCE_STATUSES = [
  'AVAILABLE',
  'BUSY',
  'DO_NOT_DISTURB',
  'BE_RIGHT_BACK',
  'AWAY',
  'OFFLINE',
  'IN_A_MEETING',
  'IN_A_CALL',
  'PRESENTING',
  'OUT_OF_OFFICE',
  'OFFWORK',
  'UNKNOWN',
] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** What a person may set as their own status: IN_A_CALL comes from the line, UNKNOWN from failures. */
export const SETTABLE_PRESENCE_STATUSES = PRESENCE_STATUSES.filter(
  (status): status is Exclude<PresenceStatus, 'IN_A_CALL' | 'UNKNOWN'> =>
    status !== 'IN_A_CALL' && status !== 'UNKNOWN',
);

/** Schedule show-as values (001 §3). */
export const SCHEDULE_SHOW_AS = ['free', 'workingElsewhere', 'tentative', 'oof', 'busy', 'unknown'] as const;
export type ScheduleShowAs = (typeof SCHEDULE_SHOW_AS)[number];

/** What a person may choose for an own item: `unknown` is only what the server answers for a value it cannot read. */
export const SETTABLE_SCHEDULE_SHOW_AS = SCHEDULE_SHOW_AS.filter(
  (showAs): showAs is Exclude<ScheduleShowAs, 'unknown'> => showAs !== 'unknown',
);

export const CALENDAR_AUTH_ERROR_CODES = ['UNKNOWN', 'ACCESS_TOKEN_NOT_FOUND', 'INVALID_GRANT'] as const;
export type CalendarAuthErrorCode = (typeof CALENDAR_AUTH_ERROR_CODES)[number];

export const PRESENCE_LIMITS = {
  /** Most people one presence or schedule call asks about. */
  userIdsMax: 200,
  subjectMax: 200,
  locationMax: 200,
} as const;

export const PresenceStatusSchema = v.picklist(PRESENCE_STATUSES);

export const UserIdsBodySchema = v.object({
  userIds: v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(PRESENCE_LIMITS.userIdsMax)),
});

export const UserPresenceSchema = v.object({
  userId: IdSchema,
  status: PresenceStatusSchema,
  /** Style hook, e.g. `presence-busy`; text or an icon always goes with it. */
  cssClass: v.string(),
});

/** People who never set a status answer UNKNOWN; another tenant's id makes the call a 404. */
export const PresenceListSchema = v.object({ items: v.array(UserPresenceSchema) });

export const ScheduleItemSchema = v.object({
  scheduleId: IdSchema,
  rangeTime: v.object({ start: DateTimeSchema, end: DateTimeSchema }),
  subject: v.string(),
  status: v.picklist(SCHEDULE_SHOW_AS),
  location: v.nullable(v.string()),
});

export const UserScheduleSchema = v.object({ userId: IdSchema, items: v.array(ScheduleItemSchema) });

export const ScheduleListSchema = v.object({ items: v.array(UserScheduleSchema) });

/** The own status as the person set it. */
export const MyPresenceSchema = v.object({
  status: PresenceStatusSchema,
  updatedAt: v.nullable(DateTimeSchema),
});

export const MyPresenceBodySchema = v.object({ status: v.picklist(SETTABLE_PRESENCE_STATUSES) });

export const ScheduleItemBodySchema = v.pipe(
  v.object({
    start: DateTimeSchema,
    end: DateTimeSchema,
    subject: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1),
      codePointLengthBetween(1, PRESENCE_LIMITS.subjectMax),
    ),
    status: v.picklist(SETTABLE_SCHEDULE_SHOW_AS),
    /** Blank means no location. */
    location: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          codePointLengthBetween(0, PRESENCE_LIMITS.locationMax),
          v.transform((location) => (location === '' ? null : location)),
        ),
      ),
      null,
    ),
  }),
  v.forward(
    // Only when both times are readable: an unreadable start is its own error, not the end's.
    v.check((item) => !(Date.parse(item.start) >= Date.parse(item.end)), 'the end comes after the start'),
    ['end'],
  ),
);

export const ScheduleIdParamsSchema = v.object({ scheduleId: IdParamSchema });

/** Microsoft 365 link state. Without a configured link every answer says so instead of failing. */
export const O365AuthenticationSchema = v.object({
  /** A Microsoft 365 tenant link is configured on the server. */
  configured: v.boolean(),
  authenticated: v.boolean(),
  errorCode: v.nullable(v.picklist(CALENDAR_AUTH_ERROR_CODES)),
});

export const O365RequireAuthenticationSchema = v.object({
  configured: v.boolean(),
  /** The user must sign in to Microsoft 365 before presence and schedule come from there. */
  required: v.boolean(),
});

export const O365AuthorizeUriSchema = v.object({
  configured: v.boolean(),
  uri: v.nullable(v.string()),
});

export type UserPresence = v.InferOutput<typeof UserPresenceSchema>;
export type PresenceList = v.InferOutput<typeof PresenceListSchema>;
export type ScheduleItem = v.InferOutput<typeof ScheduleItemSchema>;
export type UserSchedule = v.InferOutput<typeof UserScheduleSchema>;
export type MyPresence = v.InferOutput<typeof MyPresenceSchema>;
export type ScheduleItemBody = v.InferOutput<typeof ScheduleItemBodySchema>;
export type O365Authentication = v.InferOutput<typeof O365AuthenticationSchema>;

/** The presence column of a directory row. */
export const PresenceColumnSchema = v.object({
  status: PresenceStatusSchema,
  /** Style hook of the status, e.g. `presence-available`; never the only carrier of meaning. */
  cssClass: v.string(),
});
