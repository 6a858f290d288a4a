import type { PhoneSystemErrorCode } from './schemas/callsSchemas';

/** The HTTP statuses an error answer of the API has. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

type ErrorTable = Readonly<Record<string, ErrorStatus>>;

/** The phone-system codes of 001 §8: what the caller or the settings must fix (400), failures of the system (502), transient ones (503), no answer in time (504). */
const PHONE_SYSTEM_ERRORS = {
  ADDRESS_NOT_EXIST: 400,
  USER_NOT_FOUND: 400,
  CALL_BACK_NUMBER_NOT_FOUND: 400,
  CALL_BACK_NUMBER_MADE_NO_RESPONSE: 400,
  ADAPTOR_SETTING_ERROR: 400,
  PBX_ADAPTER_UNAUTHORIZED: 400,
  PBX_SYSTEM_UNAUTHORIZED: 400,
  USER_API_PBX_SYSTEM_UNAUTHORIZED: 400,
  OAUTH2_URL_GENERATION_FAILED: 400,
  OAUTH2_CODE_UNAUTHORIZED: 400,
  OAUTH2_STATE_NOT_MATCH: 400,
  SYSTEM_ERROR: 502,
  INVALID_RESPONSE: 502,
  UNEXPECTED_ERROR: 502,
  TRANSIENT_ADDRESS_NOT_EXIST: 503,
  TRANSIENT_PBX_ADAPTER_UNAUTHORIZED: 503,
  TRANSIENT_PBX_SYSTEM_UNAUTHORIZED: 503,
  TRANSIENT_SYSTEM_ERROR: 503,
  TRANSIENT_TIMEOUT: 503,
  TIMEOUT: 504,
} as const satisfies Record<PhoneSystemErrorCode, ErrorStatus>;

/**
 * Every error code of the API and its HTTP status, one closed table per area: the server answers
 * with these statuses, the client types its errors' codes with them, the OpenAPI document lists
 * them per endpoint. A code that two areas share has the same status in both.
 */
