import * as v from 'valibot';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/** Line states of the CUCM-style phone systems (001 §4). */
export const CUCM_LINE_STATES = ['DISCONNECTED', 'IDLE', 'RINGING', 'TALKING', 'HELD'] as const;
/** Line states of the HIENG-style phone systems (001 §4). */
export const HIENG_LINE_STATES = ['DISCONNECTED', 'IDLE', 'INCOMING', 'ON_CALL', 'ON_HOLD'] as const;
export type CucmLineState = (typeof CUCM_LINE_STATES)[number];
export type HiengLineState = (typeof HIENG_LINE_STATES)[number];

/** How the caller of an incoming call was recognised (001 §3 call history item). */
export const CALL_CONTACT_TYPES = [
  'INTERNAL',
  'EXTERNAL_COMMON',
  'EXTERNAL_PERSONAL',
  'TENANT_PHONE_NUMBER',
  'UNKNOWN',
] as const;
export type CallContactType = (typeof CALL_CONTACT_TYPES)[number];

export const CALL_LIMITS = {
  /** Dialled numbers: digits with `+`, `*`, `#`; spaces, hyphens and brackets are ignored. */
  numberMax: 40,
  callBacks: 3,
  pickupGroup: 5,
} as const;

/** A number to dial: phone characters only, at least one digit. */
export const DialNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(CALL_LIMITS.numberMax),
  v.regex(/^\+?[0-9*#\s\-()]*[0-9][0-9*#\s\-()]*$/),
);

export const DirectCallBodySchema = v.object({ destination: DialNumberSchema });
export const CallStartedSchema = v.object({ callId: IdSchema });
/** A callback either calls at once (the line is free) or waits, registered, until it is. */
export const CallBackResultSchema = v.object({ callId: v.nullable(IdSchema), registered: v.boolean() });

/** The call an action applies to; without it, the one the line obviously means. */
export const CallSelectorQuerySchema = v.object({ callId: v.optional(IdParamSchema) });
export const CallTransferBodySchema = v.object({
  destination: DialNumberSchema,
  callId: v.optional(IdSchema),
});

export const CallButtonsSchema = v.object({
  answer: v.boolean(),
  hold: v.boolean(),
  unhold: v.boolean(),
  end: v.boolean(),
  transfer: v.boolean(),
  conference: v.boolean(),
  consultComplete: v.boolean(),
  pickup: v.boolean(),
});

export const CallPartySchema = v.object({
  userId: v.nullable(IdSchema),
  number: v.string(),
  status: v.picklist(['DIALING', 'RINGING', 'CONNECTED', 'HELD']),
  viaMobile: v.boolean(),
});

export const LineCallSchema = v.object({
  callId: IdSchema,
  status: v.picklist(CUCM_LINE_STATES),
  direction: v.picklist(['INCOMING', 'OUTGOING']),
  fromNumber: v.string(),
  toNumber: v.string(),
  consultOfCallId: v.nullable(IdSchema),
  others: v.array(CallPartySchema),
});

/** Who an incoming number belongs to, as far as the directory knows. */
export const CallContactSchema = v.object({
  contactType: v.picklist(CALL_CONTACT_TYPES),
  contactId: v.nullable(IdSchema),
  userId: v.nullable(IdSchema),
  fullname: v.nullable(v.string()),
  kana: v.nullable(v.string()),
  alphabet: v.nullable(v.string()),
  position: v.nullable(v.string()),
  divisionNames: v.array(v.string()),
  companyName: v.nullable(v.string()),
});

/** 001 §3 local phone status: the own line, its calls, callback registrations. */
export const LocalPhoneStatusSchema = v.object({
  self: v.object({
    userId: IdSchema,
    extensionNum: v.nullable(v.string()),
    status: v.picklist(CUCM_LINE_STATES),
    /** CTI port of a softphone; the simulated PBX has none. */
    ctiPort: v.nullable(v.string()),
    buttons: CallButtonsSchema,
  }),
  callBacks: v.array(v.object({ callBackNumber: v.string() })),
  statuses: v.array(LineCallSchema),
  commonFolderEditable: v.boolean(),
  /** The caller of the call ringing now, when one is. */
  incomingCallContact: v.nullable(v.object({ fromNum: v.string(), ...CallContactSchema.entries })),
});

/** 001 §3 latest incoming call; `data` is null before the first one. */
export const LatestIncomingCallSchema = v.object({
  data: v.nullable(
    v.object({
      callId: IdSchema,
      calledAt: DateTimeSchema,
      fromNum: v.string(),
      ...CallContactSchema.entries,
      registeredUserFullname: v.nullable(v.string()),
      registeredAt: v.nullable(DateTimeSchema),
      registeredUserContactId: v.nullable(IdSchema),
    }),
  ),
  commonFolderEditable: v.boolean(),
});

export type DirectCallBody = v.InferOutput<typeof DirectCallBodySchema>;
export type LocalPhoneStatusResponse = v.InferOutput<typeof LocalPhoneStatusSchema>;
export type LatestIncomingCall = v.InferOutput<typeof LatestIncomingCallSchema>;
export type CallContact = v.InferOutput<typeof CallContactSchema>;
