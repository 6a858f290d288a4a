import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { ANPI_LIMITS } from '../limits';
import {
  DateTimeSchema,
  EXPORT_CHARSETS,
  IdParamSchema,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
  queryPageSizeSchema,
} from './commonSchemas';
import { FileResponseSchema } from './fileResponseSchema';

/** A real emergency or a drill: the same loop, told apart in every message and list. */
export const ANPI_KINDS = ['REAL', 'DRILL'] as const;
/** The fixed first question: safe, minor injury, serious injury. */
export const ANPI_SAFETY = ['SAFE', 'MINOR_INJURY', 'SERIOUS_INJURY'] as const;

/** The app page a person's mail links to, carrying their single-use token. */
export const ANPI_ANSWER_LINK_PATH = '/front/anpi/answer/';

/** The answer page of a link token, under the app's public address. */
export function anpiAnswerUrl(publicUrl: string, token: string): string {
  return new URL(`${ANPI_ANSWER_LINK_PATH}${encodeURIComponent(token)}`, publicUrl).toString();
}

// ---- Company-level permissions (002 §2, §3, §7) ----

/** A safety confirmation user as the spec lists them (002 §3). */
export const AnpiUserSchema = v.object({
  accountId: v.string(),
  /** The person's login of an external safety service, when the tenant keeps one. */
  anpiLoginId: v.nullable(v.string()),
  contactId: IdSchema,
  fullname: v.string(),
  userId: IdSchema,
});

export const AnpiRegistrationMaxSchema = v.object({
  registrationMax: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export const AnpiCompanyLevelPermissionsSchema = v.object({
  items: v.array(AnpiUserSchema),
  ...AnpiRegistrationMaxSchema.entries,
});

/** Account id required (002 §5), trimmed. */
export const AddAnpiPermissionBodySchema = v.object({
  accountId: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    codePointLengthBetween(1, ANPI_LIMITS.accountIdMax),
  ),
});

/** The result codes of 002 §8; the refusals (USER_NOT_FOUND, ANPI_USER_NOT_FOUND) are errors. */
export const ANPI_RESULT_CODES = ['SUCCESS', 'USER_NOT_FOUND', 'ANPI_USER_NOT_FOUND'] as const;

export const AddAnpiPermissionResultSchema = v.object({
  result: v.literal('SUCCESS'),
  user: AnpiUserSchema,
});

/** `userIds` joined by commas (002 §7), e.g. `?userIds=12,15`. */
export const RemoveAnpiPermissionsQuerySchema = v.object({
  userIds: v.pipe(
    v.string(),
    v.regex(/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/, 'pattern'),
    v.transform((text) => [...new Set(text.split(',').map(Number))]),
    v.maxLength(ANPI_LIMITS.userIdsMax),
    v.check((ids) => ids.every((id) => Number.isSafeInteger(id)), 'pattern'),
  ),
});

// ---- Checks ----

export const AnpiCheckIdParamsSchema = v.object({ checkId: IdParamSchema });

const anpiText = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, max));

/**
 * A check to start: real or drill, a title and a message, for the whole company or the divisions
 * named (each with its sub-divisions); divisions are required unless it is the whole company.
 */
export const StartAnpiCheckBodySchema = v.pipe(
  v.object({
    kind: v.picklist(ANPI_KINDS),
    title: anpiText(ANPI_LIMITS.titleMax),
    message: v.optional(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, ANPI_LIMITS.messageMax)), ''),
    wholeCompany: v.boolean(),
    divisionIds: v.optional(v.pipe(v.array(IdSchema), v.maxLength(ANPI_LIMITS.divisionIdsMax)), []),
  }),
  v.forward(
    v.partialCheck(
      [['wholeCompany'], ['divisionIds']],
      (body) => body.wholeCompany || body.divisionIds.length > 0,
      'required',
    ),
    ['divisionIds'],
  ),
);

export const AnpiCheckDivisionSchema = v.object({ divisionId: IdSchema, name: v.string() });

export const AnpiPersonRefSchema = v.object({ userId: IdSchema, fullname: v.string() });

