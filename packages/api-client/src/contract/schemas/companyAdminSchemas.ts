import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { isValidUrl } from '../../validation/fieldRules';
import { FREE_WORD_SEARCH_TYPES, OCR_USERS, SEARCH_DIVISION_RANGES, START_PAGES } from '../enums';
import {
  DateTimeSchema,
  EXPORT_CHARSETS,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
  queryPageSizeSchema,
} from './commonSchemas';
import { contactPhoneField, contactTextField, contactUrlField } from './externalContactSchemas';
import { DYNAMIC_COLUMN_TYPES } from './internalContactSchemas';
import { UserEditFieldSetSchema, UserEditFieldNameSchema } from './userEditSchemas';
import { FileResponseSchema } from './fileResponseSchema';

/**
 * The company's time zone: the action log's days (its `dateFrom`/`dateTo` filter and export) are
 * days here, and the app shows its times here too, whatever the reader's own clock says.
 */
export const ACTION_LOG_TIME_ZONE = 'Asia/Tokyo';

/** Company settings and the action log: field lengths, list sizes, how long entries are kept. */
export const COMPANY_ADMIN_LIMITS = {
  organizationNameMax: 100,
  addressMax: 200,
  /** Lines of the IP allow-list, and characters of one line. */
  ipAllowListMax: 200,
  ipAllowListLineMax: 64,
  /** Minutes a session may stay idle, as an administrator may set them. */
  sessionIdleMinutesMin: 5,
  sessionIdleMinutesMax: 1440,
  /** Characters of the feedback address and of the page after a session timeout. */
  settingUrlMax: 500,
  actionLogPageSizeDefault: 50,
  actionLogPageSizeMax: 200,
  actionLogPersonMax: 100,
  actionLogActionMax: 64,
  /** Entries of the action log are kept this many days (more than a year), then purged daily. */
  actionLogRetentionDays: 400,
  /** Most entries one TSV export holds. */
  actionLogExportMax: 50_000,
} as const;

const L = COMPANY_ADMIN_LIMITS;

/** An http(s) address, or blank for none; left out, what is saved stays. */
const optionalSettingUrl = () =>
  v.optional(
    v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.settingUrlMax), v.check(isValidUrl, 'url')),
  );

/** Settings a client of before they existed may leave out: what is saved then stays. */
const PrincipalSettingsEntries = {
  /**
   * Where the menu's Feedback entry goes (http or https); blank for none, and then the entry is
   * not shown. People see it only when the tenant has the feedback feature.
   */
  feedbackUrl: optionalSettingUrl(),
  /** Where the app goes after the session-timeout dialog (http or https); blank for the sign-in page. */
  sessionTimeoutNextUrl: optionalSettingUrl(),
  /** People may export the contacts of common folders (never while `copyInhibit` is on). */
  contactExportCommon: v.optional(v.boolean()),
  /** People may export the contacts of their personal folders (never while `copyInhibit` is on). */
  contactExportPersonal: v.optional(v.boolean()),
  /** Contact pages offer meeting links (with the office-link feature). */
  meetingLinkEnabled: v.optional(v.boolean()),
  /** Contact pages show chat accounts as links (with the office-link feature). */
  chatLinkEnabled: v.optional(v.boolean()),
  /** The collaboration-suite tab may sign in (`/front/login?store=1`). */
  storeSignInEnabled: v.optional(v.boolean()),
  /** Who may use machine OCR of business cards, when the tenant has it. */
  ocrMachineUsers: v.optional(v.picklist(OCR_USERS)),
  /** Who may use Regolith (card data entry), when the tenant has it. */
  ocrRegolithUsers: v.optional(v.picklist(OCR_USERS)),
};

/**
 * The company settings an administrator controls (`ADMIN_COMPANY`): the organisation as people
 * see it, and the tenant's settings that the principal carries.
 */
export const CompanySettingsFieldsSchema = v.object({
  organizationName: v.pipe(v.string(), v.trim(), codePointLengthBetween(1, L.organizationNameMax)),
  organizationAddress: contactTextField(L.addressMax),
  organizationUrl: contactUrlField(),
  organizationPhone: contactPhoneField(),
  /** People may not copy or export contacts. */
  copyInhibit: v.boolean(),
  /** The directory does not show the user type. */
  hideUserType: v.boolean(),
  /**
   * CIDR blocks (`192.0.2.0/24`, `2001:db8::/32`, or one address), one per line; an empty list
   * allows every address. The server refuses a line that is no block (field error `cidr` with
   * the `line`), and a list that leaves out the address of the administrator saving it
   * (`ipAllowListLocksOut`).
   */
  ipAllowList: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), codePointLengthBetween(1, L.ipAllowListLineMax))),
    v.maxLength(L.ipAllowListMax, 'maxItems'),
  ),
  searchDivisionRange: v.picklist(SEARCH_DIVISION_RANGES),
  freeWordSearchType: v.picklist(FREE_WORD_SEARCH_TYPES),
  /**
   * Minutes a session may stay idle before it ends (5–1440); the next request after that answers
   * 401. A change applies at once to the sessions already open.
   */
  sessionIdleMinutes: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(L.sessionIdleMinutesMin),
    v.maxValue(L.sessionIdleMinutesMax),
  ),
  /**
   * The columns the internal directory list shows (`/principal/company/viewColumns`), in this
   * order; at least one (field error `required`), each once.
   */
  viewColumns: v.pipe(
    v.array(v.picklist(DYNAMIC_COLUMN_TYPES)),
    v.check((columns) => columns.length > 0, 'required'),
    v.check((columns) => new Set(columns).size === columns.length, 'invalid'),
  ),
  /**
   * The start page of people who have not chosen their own: one every person of the tenant may
   * open (`startPageChoices`), else field error `invalid`. A person's own choice wins.
   */
  defaultStartPage: v.picklist(START_PAGES),
  /**
   * The user edit fields people may change themselves (`/settings/user/{id}`), each once (field
   * error `invalid`); null follows the view columns (`defaultSelfEditableFields`), and leaving it
   * out keeps what is saved. Those with edit authority may change every field whatever this says.
   */
  selfEditableFields: v.optional(v.nullable(UserEditFieldSetSchema)),
  ...PrincipalSettingsEntries,
});

