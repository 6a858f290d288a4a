import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { IdParamSchema, IdSchema, pagedSchema, QueryPageSchema } from './commonSchemas';
import { FileResponseSchema } from './fileResponseSchema';

export const PHONE_SYSTEM_ADMIN_LIMITS = {
  linePageSize: 50,
  extensionMax: 20,
  deviceNameMax: 64,
  queryMax: 100,
  /** Line import file: at most this many bytes and data lines. */
  importMaxBytes: 1_048_576,
  importMaxLines: 5000,
  timeoutMsMin: 1000,
  timeoutMsMax: 60_000,
} as const;

/**
 * The phone system a tenant's calls go through: the embedded simulated PBX, or a vendor system
 * Kizuna reaches over HTTP (Cisco Unified CM's Web Dialer, Avaya AE Services, Webex Calling).
 */
export const PHONE_SYSTEMS = ['SIMULATED', 'CUCM', 'AVAYA', 'WEBEX'] as const;
export type PhoneSystemKind = (typeof PHONE_SYSTEMS)[number];

/** The call control modes a phone system serves: a vendor system serves its own mode only. */
export const PHONE_SYSTEM_MODES = {
  SIMULATED: ['CUCM', 'HIENG', 'AVAYA', 'PBX_API'],
  CUCM: ['CUCM'],
  AVAYA: ['AVAYA'],
  WEBEX: ['PBX_API'],
} as const satisfies Record<PhoneSystemKind, readonly string[]>;
export const PHONE_SYSTEM_CALL_MODES = ['CUCM', 'HIENG', 'AVAYA', 'PBX_API'] as const;
export type PhoneSystemCallMode = (typeof PHONE_SYSTEM_CALL_MODES)[number];

/** The tenant's phone system as its page shows it; secrets are never answered, only whether one is set. */
export const PhoneSystemSettingsSchema = v.object({
  system: v.picklist(PHONE_SYSTEMS),
  /** The call control mode the tenant runs in (VIEW_ONLY, TEL_COLON … when no phone system serves it). */
  callControlMode: v.string(),
  baseUrl: v.nullable(v.string()),
  username: v.nullable(v.string()),
  passwordSet: v.boolean(),
  clientId: v.nullable(v.string()),
  clientSecretSet: v.boolean(),
  timeoutMs: v.number(),
});

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, max))), null);
const optionalSecret = v.optional(
  v.nullable(v.pipe(v.string(), v.nonEmpty('required'), codePointLengthBetween(1, 200))),
  null,
);

/**
 * What "Save" sends. Vendor systems need `baseUrl` (http or https, Webex defaults to its public
 * API), CUCM and Avaya a `username` and `password`, Webex its integration's `clientId` and
 * `clientSecret`. A secret left null keeps the one stored (required the first time). The fields a
 * system does not use are ignored. Saving checks the fields only; the connection test is separate.
 */
export const PhoneSystemSettingsBodySchema = v.object({
  system: v.picklist(PHONE_SYSTEMS),
  /** The mode to serve; a vendor system's own mode when left out. */
  callControlMode: v.optional(v.picklist(PHONE_SYSTEM_CALL_MODES)),
  baseUrl: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(500),
        v.regex(/^(https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[\x21-\x7e]*)?)?$/, 'url'),
      ),
    ),
    null,
  ),
  username: optionalText(100),
  password: optionalSecret,
  clientId: optionalText(200),
  clientSecret: optionalSecret,
  timeoutMs: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(PHONE_SYSTEM_ADMIN_LIMITS.timeoutMsMin),
      v.maxValue(PHONE_SYSTEM_ADMIN_LIMITS.timeoutMsMax),
    ),
    10_000,
  ),
});

/**
 * What "Test connection" found, as the vendor answered: OK, AUTH_REFUSED (the user or client was
 * refused), UNREACHABLE, TLS (the certificate or TLS handshake failed), TIMEOUT, UNEXPECTED (an
 * answer that is not the vendor's API), NOT_SET (no vendor system saved), NOT_NEEDED (the embedded
 * simulated PBX needs no connection).
 */
export const PHONE_SYSTEM_TEST_OUTCOMES = [
  'OK',
  'AUTH_REFUSED',
  'UNREACHABLE',
  'TLS',
  'TIMEOUT',
  'UNEXPECTED',
  'NOT_SET',
  'NOT_NEEDED',
] as const;
export type PhoneSystemTestOutcome = (typeof PHONE_SYSTEM_TEST_OUTCOMES)[number];
export const PhoneSystemTestResultSchema = v.object({
  outcome: v.picklist(PHONE_SYSTEM_TEST_OUTCOMES),
  /** The HTTP status the vendor answered, when it answered. */
  status: v.nullable(v.number()),
});

/** A person's line: the extension and the device the phone system rings. */
export const PhoneLineSchema = v.object({
  userId: IdSchema,
  accountId: v.string(),
  fullname: v.string(),
  fullnameKana: v.string(),
  extensionNum: v.nullable(v.string()),
  deviceName: v.string(),
});
export const PhoneLinePageSchema = pagedSchema(PhoneLineSchema);

export const PhoneLineQuerySchema = v.object({
  /** Part of the name, kana, account or extension. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PHONE_SYSTEM_ADMIN_LIMITS.queryMax)), ''),
  page: QueryPageSchema,
});

/** An extension: digits, with * # + allowed; blank removes it. */
export const ExtensionNumSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(PHONE_SYSTEM_ADMIN_LIMITS.extensionMax),
  v.regex(/^[0-9*#+]*$/, 'pattern'),
);
/** A device name as Unified CM names devices (SEP + MAC, CSF…, BOT…); blank for none. */
export const DeviceNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(PHONE_SYSTEM_ADMIN_LIMITS.deviceNameMax),
  v.regex(/^[A-Za-z0-9._-]*$/, 'pattern'),
);

export const PhoneLineBodySchema = v.object({
  extensionNum: ExtensionNumSchema,
  deviceName: DeviceNameSchema,
});
export const PhoneLineParamsSchema = v.object({ userId: IdParamSchema });

/** A CSV (UTF-8 or Shift_JIS): `accountId`, `extensionNum`, `deviceName`. */
export const PhoneLineImportBodySchema = v.object({ file: v.instance(Blob) });

/** The problems of one line of an import file: a column and a message key. */
export const PhoneLineImportIssueSchema = v.object({
  line: v.number(),
  column: v.string(),
  key: v.string(),
});
/**
 * An import is applied whole or not at all: `applied` is false when the file or any line has a
 * problem (`fileProblem`, `issues`), and then nothing changed.
 */
export const PhoneLineImportResultSchema = v.object({
  applied: v.boolean(),
  fileProblem: v.nullable(v.string()),
  updated: v.number(),
  issues: v.array(PhoneLineImportIssueSchema),
});

export const PhoneLineFileSchema = FileResponseSchema;

export type PhoneSystemSettings = v.InferOutput<typeof PhoneSystemSettingsSchema>;
export type PhoneSystemSettingsBody = v.InferInput<typeof PhoneSystemSettingsBodySchema>;
export type PhoneSystemTestResult = v.InferOutput<typeof PhoneSystemTestResultSchema>;
export type PhoneLine = v.InferOutput<typeof PhoneLineSchema>;
export type PhoneLineImportResult = v.InferOutput<typeof PhoneLineImportResultSchema>;