/** A check as lists and pages show it, with how many were asked and how many answered. */
export const AnpiCheckSchema = v.object({
  checkId: IdSchema,
  kind: v.picklist(ANPI_KINDS),
  title: v.string(),
  message: v.string(),
  wholeCompany: v.boolean(),
  divisions: v.array(AnpiCheckDivisionSchema),
  startedAt: DateTimeSchema,
  startedBy: v.nullable(AnpiPersonRefSchema),
  /** null while open; a closed check takes no answers and stays readable. */
  closedAt: v.nullable(DateTimeSchema),
  closedBy: v.nullable(AnpiPersonRefSchema),
  targetCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  answeredCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const AnpiCheckListSchema = v.object({ items: v.array(AnpiCheckSchema) });

// ---- Answers ----

/** The fixed questions: safety, can come to work, and a comment (may be empty). */
export const AnpiAnswerBodySchema = v.object({
  safety: v.picklist(ANPI_SAFETY),
  canWork: v.boolean(),
  comment: v.optional(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, ANPI_LIMITS.commentMax)), ''),
});

/** An answer a manager enters for someone they reached by phone. */
export const AnpiAnswerForBodySchema = v.object({
  ...AnpiAnswerBodySchema.entries,
  userId: IdSchema,
});

export const AnpiAnswerSchema = v.object({
  safety: v.picklist(ANPI_SAFETY),
  canWork: v.boolean(),
  comment: v.string(),
  answeredAt: DateTimeSchema,
  /** Someone else who entered it for the person (a manager by phone); null when they answered. */
  enteredBy: v.nullable(AnpiPersonRefSchema),
});

/** A check the signed-in person is asked in, with their answer so far. */
export const MyAnpiCheckSchema = v.object({
  check: AnpiCheckSchema,
  answer: v.nullable(AnpiAnswerSchema),
});

export const MyAnpiCheckListSchema = v.object({ items: v.array(MyAnpiCheckSchema) });

/** The token of a person's link: 32 random bytes, base64url (sent in the body, kept out of URLs of the API). */
const AnpiLinkTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'pattern'));

export const AnpiLinkTokenBodySchema = v.object({ token: AnpiLinkTokenSchema });

export const AnpiLinkAnswerBodySchema = v.object({
  token: AnpiLinkTokenSchema,
  ...AnpiAnswerBodySchema.entries,
});

/** What the link's page shows before the person answers: whom it asks, about which check. */
export const AnpiLinkViewSchema = v.object({
  fullname: v.string(),
  check: v.object({
    checkId: IdSchema,
    kind: v.picklist(ANPI_KINDS),
    title: v.string(),
    message: v.string(),
    startedAt: DateTimeSchema,
    closedAt: v.nullable(DateTimeSchema),
  }),
  answer: v.nullable(AnpiAnswerSchema),
});

// ---- Results ----

