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
  /**
   * Dialled numbers: digits with `+`, `*`, `#` and, after a digit, the pauses `,` (2 seconds) and
   * `;` (wait for the user) of 001 §5; spaces, hyphens and brackets are ignored.
   */
  numberMax: 40,
  callBacks: 3,
  pickupGroup: 5,
} as const;

/** A number to dial: phone characters only, at least one digit before any pause. */
export const DialNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(CALL_LIMITS.numberMax),
  v.regex(/^\+?[0-9*#\s\-()]*[0-9][0-9*#,;\s\-()]*$/),
);

export const DirectCallBodySchema = v.object({ destination: DialNumberSchema });
export const CallStartedSchema = v.object({ callId: IdSchema });
/** A callback either calls at once (the line is free) or waits, registered, until it is. */
export const CallBackResultSchema = v.object({ callId: v.nullable(IdSchema), registered: v.boolean() });

/** The call an action applies to; without it, the one the line obviously means. */
export const CallSelectorQuerySchema = v.object({ callId: v.optional(IdParamSchema) });
/** The party to add to a conference, from the call `callId` (else the one the line means). */
export const CallConsultBodySchema = v.object({
  destination: DialNumberSchema,
  callId: v.optional(IdSchema),
});

/**
 * Callback and transfer name both numbers (001 §5, §7): the own line they act from
 * (`fromNumber`, the user's extension) and the number they reach (`toNumber`).
 */
export const CallNumbersBodySchema = v.object({ fromNumber: DialNumberSchema, toNumber: DialNumberSchema });
export const CallTransferBodySchema = v.object({
  ...CallNumbersBodySchema.entries,
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
  /** Who the number is as the directory or the viewer's contacts know it; null when unknown. */
  name: v.nullable(v.string()),
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

/**
 * HIENG callback and transfer name both numbers (001 §5): the own line and the other party. The
 * own number must be the user's extension; the gateway identifies the line by it.
 */
export const HiengNumbersBodySchema = CallNumbersBodySchema;

/** 001 §3 local phone status in the HIENG vocabulary (INCOMING, ON_CALL, ON_HOLD). */
export const HiengLocalPhoneStatusSchema = v.object({
  ...LocalPhoneStatusSchema.entries,
  self: v.object({ ...LocalPhoneStatusSchema.entries.self.entries, status: v.picklist(HIENG_LINE_STATES) }),
  statuses: v.array(v.object({ ...LineCallSchema.entries, status: v.picklist(HIENG_LINE_STATES) })),
});

/** The phone-system codes of 001 §8 every adapter's failures are told in. */
export const PHONE_SYSTEM_ERROR_CODES = [
  'ADDRESS_NOT_EXIST',
  'USER_NOT_FOUND',
  'TRANSIENT_ADDRESS_NOT_EXIST',
  'PBX_ADAPTER_UNAUTHORIZED',
  'TRANSIENT_PBX_ADAPTER_UNAUTHORIZED',
  'PBX_SYSTEM_UNAUTHORIZED',
  'TRANSIENT_PBX_SYSTEM_UNAUTHORIZED',
  'OAUTH2_URL_GENERATION_FAILED',
  'OAUTH2_CODE_UNAUTHORIZED',
  'OAUTH2_STATE_NOT_MATCH',
  'SYSTEM_ERROR',
  'TRANSIENT_SYSTEM_ERROR',
  'TIMEOUT',
  'TRANSIENT_TIMEOUT',
  'ADAPTOR_SETTING_ERROR',
  'CALL_BACK_NUMBER_NOT_FOUND',
  'CALL_BACK_NUMBER_MADE_NO_RESPONSE',
  'USER_API_PBX_SYSTEM_UNAUTHORIZED',
  'INVALID_RESPONSE',
  'UNEXPECTED_ERROR',
] as const;
export type PhoneSystemErrorCode = (typeof PHONE_SYSTEM_ERROR_CODES)[number];

/**
 * The message a screen shows for a phone-system code (001 §8): transient failures say to retry
 * later, OAuth2 ones say what happened, `USER_API_PBX_SYSTEM_UNAUTHORIZED` asks the user to
 * authorise, every other one says to contact the administrator. Unknown codes read as
 * UNEXPECTED_ERROR.
 */
export function phoneSystemMessageKey(
  code: string,
):
  | 'retryLater'
  | 'contactAdministrator'
  | 'authorizationRequired'
  | 'oauth2CodeExpired'
  | 'oauth2IllegalAccess' {
  if (code.startsWith('TRANSIENT_')) return 'retryLater';
  if (code === 'USER_API_PBX_SYSTEM_UNAUTHORIZED') return 'authorizationRequired';
  if (code === 'OAUTH2_CODE_UNAUTHORIZED') return 'oauth2CodeExpired';
  if (code === 'OAUTH2_STATE_NOT_MATCH') return 'oauth2IllegalAccess';
  return 'contactAdministrator';
}

export type DirectCallBody = v.InferOutput<typeof DirectCallBodySchema>;
export type CallNumbersBody = v.InferOutput<typeof CallNumbersBodySchema>;
export type HiengLocalPhoneStatusResponse = v.InferOutput<typeof HiengLocalPhoneStatusSchema>;
export type LocalPhoneStatusResponse = v.InferOutput<typeof LocalPhoneStatusSchema>;
export type LatestIncomingCall = v.InferOutput<typeof LatestIncomingCallSchema>;
export type CallContact = v.InferOutput<typeof CallContactSchema>;