export const SaveCompanySettingsBodySchema = CompanySettingsFieldsSchema;

export const CompanySettingsSchema = v.object({
  ...CompanySettingsFieldsSchema.entries,
  organizationAddress: v.string(),
  organizationUrl: v.string(),
  organizationPhone: v.string(),
  ipAllowList: v.array(v.string()),
  /** The tenant's own, or the server's when the tenant has none (then maybe outside 5–1440). */
  sessionIdleMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  viewColumns: v.array(v.picklist(DYNAMIC_COLUMN_TYPES)),
  /** The administrator's choice of self-editable fields, in the form's order; null follows the view columns. */
  selfEditableFields: v.nullable(v.array(UserEditFieldNameSchema)),
  feedbackUrl: v.string(),
  sessionTimeoutNextUrl: v.string(),
  contactExportCommon: v.boolean(),
  contactExportPersonal: v.boolean(),
  meetingLinkEnabled: v.boolean(),
  chatLinkEnabled: v.boolean(),
  storeSignInEnabled: v.boolean(),
  ocrMachineUsers: v.picklist(OCR_USERS),
  ocrRegolithUsers: v.picklist(OCR_USERS),
  /** The fields people may change themselves now: the choice, else those the view columns give. */
  selfEditableFieldsInEffect: v.array(UserEditFieldNameSchema),
  /** The start pages every person of the tenant may open, in menu order: `defaultStartPage`'s choices. */
  startPageChoices: v.array(v.picklist(START_PAGES)),
  /** Version of the logo at `/front/tenantLogo?v=`; null without one. */
  logoVersion: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** The address the server sees the administrator at: an allow-list must include it. */
  clientAddress: v.string(),
});

export const CompanyLogoUploadBodySchema = v.object({ file: v.instance(Blob) });

const DaySchema = v.pipe(v.string(), v.isoDate());

const ActionLogFilterEntries = {
  /** Part of the name, kana name or account ID of who acted (or the account ID a sign-in tried). */
  person: v.optional(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.actionLogPersonMax)), ''),
  /** An action exactly, `company.update`; blank for every action. */
  action: v.optional(
    v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.actionLogActionMax), v.regex(/^[A-Za-z.]*$/)),
    '',
  ),
  /** First and last day, both included, in Japan time. */
  dateFrom: v.optional(DaySchema),
  dateTo: v.optional(DaySchema),
};

const datesInOrder = (query: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo;

export const ActionLogQuerySchema = v.pipe(
  v.object({
    ...ActionLogFilterEntries,
    page: QueryPageSchema,
    size: queryPageSizeSchema(L.actionLogPageSizeMax, L.actionLogPageSizeDefault),
  }),
  v.forward(
    v.check((query) => datesInOrder(query), 'dateOrder'),
    ['dateTo'],
  ),
);

export const ActionLogExportQuerySchema = v.pipe(
  v.object({ ...ActionLogFilterEntries, charset: v.optional(v.picklist(EXPORT_CHARSETS), 'UTF-8') }),
  v.forward(
    v.check((query) => datesInOrder(query), 'dateOrder'),
    ['dateTo'],
  ),
);

/** One field a change moved, as JSON values. */
export const ActionLogChangeSchema = v.object({
  field: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});

export const ActionLogEntrySchema = v.object({
  id: IdSchema,
  at: DateTimeSchema,
  /** Who acted; null for a failed sign-in of an unknown account or a person since deleted. */
  actor: v.nullable(v.object({ userId: IdSchema, accountId: v.string(), fullName: v.string() })),
  /**
   * Who acted, in words, when `actor` is null: a SCIM token (`SCIM token <name>`), or a person since
   * deleted as they were named then (`山田 太郎 (yamada.taro)`); null otherwise.
   */
  actorLabel: v.nullable(v.string()),
  ip: v.string(),
  /** `<area>.<verb>`: `company.update`, `auth.signIn`, `auth.signInFailed`, `information.create`. */
  action: v.string(),
  /** `<kind>:<id>`: `tenant:1`, `information:12`, `account:yamada`. */
  target: v.string(),
  before: v.unknown(),
  after: v.unknown(),
  /** The fields whose values differ between `before` and `after`, in the order of `after`. */
  changes: v.array(ActionLogChangeSchema),
});

export const ActionLogPageSchema = v.object({
  ...pagedSchema(ActionLogEntrySchema).entries,
  /** Every action the tenant's log holds, for the action filter. */
  actions: v.array(v.string()),
});

export const ActionLogFileSchema = FileResponseSchema;

export type CompanySettings = v.InferOutput<typeof CompanySettingsSchema>;
export type SaveCompanySettingsBody = v.InferInput<typeof SaveCompanySettingsBodySchema>;
export type ActionLogQuery = v.InferInput<typeof ActionLogQuerySchema>;
export type ActionLogChange = v.InferOutput<typeof ActionLogChangeSchema>;
export type ActionLogEntry = v.InferOutput<typeof ActionLogEntrySchema>;
export type ActionLogPage = v.InferOutput<typeof ActionLogPageSchema>;