export const ERRORS = {
  /** Problems of the request itself, found before or around an endpoint's handler. */
  request: {
    VALIDATION_FAILED: 400,
    MALFORMED_JSON: 400,
    /** A request the HTTP layer refused before any route ran. */
    BAD_REQUEST: 400,
    /** No such endpoint, or a thing an endpoint does not have. */
    NOT_FOUND: 404,
    PAYLOAD_TOO_LARGE: 413,
    UNSUPPORTED_MEDIA_TYPE: 415,
    INTERNAL: 500,
    /** Admission control: more work waits than the server can serve in time (with `Retry-After`). */
    SERVER_BUSY: 503,
  },
  /** Who may call: the route pipeline's session, address, XSRF and capability checks. */
  access: {
    UNAUTHORIZED: 401,
    IP_ADDRESS_REJECTED: 401,
    XSRF_TOKEN_MISSING: 403,
    /**
     * The session's password was issued by someone else or no longer does: until the person
     * chooses a new one, only the calls flagged `openBeforePasswordChange` (and sign-out) answer.
     */
    PASSWORD_CHANGE_REQUIRED: 403,
    /**
     * The tenant's trial has ended: its people still sign in, but only the principal's reads
     * (the calls flagged `openBeforePasswordChange`) and sign-out answer until the operator
     * extends the trial or makes the plan commercial.
     */
    TRIAL_EXPIRED: 403,
    FORBIDDEN: 403,
    /** An API key (or its tenant) sent more calls than its rate allows; `Retry-After` says when to try again. */
    RATE_LIMITED: 429,
  },
  auth: {
    INVALID_CREDENTIALS: 401,
    /** The operator has suspended the tenant: no sign-in until it is resumed. */
    TENANT_SUSPENDED: 403,
    /** A sign-in from the collaboration-suite tab (`store`) to a company that has turned it off. */
    STORE_SIGN_IN_DISABLED: 403,
    PASSWORD_REJECTED: 400,
    TOO_MANY_ATTEMPTS: 429,
  },
  userSettings: {
    DIVISION_NOT_FOUND: 404,
    START_PAGE_UNAVAILABLE: 400,
  },
  information: {
    NOTICE_NOT_FOUND: 404,
  },
  /** Destinations: a destination or person of another tenant is one that does not exist. */
  userDest: {
    DESTINATION_NOT_FOUND: 404,
    CONTACT_NOT_FOUND: 404,
    /** The tenant keeps as many destinations of its own as it may (`DESTINATION_LIMITS.customMax`). */
    DESTINATION_LIMIT_EXCEEDED: 400,
  },
  /**
   * Location maps (001 §8). A floor, area, mapping or person of another tenant — or a floor of a
   * type the caller may not see — is one that does not exist. A floor without an image answers
   * FLOOR_IMAGE_NOT_FOUND for its image. A device registered by another person of the tenant, or a
   * vendor floor already mapped, is a 409. Bad MAC/BLE ids, images and off-map coordinates are
   * VALIDATION_FAILED with field errors.
   */
  places: {
    FLOOR_NOT_FOUND: 404,
    FLOOR_IMAGE_NOT_FOUND: 404,
    AREA_NOT_FOUND: 404,
    SOURCE_FLOOR_NOT_FOUND: 404,
    CONTACT_NOT_FOUND: 404,
    /** The person is not shown on any map of the kind asked for now (hidden, away, or not heard). */
    LOCATION_NOT_FOUND: 404,
    DEVICE_ALREADY_REGISTERED: 409,
    SOURCE_FLOOR_ALREADY_MAPPED: 409,
    FLOOR_LIMIT_EXCEEDED: 400,
  },
  /** The location vendors' settings: a gateway of another tenant is one that does not exist. */
  /** Dial pickup monitoring numbers: another tenant's entry is none at all; the limit and a repeat are 400s. */
  dialPickupAdmin: {
    DIAL_PICKUP_NOT_FOUND: 404,
    DIAL_PICKUP_LIMIT_EXCEEDED: 400,
    DIAL_PICKUP_DUPLICATE: 400,
  },
  locationVendorAdmin: {
    BEACON_GATEWAY_NOT_FOUND: 404,
    /** Another gateway of the tenant already has this `gatewayId`. */
    BEACON_GATEWAY_ID_TAKEN: 409,
  },
  /** Manage → Phone system: a person of another tenant is one that does not exist. */
  phoneSystemAdmin: {
    LINE_NOT_FOUND: 404,
  },
  /** The business-card import: a run or a folder of another tenant is one that does not exist. */
  sansanImportAdmin: {
    SANSAN_RUN_NOT_FOUND: 404,
    /** The folder is no common folder of the tenant. */
    FOLDER_NOT_FOUND: 404,
    /** A chosen owner is no user of the tenant (400, as wherever a request names a person). */
    USER_NOT_FOUND: 400,
  },
  /** The AD sync: a run of another tenant is one that does not exist. */
  activeDirectoryAdmin: {
    AD_RUN_NOT_FOUND: 404,
    /** A run or preview of the tenant is queued or running already. */
    AD_RUN_IN_PROGRESS: 409,
    /** No AD connection is set yet. */
    AD_NOT_SET: 409,
  },
  /** The directory: contacts, divisions, personal info, presence, face images. */
  internalContacts: {
    CONTACT_NOT_FOUND: 404,
    DIVISION_NOT_FOUND: 404,
    SCHEDULE_NOT_FOUND: 404,
    TAG_NOT_FOUND: 404,
    EDIT_NOT_ALLOWED: 403,
  },
  /** The phone-system codes, a call not on the line (404) and an action its state refuses (409). */
  calls: {
    ...PHONE_SYSTEM_ERRORS,
    CALL_NOT_FOUND: 404,
    ACTION_NOT_ALLOWED: 409,
  },
  /** Too many files at once is the caller's to fix; a tenant that keeps its contacts inside refuses exports. */
  contactImport: {
    TOO_MANY_FILES: 400,
    EXPORT_NOT_ALLOWED: 403,
    IMPORT_FILE_NOT_FOUND: 404,
    UPLOAD_HISTORY_NOT_FOUND: 404,
  },
  /** The own rows only: another user's row reads as no row at all. */
  callHistory: {
    CALL_HISTORY_NOT_FOUND: 404,
  },
  /**
   * The own rows only; bad input or a refused file is a 400, no extension a 409. Call rejection
   * also needs the own adapter settings (the CTI device, 001 §6): ADAPTOR_SETTING_ERROR otherwise.
   */
  callSettings: {
    ADAPTOR_SETTING_ERROR: PHONE_SYSTEM_ERRORS.ADAPTOR_SETTING_ERROR,
    CALL_REJECTION_NOT_FOUND: 404,
    IMPORT_RESULT_NOT_FOUND: 404,
    CALL_REJECTION_DUPLICATE: 400,
    CALL_REJECTION_LIMIT_EXCEEDED: 400,
    IMPORT_FILE_INVALID: 400,
    OWN_NUMBER: 400,
    EXTENSION_REQUIRED: 409,
  },
  /** External contacts and their folders. */
  externalContacts: {
    FOLDER_NOT_FOUND: 404,
    EXTERNAL_CONTACT_NOT_FOUND: 404,
    FOLDER_EDIT_NOT_ALLOWED: 403,
    COPY_INHIBITED: 403,
  },
  /** Another user's group or member is one that does not exist; the 10 and 5 limits are the caller's to respect. */
  contactGroups: {
    GROUP_NOT_FOUND: 404,
    GROUP_CONTACT_NOT_FOUND: 404,
    GROUP_LIMIT_EXCEEDED: 400,
    GROUP_MINIMUM_REQUIRED: 400,
    CONTACT_NOT_FOUND: 404,
    EXTERNAL_CONTACT_NOT_FOUND: 404,
  },
  /** A tenant not linked, or a division or person it hides from its group companies, is none at all. */
  groupCompanies: {
    GROUP_COMPANY_NOT_FOUND: 404,
    GROUP_DIVISION_NOT_FOUND: 404,
    CONTACT_NOT_FOUND: 404,
  },
  /** The internal-contact admin: a division or person not of the tenant is none at all. */
  internalContactAdmin: {
    DIVISION_NOT_FOUND: 404,
    CONTACT_NOT_FOUND: 404,
  },
  /** A company not in the tenant's own list of links is none at all. */
  groupCompanyAdmin: {
    GROUP_COMPANY_NOT_FOUND: 404,
  },
  companyDirectory: {
    COMPANY_NOT_FOUND: 404,
    COMPANY_DIVISION_NOT_FOUND: 404,
  },
  /** A card not there yet or a reading still running is the contact's state (409); no OCR engine is a 503. */
  businessCards: {
    BIZCARD_IMAGE_MISSING: 409,
    OCR_ALREADY_SENDING: 409,
    OCR_UNAVAILABLE: 503,
  },
  /** My profile: a history row or custom column of someone else (or of another tenant) is none at all. */
  profile: {
    HISTORY_NOT_FOUND: 404,
    CUSTOM_COL_NOT_FOUND: 404,
  },
  /**
   * Talk (002 §8). A room the user is not in, or of another tenant, is one that does not exist;
   * so is a message of such a room. What the room's state refuses is a 409, a refused file a 400.
   */
  talk: {
    TALK_ROOM_NOT_FOUND: 404,
    TALK_MESSAGE_NOT_FOUND: 404,
    /** A contact id that names no one of the tenant. */
    CONTACT_NOT_FOUND: 404,
    /** The room cannot take messages: the other person of a one-to-one room can no longer talk. */
    TALK_SEND_FAILED: 409,
    /** A one-to-one room cannot be left. */
    TALK_LEAVE_FAILED: 409,
    /** A one-to-one room has no title of its own. */
    TALK_RENAME_FAILED: 409,
    /** The room would hold more than the participant limit. */
    TALK_CAPACITY_EXCEEDED: 409,
    /** A person named cannot talk: an admin, a disabled account, or no account at all (or oneself alone). */
    TALK_CONTACT_DISABLED: 400,
    /** Only the sender removes a message; only the room's creator removes other participants. */
    TALK_NO_PERMISSION: 403,
    /** The file's extension is one of the blocked ones. */
    TALK_FILE_BLOCKED: 400,
    /** The file's content is not what its extension says (a .jpg that is HTML). */
    TALK_FILE_CONTENT_MISMATCH: 400,
  },
  /**
   * Thanks (002 §8). A card, stamp or person of another tenant is one that does not exist; what
   * the sender's points refuse is a 409, and nothing is sent.
   */
  thanks: {
    THANKS_CARD_NOT_FOUND: 404,
    /** A stamp id that names no stamp of the tenant, or (for senders) no effective one. */
    THANKS_STAMP_NOT_FOUND: 404,
    /** A user id that names no one of the tenant, or a person who is not a receiver of the card. */
    THANKS_USER_NOT_FOUND: 404,
    /** A division of the feed's filter that the tenant does not have. */
    DIVISION_NOT_FOUND: 404,
    /** A receiver who cannot use thanks (no right, a disabled account), or the sender alone. */
    THANKS_RECEIVER_UNAVAILABLE: 400,
    /** The card costs more than the sender's sendable points of the week (002 §8). */
    THANKS_INSUFFICIENT_POINTS: 409,
    /** Only a receiver sets their own reaction. */
    THANKS_NO_PERMISSION: 403,
  },
  /**
   * Safety confirmation (002 §8). A check, person or division of another tenant is one that does
   * not exist. Adding a permission holder answers SUCCESS, or refuses an account id that names no
   * one (USER_NOT_FOUND) or someone who takes no part in safety checks (ANPI_USER_NOT_FOUND) with a
   * field error on `accountId`; beyond `registrationMax` is a 409. Nothing changes on a refusal.
   */
  anpi: {
    ANPI_CHECK_NOT_FOUND: 404,
    DIVISION_NOT_FOUND: 404,
    USER_NOT_FOUND: 400,
    ANPI_USER_NOT_FOUND: 400,
    /** A user id of the DELETE that holds no company-level permission. */
    ANPI_PERMISSION_NOT_FOUND: 404,
    ANPI_REGISTRATION_MAX_EXCEEDED: 409,
    /** The check was closed: it takes no answers and sends no reminders. */
    ANPI_CHECK_CLOSED: 409,
    /** A link token that is forged, revoked by a newer link, or of a person no longer asked. */
    ANPI_LINK_INVALID: 404,
    /** A link already used to answer: the person answers again in the app or by a new link. */
    ANPI_LINK_USED: 409,
    /** Results of people the caller may not see (neither company-level nor their divisions). */
    ANPI_NO_PERMISSION: 403,
    /** A check needs at least one person to ask. */
    ANPI_NO_TARGETS: 400,
  },
  /**
   * Division administration. Another tenant's division is none at all; a move under the division
   * itself or its descendants, a code another division has, or a division that still holds people
   * or sub-divisions is refused with field errors that say why, and nothing changes.
   */
  divisionAdmin: {
    DIVISION_NOT_FOUND: 404,
    DIVISION_CODE_TAKEN: 400,
    DIVISION_MOVE_INVALID: 400,
    DIVISION_NOT_EMPTY: 409,
    /** An import job of another tenant, or of people, is one that does not exist. */
    IMPORT_JOB_NOT_FOUND: 404,
  },
  /** SCIM token administration: a token of another tenant is one that does not exist. */
  scimAdmin: {
    SCIM_TOKEN_NOT_FOUND: 404,
  },
  /**
   * A person's API keys (002 §3, §6, §9). A key of someone else, or revoked, is one that does not
   * exist; an eleventh key or a scope the person may not hold is refused and nothing is made.
   */
  apiKeys: {
    API_KEY_NOT_FOUND: 404,
    API_KEY_LIMIT_REACHED: 409,
    API_KEY_SCOPE_NOT_ALLOWED: 400,
    /** An expiry choice the tenant's administrator does not allow. */
    API_KEY_EXPIRY_NOT_ALLOWED: 400,
  },
  /**
   * Service connections (002 §3, §5). A service of another tenant is one that does not exist; a
   * disconnection needs the service's name typed exactly (a field error on `serviceName`).
   */
  apiServiceAdmin: {
    API_SERVICE_NOT_FOUND: 404,
    API_SERVICE_NAME_TAKEN: 400,
    API_SERVICE_NAME_MISMATCH: 400,
  },
  /**
   * User administration. A person of another tenant is one that does not exist; an account id
   * taken or a password the policy refuses is a 400 on its field; acting on oneself is refused.
   */
  userAdmin: {
    ADMIN_USER_NOT_FOUND: 404,
    DIVISION_NOT_FOUND: 404,
    USER_FIELDS_REJECTED: 400,
    /** An import file refused as a whole (size, lines, charset, header): a field error on `file`. */
    USER_IMPORT_FILE_REJECTED: 400,
    /** An administrator cannot disable, delete or reset the password of their own account. */
    SELF_ACTION_REFUSED: 409,
    /** A password reset link needs the person's e-mail address. */
    PASSWORD_RESET_EMAIL_MISSING: 400,
    /** A disabled person gets no password reset link. */
    PASSWORD_RESET_USER_DISABLED: 400,
    /** An import job of another tenant, or of divisions, is one that does not exist. */
    IMPORT_JOB_NOT_FOUND: 404,
    /** A new person (or an import's new people) beyond the licensed number: nothing changes. */
    LICENSE_LIMIT_EXCEEDED: 409,
    /** A grant of delegated editing of another tenant, or already ended, is one that does not exist. */
    EDIT_DELEGATION_NOT_FOUND: 404,
  },
  /** Invitations (ADMIN_USER). A person or invitation of another tenant is one that does not exist. */
  userInvitations: {
    INVITATION_NOT_FOUND: 404,
    INVITATION_USER_NOT_FOUND: 404,
    DIVISION_NOT_FOUND: 404,
    /** The account id is taken in the tenant (a field error on `accountId`). */
    ACCOUNT_ID_IN_USE: 400,
    /** The person has no e-mail address to send the link to. */
    INVITATION_EMAIL_MISSING: 400,
    /** The person has set a password already; an invitation would be no use. */
    INVITATION_ALREADY_ACTIVATED: 409,
    /** The new person would be one beyond the licensed number: nothing changes. */
    LICENSE_LIMIT_EXCEEDED: 409,
  },
  /**
   * Account activation (002 §8). Unknown, revoked and expired tokens are all ACTIVATION_INVALID_TOKEN,
   * so a token cannot be probed; the password's problems are PASSWORD_REJECTED with field errors.
   */
  accountActivation: {
    ACTIVATION_INVALID_TOKEN: 404,
    ACTIVATION_ALREADY_ACTIVATED: 409,
    /** The person's e-mail address is no longer the one the link was sent to. */
    ACTIVATION_INVALID_EMAIL: 409,
    /** The person's account was disabled since the invitation. */
    ACTIVATION_USER_NOT_FOUND: 404,
    /** A password reset link past its expiry (the token is real, so saying so tells nothing). */
    RESET_LINK_EXPIRED: 409,
    /** A password reset link used already. */
    RESET_LINK_USED: 409,
    PASSWORD_REJECTED: 400,
    TOO_MANY_ATTEMPTS: 429,
  },
} as const satisfies Record<string, ErrorTable>;

export type ErrorArea = keyof typeof ERRORS;

/** The closed set of codes of one area of `ERRORS`. */
export type ErrorCodeOf<A extends ErrorArea> = keyof (typeof ERRORS)[A];

/** Every error code of the API. */
export type ErrorCode = { [A in ErrorArea]: ErrorCodeOf<A> }[ErrorArea];

/** Codes any endpoint may answer with, whatever it does: the request's own problems and its access. */
export type RequestErrorCode = ErrorCodeOf<'request'> | ErrorCodeOf<'access'>;

/** Each code once, with its status. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, ErrorStatus>> = Object.assign(
  {},
  ...Object.values(ERRORS),
) as Record<ErrorCode, ErrorStatus>;

/** The codes of the areas named, as a list (an endpoint's `errors`, an area's default). */
export function errorCodesOf<A extends ErrorArea>(...areas: readonly A[]): ErrorCodeOf<A>[] {
  return areas.flatMap((area) => Object.keys(ERRORS[area]) as ErrorCodeOf<A>[]);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