export const AnpiCountsSchema = v.object({
  targets: v.pipe(v.number(), v.integer(), v.minValue(0)),
  answered: v.pipe(v.number(), v.integer(), v.minValue(0)),
  unanswered: v.pipe(v.number(), v.integer(), v.minValue(0)),
  safe: v.pipe(v.number(), v.integer(), v.minValue(0)),
  minorInjury: v.pipe(v.number(), v.integer(), v.minValue(0)),
  seriousInjury: v.pipe(v.number(), v.integer(), v.minValue(0)),
  canWork: v.pipe(v.number(), v.integer(), v.minValue(0)),
  cannotWork: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** Counts of the whole check (of what the caller may see) and per division. */
export const AnpiResultsSchema = v.object({
  check: AnpiCheckSchema,
  /** COMPANY with company-level permission or ADMIN_ANPI; DIVISIONS for a division manager. */
  scope: v.picklist(['COMPANY', 'DIVISIONS']),
  totals: AnpiCountsSchema,
  divisions: v.array(
    v.object({
      divisionId: v.nullable(IdSchema),
      name: v.nullable(v.string()),
      counts: AnpiCountsSchema,
    }),
  ),
});

export const AnpiNonRespondersQuerySchema = v.object({
  page: QueryPageSchema,
  size: queryPageSizeSchema(ANPI_LIMITS.nonRespondersPageSizeMax, ANPI_LIMITS.nonRespondersPageSizeDefault),
});

/** A person who has not answered, with the numbers to call them on. */
export const AnpiNonResponderSchema = v.object({
  userId: IdSchema,
  fullname: v.string(),
  divisionName: v.nullable(v.string()),
  extensionNum: v.nullable(v.string()),
  phoneNum: v.nullable(v.string()),
  mobileNum: v.nullable(v.string()),
  email: v.nullable(v.string()),
});

export const AnpiNonRespondersPageSchema = pagedSchema(AnpiNonResponderSchema);

/**
 * What a person's row of the results is filtered by: their state (an answer, `INJURED` for either
 * injury, `ANSWERED`, `UNANSWERED`), whether they can come to work, and the division they were in
 * when the check started.
 */
export const ANPI_PERSON_STATES = [
  'ALL',
  'ANSWERED',
  'UNANSWERED',
  'INJURED',
  'SAFE',
  'MINOR_INJURY',
  'SERIOUS_INJURY',
] as const;
export const ANPI_CAN_WORK_FILTERS = ['ALL', 'YES', 'NO'] as const;
/**
 * `severity`: serious injuries, minor injuries, not answered, safe (each: cannot come to work
 * first, then by kana reading); `answeredAt`: the latest answer first unless `order` is `asc`.
 */
export const ANPI_PEOPLE_SORTS = ['severity', 'name', 'division', 'answeredAt'] as const;

const AnpiPeopleFilterEntries = {
  state: v.optional(v.picklist(ANPI_PERSON_STATES), 'ALL'),
  canWork: v.optional(v.picklist(ANPI_CAN_WORK_FILTERS), 'ALL'),
  divisionId: v.optional(IdParamSchema),
  sort: v.optional(v.picklist(ANPI_PEOPLE_SORTS), 'severity'),
  order: v.optional(v.picklist(['asc', 'desc']), 'asc'),
};

export const AnpiPeopleQuerySchema = v.object({
  ...AnpiPeopleFilterEntries,
  page: QueryPageSchema,
  size: queryPageSizeSchema(ANPI_LIMITS.nonRespondersPageSizeMax, ANPI_LIMITS.nonRespondersPageSizeDefault),
});

/** A person a check asks, with the numbers to call them on and their answer (null: not yet). */
export const AnpiPersonSchema = v.object({
  ...AnpiNonResponderSchema.entries,
  fullnameKana: v.string(),
  fullnameAlphabet: v.string(),
  divisionId: v.nullable(IdSchema),
  answer: v.nullable(AnpiAnswerSchema),
});

export const AnpiPeoplePageSchema = pagedSchema(AnpiPersonSchema);

/** The file holds what the page shows: the same filters and sort, every page of it. */
export const AnpiResultsExportQuerySchema = v.object({
  charset: v.optional(v.picklist(EXPORT_CHARSETS), 'UTF-8'),
  ...AnpiPeopleFilterEntries,
});

export const AnpiResultsFileSchema = FileResponseSchema;

export type AnpiKind = (typeof ANPI_KINDS)[number];
export type AnpiSafety = (typeof ANPI_SAFETY)[number];
export type AnpiResultCode = (typeof ANPI_RESULT_CODES)[number];
export type AnpiUser = v.InferOutput<typeof AnpiUserSchema>;
export type AnpiCompanyLevelPermissions = v.InferOutput<typeof AnpiCompanyLevelPermissionsSchema>;
export type StartAnpiCheckBody = v.InferInput<typeof StartAnpiCheckBodySchema>;
export type AnpiCheck = v.InferOutput<typeof AnpiCheckSchema>;
export type AnpiAnswerBody = v.InferInput<typeof AnpiAnswerBodySchema>;
export type AnpiAnswer = v.InferOutput<typeof AnpiAnswerSchema>;
export type MyAnpiCheck = v.InferOutput<typeof MyAnpiCheckSchema>;
export type AnpiLinkView = v.InferOutput<typeof AnpiLinkViewSchema>;
export type AnpiCounts = v.InferOutput<typeof AnpiCountsSchema>;
export type AnpiResults = v.InferOutput<typeof AnpiResultsSchema>;
export type AnpiNonResponder = v.InferOutput<typeof AnpiNonResponderSchema>;
export type AnpiPerson = v.InferOutput<typeof AnpiPersonSchema>;
export type AnpiPeopleQuery = v.InferInput<typeof AnpiPeopleQuerySchema>;
export type AnpiPersonState = (typeof ANPI_PERSON_STATES)[number];
export type AnpiPeopleSort = (typeof ANPI_PEOPLE_SORTS)[number];
