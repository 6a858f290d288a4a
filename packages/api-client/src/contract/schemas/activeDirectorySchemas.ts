import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { DateTimeSchema, IdParamSchema, IdSchema } from './commonSchemas';

/** How Kizuna talks to the domain controllers: LDAPS (636), StartTLS on 389, or plain LDAP. */
export const AD_SECURITY = ['LDAPS', 'STARTTLS', 'PLAIN'] as const;
/** Where a person's division comes from: their OU path below the base DN, an attribute, or nowhere. */
export const AD_DIVISION_SOURCES = ['OU', 'ATTRIBUTE', 'NONE'] as const;
export const AD_SCHEDULES = ['OFF', 'HOURLY', 'DAILY'] as const;
/** The person's fields a sync writes; those listed in `keepEdited` keep an administrator's hand edit. */
export const AD_FIELDS = [
  'fullname',
  'fullnameKana',
  'division',
  'position',
  'phoneNum',
  'mobileNum',
  'email',
] as const;
export type AdField = (typeof AD_FIELDS)[number];

/** An LDAP attribute name (RFC 4512 descr): `sAMAccountName`, `msDS-PhoneticDisplayName`. */
const attribute = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.regex(/^[A-Za-z][A-Za-z0-9-]{0,59}$/, 'pattern'),
);
const optionalAttribute = v.nullable(attribute);

/** Which AD attribute fills which field of a person; null leaves the field alone. */
export const AdMappingSchema = v.object({
  accountId: attribute,
  fullname: attribute,
  /** null: `msDS-PhoneticLastName` and `msDS-PhoneticFirstName` joined, when both are there. */
  fullnameKana: optionalAttribute,
  department: optionalAttribute,
  title: optionalAttribute,
  phoneNum: optionalAttribute,
  mobileNum: optionalAttribute,
  email: optionalAttribute,
  manager: optionalAttribute,
  thumbnailPhoto: optionalAttribute,
});

export const AD_DEFAULT_MAPPING: v.InferOutput<typeof AdMappingSchema> = {
  accountId: 'sAMAccountName',
  fullname: 'displayName',
  fullnameKana: 'msDS-PhoneticDisplayName',
  department: 'department',
  title: 'title',
  phoneNum: 'telephoneNumber',
  mobileNum: 'mobile',
  email: 'mail',
  manager: 'manager',
  thumbnailPhoto: 'thumbnailPhoto',
};

/** `ldaps://dc1.corp.example.co.jp:636`; the scheme must agree with `security`. */
const serverUrl = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(300),
  v.regex(/^ldaps?:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?\/?$/, 'url'),
);

/** A DN as AD writes it: text of 1–1000 code points with no control characters. */
const dn = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('required'),
  codePointLengthBetween(1, 1000),
  v.regex(/^[^\p{Cc}]*=[^\p{Cc}]*$/u, 'pattern'),
);

/** The tenant's AD connection as its page shows it; the password never leaves. */
export const AdSettingsSchema = v.object({
  configured: v.boolean(),
  servers: v.array(v.string()),
  security: v.picklist(AD_SECURITY),
  bindDn: v.string(),
  passwordSet: v.boolean(),
  baseDn: v.string(),
  filter: v.string(),
  mapping: AdMappingSchema,
  divisionSource: v.picklist(AD_DIVISION_SOURCES),
  keepEdited: v.array(v.picklist(AD_FIELDS)),
  schedule: v.picklist(AD_SCHEDULES),
  /** `HH:MM`, Japan time, for a DAILY schedule. */
  dailyAt: v.nullable(v.string()),
  nextRunAt: v.nullable(DateTimeSchema),
  /** Whether the operator allows plain LDAP on this server (`KIZUNA_LDAP_ALLOW_PLAIN`). */
  plainAllowed: v.boolean(),
});

export const AdSettingsBodySchema = v.object({
  servers: v.pipe(v.array(serverUrl), v.minLength(1, 'required'), v.maxLength(5)),
  security: v.picklist(AD_SECURITY),
  bindDn: dn,
  /** null keeps the one stored (required the first time). */
  password: v.nullable(v.pipe(v.string(), v.nonEmpty('required'), codePointLengthBetween(1, 256))),
  baseDn: dn,
  /** An LDAP filter (RFC 4515), in parentheses. */
  filter: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    codePointLengthBetween(1, 2000),
    v.regex(/^\(.*\)$/su, 'pattern'),
  ),
  mapping: AdMappingSchema,
  divisionSource: v.picklist(AD_DIVISION_SOURCES),
  keepEdited: v.pipe(v.array(v.picklist(AD_FIELDS)), v.maxLength(AD_FIELDS.length)),
  schedule: v.picklist(AD_SCHEDULES),
  dailyAt: v.nullable(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'pattern'))),
});

/** What "test connection" found: how many people the filter matches, or why it could not ask. */
export const AdTestResultSchema = v.object({
  ok: v.boolean(),
  /** UNREACHABLE, TLS_FAILED, INVALID_CREDENTIALS, NO_SUCH_BASE, BAD_FILTER, REFUSED, NOT_SET; null when ok. */
  reason: v.nullable(v.string()),
  /** The server that answered. */
  server: v.nullable(v.string()),
  /** People the filter matches below the base DN (every page counted). */
  matched: v.nullable(v.number()),
});

export const AdRunBodySchema = v.object({
  /** true: a preview that changes nothing and lists what a sync would do. */
  dryRun: v.boolean(),
});

const AdRunRowSchema = v.object({
  accountId: v.string(),
  fullname: v.string(),
  /** The fields that would change or changed. */
  fields: v.array(v.string()),
});

const AdRefusedSchema = v.object({
  /** The entry's DN in AD. */
  dn: v.string(),
  /** MISSING_ACCOUNT_ID, MISSING_NAME, INVALID_ACCOUNT_ID, DUPLICATE_ACCOUNT_ID, ACCOUNT_TAKEN, TOO_LONG, LICENSE_LIMIT_EXCEEDED. */
  reason: v.string(),
});

export const AdRunSchema = v.object({
  runId: IdSchema,
  dryRun: v.boolean(),
  trigger: v.picklist(['MANUAL', 'SCHEDULE']),
  state: v.picklist(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  /** Why the run read nothing: the reason of a failed connection test, or FAILURE. */
  problem: v.nullable(v.string()),
  read: v.number(),
  created: v.number(),
  updated: v.number(),
  disabled: v.number(),
  unchanged: v.number(),
  refused: v.number(),
  divisionsCreated: v.number(),
  createdAt: DateTimeSchema,
  startedAt: v.nullable(DateTimeSchema),
  finishedAt: v.nullable(DateTimeSchema),
});

/** A run with its report: the first rows of each kind and every refused entry (up to 1,000). */
export const AdRunReportSchema = v.object({
  run: AdRunSchema,
  added: v.array(AdRunRowSchema),
  changed: v.array(AdRunRowSchema),
  disabledPeople: v.array(AdRunRowSchema),
  refusedEntries: v.array(AdRefusedSchema),
});

export const AdRunListSchema = v.object({ items: v.array(AdRunSchema) });
export const AdRunIdParamsSchema = v.object({ runId: IdParamSchema });

export type AdMapping = v.InferOutput<typeof AdMappingSchema>;
export type AdSettings = v.InferOutput<typeof AdSettingsSchema>;
export type AdSettingsBody = v.InferInput<typeof AdSettingsBodySchema>;
export type AdTestResult = v.InferOutput<typeof AdTestResultSchema>;
export type AdRun = v.InferOutput<typeof AdRunSchema>;
export type AdRunReport = v.InferOutput<typeof AdRunReportSchema>;
