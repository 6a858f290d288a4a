import * as v from 'valibot';
import {
  ADMIN_ROLES,
  AUTHENTICATION_STATES,
  CALL_CONTROL_MODES,
  FREE_WORD_SEARCH_TYPES,
  OCR_TYPES,
  SEARCH_DIVISION_RANGES,
  SERVICE_TYPES,
  TENANT_FEATURES,
  TENANT_PROVIDE_TYPES,
  USER_TYPES,
} from '../enums';
import { IdSchema } from './commonSchemas';

const NullableText = v.nullable(v.string());
const NonNegativeInt = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Per telephony system (the call manager and the phone API) counts and ids. */
const PerPhoneSystem = <T extends v.GenericSchema>(value: T) => v.object({ cucm: value, pbxApi: value });

export const PasswordStatusSchema = v.object({
  /** The user must set a new password before using anything else. */
  changeRequired: v.boolean(),
  /** Why: first sign-in with an issued password, or the password no longer meets the policy. */
  reason: v.nullable(v.picklist(['INITIAL', 'POLICY', 'EXPIRED'])),
});

export const UserInfoSchema = v.object({
  userId: IdSchema,
  contactId: IdSchema,
  accountId: v.string(),
  fullname: v.string(),
  fullnameKana: v.string(),
  userType: v.picklist(USER_TYPES),
  extensionNum: NullableText,
  divisionIds: v.array(IdSchema),
  level: NonNegativeInt,
  /** Tenant adapter settings ids of the two telephony systems. */
  adapterSettingsIds: PerPhoneSystem(v.nullable(IdSchema)),
  pbxApiOAuth2Status: v.picklist(AUTHENTICATION_STATES),
  /**
   * The session was signed in from the collaboration-suite tab (`/front/login?store=1`): signing
   * out returns there rather than to the browser's sign-in.
   */
  embedded: v.boolean(),
});

export const UserRolesSchema = v.object({
  admin: v.boolean(),
  userRoles: v.array(v.picklist(ADMIN_ROLES)),
  /** Open list: the spec names fixed ones and a templated `{token}` kind. */
  userVirtualRoles: v.array(v.string()),
  fcmNotificationAvailable: v.boolean(),
  hasEditAuthorityUser: v.boolean(),
  adminMenuVisible: v.boolean(),
});

export const TenantInfoSchema = v.object({
  tenantCode: v.string(),
  copyInhibit: v.boolean(),
  hideUserType: v.boolean(),
  callControlMode: v.object({
    name: v.picklist(CALL_CONTROL_MODES),
    pbxFeatureAvailable: v.boolean(),
  }),
  /** URL scheme used for numbers in DYNAMIC_SCHEME mode, e.g. `sip`. */
  callControlDynamicScheme: NullableText,
  tenantFeatures: v.array(v.picklist(TENANT_FEATURES)),
  tenantProvideType: v.picklist(TENANT_PROVIDE_TYPES),
  sessionTimeoutNextUrl: NullableText,
  /**
   * Minutes a session of the tenant may stay idle before it ends (the company settings, or the
   * server's own when the tenant has none); the next call after that answers 401.
   */
  sessionIdleMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  aiSummarySettings: v.object({ promptType: v.string(), enabled: v.boolean() }),
  organization: v.object({
    name: v.string(),
    address: NullableText,
    url: NullableText,
    phone: NullableText,
  }),
  /**
   * Version of the tenant's logo, served at `/front/tenantLogo?v={logoVersion}`; null when the
   * tenant has none.
   */
  logoVersion: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /**
   * The tenant's trial has ended: every call but the principal's reads and sign-out answers 403
   * `TRIAL_EXPIRED`, and the app shows the trial-ended page.
   */
  trialExpired: v.optional(v.boolean()),
  /** When the trial ends (ISO 8601); only administrators are told, null for everyone else and for a plan without an end. */
  trialEndsAt: v.optional(v.nullable(v.string())),
});

export const ServerInfoSchema = v.object({
  serviceType: v.picklist(SERVICE_TYPES),
  guideUrl: NullableText,
  trialBannerUrl: NullableText,
  locationUrlPrefix: NullableText,
  pollingIntervals: v.object({
    incomingCallMs: NonNegativeInt,
    notificationBadgeMs: NonNegativeInt,
    /** How often presence badges and lists refresh. */
    presenceMs: NonNegativeInt,
  }),
  callbackRegistrableCount: PerPhoneSystem(NonNegativeInt),
  pickupRegistrableCount: PerPhoneSystem(NonNegativeInt),
  uploadImage: v.object({ fileAccept: v.string() }),
  multipart: v.object({ maxFileSize: NonNegativeInt }),
  vcf: v.object({ importLimitCount: NonNegativeInt }),
  exBeacon: v.object({ pollingTimeMs: NonNegativeInt }),
  passwordPolicy: v.object({ regexp: v.string(), allowUid: v.boolean() }),
  messaging: v.object({ senderId: NullableText, vapidKey: NullableText }),
  chat: v.object({ unsupportedFileExtensions: v.array(v.string()) }),
});

export const OcrSettingsSchema = v.object({
  available: v.boolean(),
  ocrTypes: v.array(v.picklist(OCR_TYPES)),
});

export const InternalSearchSettingsSchema = v.object({
  searchDivisionRange: v.picklist(SEARCH_DIVISION_RANGES),
  freeWordSearchType: v.picklist(FREE_WORD_SEARCH_TYPES),
});

export const FeedbackSettingsSchema = v.object({
  url: NullableText,
  valid: v.boolean(),
});

export const CompanyInfoSchema = v.object({
  companyName: v.string(),
  companyNameKana: NullableText,
  address: NullableText,
  url: NullableText,
  phone: NullableText,
});

export const ViewColumnsSchema = v.object({
  /** Column keys of the company directory, in display order. */
  columns: v.array(v.string()),
});

export const CollaborationSettingsSchema = v.object({
  /** Meeting-service and chat deep links are offered on contact pages. */
  meetingLinkEnabled: v.boolean(),
  chatLinkEnabled: v.boolean(),
});

export const ExContactsExportSettingsSchema = v.object({
  common: v.boolean(),
  personal: v.boolean(),
});

export const CucmAvailableFeaturesSchema = v.object({
  callControl: v.boolean(),
  callRejection: v.boolean(),
  transferSettings: v.boolean(),
  mobileConnectSettings: v.boolean(),
  /** The call actions the user's line offers (all false without a line or an adapter mode). */
  callBack: v.boolean(),
  pickup: v.boolean(),
  hold: v.boolean(),
  transfer: v.boolean(),
  conference: v.boolean(),
  /** Numbers that ring with the desk phone are applied to calls (not just stored). */
  mobileConnect: v.boolean(),
});

export const TalkRoomSettingsSchema = v.object({
  sendFilePc: v.boolean(),
  webSocketUrl: NullableText,
  unsupportedFileExtensions: v.array(v.string()),
});

export const ThanksPointStatusSchema = v.object({
  receivedPoint: NonNegativeInt,
  sendablePoint: NonNegativeInt,
});

export type PasswordStatus = v.InferOutput<typeof PasswordStatusSchema>;
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;
export type UserRoles = v.InferOutput<typeof UserRolesSchema>;
export type TenantInfo = v.InferOutput<typeof TenantInfoSchema>;
export type ServerInfo = v.InferOutput<typeof ServerInfoSchema>;
export type OcrSettings = v.InferOutput<typeof OcrSettingsSchema>;
export type InternalSearchSettings = v.InferOutput<typeof InternalSearchSettingsSchema>;
export type FeedbackSettings = v.InferOutput<typeof FeedbackSettingsSchema>;
export type CompanyInfo = v.InferOutput<typeof CompanyInfoSchema>;
export type ViewColumns = v.InferOutput<typeof ViewColumnsSchema>;
export type CollaborationSettings = v.InferOutput<typeof CollaborationSettingsSchema>;
export type ExContactsExportSettings = v.InferOutput<typeof ExContactsExportSettingsSchema>;
export type CucmAvailableFeatures = v.InferOutput<typeof CucmAvailableFeaturesSchema>;
export type TalkRoomSettings = v.InferOutput<typeof TalkRoomSettingsSchema>;
export type ThanksPointStatus = v.InferOutput<typeof ThanksPointStatusSchema>;
