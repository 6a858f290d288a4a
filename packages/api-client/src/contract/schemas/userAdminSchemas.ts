import * as v from 'valibot';
import { codePointLengthBetween } from '../../validation/codePointLength';
import { ADMIN_ROLES, SORT_ORDERS, USER_TYPES, VIRTUAL_ROLES } from '../enums';
import { importJobSchema } from './importJobSchemas';
import {
  DateTimeSchema,
  EXPORT_CHARSETS,
  IdParamSchema,
  IdSchema,
  pagedSchema,
  QueryPageSchema,
  queryPageSizeSchema,
} from './commonSchemas';
import { contactEmailField, contactPhoneField, contactTextField } from './externalContactSchemas';
import { FileResponseSchema } from './fileResponseSchema';

/** Lengths of the user administration, in code points, and its list's page sizes. */
export const USER_ADMIN_LIMITS = {
  accountIdMax: 100,
  nameMax: 100,
  textMax: 200,
  employeeNumMax: 50,
  freeWordMax: 200,
  /** Divisions one person belongs to: the main one and the concurrent posts (兼務). */
  divisionsMax: 20,
  pageSize: 50,
  pageSizeMax: 100,
  /** Import file: at most this many bytes and data lines. */
  importMaxBytes: 2_097_152,
  importMaxLines: 5000,
} as const;

const L = USER_ADMIN_LIMITS;

/** The state a person's account is in; `invited` is not yet signed in with a password of their own. */
export const USER_ADMIN_STATUSES = ['enabled', 'disabled', 'invited'] as const;
export type UserAdminStatus = (typeof USER_ADMIN_STATUSES)[number];

/** Columns the user list sorts by. */
export const USER_ADMIN_SORT_COLUMNS = ['fullnameKana', 'accountId', 'employeeNum', 'updatedAt'] as const;
export type UserAdminSortColumn = (typeof USER_ADMIN_SORT_COLUMNS)[number];

/** Letters, digits and `._@-`: an account id is typed at sign-in and appears in URLs of logs. */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9._@-]+$/;

export const UserAdminListQuerySchema = v.object({
  /** Words matched as the directory matches them: kanji, kana, romaji, account id, e-mail, employee number. */
  freeWord: v.optional(v.pipe(v.string(), v.trim(), codePointLengthBetween(0, L.freeWordMax)), ''),
  /** People in this division (a main or a concurrent post) or one below it. */
  divisionId: v.optional(IdParamSchema),
  role: v.optional(v.picklist(ADMIN_ROLES)),
  userType: v.optional(v.picklist(USER_TYPES)),
  status: v.optional(v.picklist(USER_ADMIN_STATUSES)),
  sort: v.optional(v.picklist(USER_ADMIN_SORT_COLUMNS), 'fullnameKana'),
  order: v.optional(v.picklist(SORT_ORDERS), 'ASC'),
  page: QueryPageSchema,
  size: queryPageSizeSchema(L.pageSizeMax, L.pageSize),
});

/** One person of the user list. */
export const UserAdminListItemSchema = v.object({
  userId: IdSchema,
  accountId: v.string(),
  fullname: v.string(),
  fullnameKana: v.string(),
  userType: v.picklist(USER_TYPES),
  enabled: v.boolean(),
  invited: v.boolean(),
  mainDivisionName: v.nullable(v.string()),
  position: v.nullable(v.string()),
  employeeNum: v.nullable(v.string()),
  email: v.nullable(v.string()),
  roles: v.array(v.picklist(ADMIN_ROLES)),
  updatedAt: DateTimeSchema,
});

export const UserAdminListSchema = v.object({
  ...pagedSchema(UserAdminListItemSchema).entries,
  /** People the tenant holds (every account, enabled or not) and how many its licence allows (null: no limit). */
  licences: v.optional(
    v.object({
      used: v.pipe(v.number(), v.integer(), v.minValue(0)),
      licensed: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
  ),
});

/** A division the person belongs to; exactly one of them is the main one. */
export const UserAdminDivisionSchema = v.object({ divisionId: IdSchema, main: v.boolean() });

function required(max: number) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty('required'), codePointLengthBetween(1, max));
}

/** The person's texts, as both the form and the import check them. */
export const UserAdminTextFieldsSchema = v.object({
  accountId: v.pipe(required(L.accountIdMax), v.regex(ACCOUNT_ID_PATTERN, 'pattern')),
  fullname: required(L.nameMax),
  fullnameKana: contactTextField(L.nameMax),
  fullnameAlphabet: contactTextField(L.nameMax),
  position: contactTextField(L.textMax),
  extensionNum: contactPhoneField(),
  phoneNum: contactPhoneField(),
  mobileNum: contactPhoneField(),
  email: contactEmailField(),
  email2: contactEmailField(),
  employeeNum: contactTextField(L.employeeNumMax),
});

/**
 * A person as the administrator saves them: the whole form. `userId` names the person to change;
 * without it a person is created. `initialPassword` (creation only) is the password they sign in
 * with once and must then change; blank leaves the account to an invitation.
 */
export const UserAdminSaveBodySchema = v.pipe(
  v.object({
    userId: v.optional(IdSchema),
    ...UserAdminTextFieldsSchema.entries,
    userType: v.optional(v.picklist(USER_TYPES), 'REGULAR_USER'),
    divisions: v.optional(
      v.pipe(v.array(UserAdminDivisionSchema), v.maxLength(L.divisionsMax, 'maxItems')),
      [],
    ),
    roles: v.optional(v.array(v.picklist(ADMIN_ROLES)), []),
    virtualRoles: v.optional(v.array(v.picklist(VIRTUAL_ROLES)), []),
    enabled: v.optional(v.boolean(), true),
    initialPassword: v.optional(v.string(), ''),
  }),
  v.forward(
    v.check(
      ({ divisions }) =>
        divisions.length === 0 ||
        (divisions.filter((d) => d.main).length === 1 &&
          new Set(divisions.map((d) => d.divisionId)).size === divisions.length),
      'mainDivision',
    ),
    ['divisions'],
  ),
);

/** A person as the administration shows them. */
export const UserAdminUserSchema = v.object({
  userId: IdSchema,
  accountId: v.string(),
  fullname: v.string(),
  fullnameKana: v.string(),
  fullnameAlphabet: v.string(),
  userType: v.picklist(USER_TYPES),
  divisions: v.array(v.object({ divisionId: IdSchema, main: v.boolean(), name: v.string() })),
  position: v.string(),
  extensionNum: v.string(),
  phoneNum: v.string(),
  mobileNum: v.string(),
  email: v.string(),
  email2: v.string(),
  employeeNum: v.string(),
  roles: v.array(v.picklist(ADMIN_ROLES)),
  virtualRoles: v.array(v.picklist(VIRTUAL_ROLES)),
  enabled: v.boolean(),
  invited: v.boolean(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});

export const UserAdminParamsSchema = v.object({ userId: IdParamSchema });

/** A new initial password, shown once to the administrator who issued it. */
export const UserAdminPasswordSchema = v.object({ password: v.string() });

/** Where a password reset link was sent, and until when it works. */
export const UserAdminResetLinkSchema = v.object({ email: v.string(), expiresAt: DateTimeSchema });

/** What goes with a person when they are deleted. */
export const UserAdminDeleteImpactSchema = v.object({
  /** Contacts in their personal folders. */
  personalContacts: v.number(),
  personalFolders: v.number(),
  /** Their favourite groups (the groups page). */
  contactGroups: v.number(),
  callHistory: v.number(),
  thanksCardsSent: v.number(),
});

/** Every division of the tenant in tree order, for the filter and the form. */
export const UserAdminDivisionOptionsSchema = v.object({
  items: v.array(
    v.object({
      divisionId: IdSchema,
      name: v.string(),
      /** 0 for a top-level division. */
      depth: v.number(),
    }),
  ),
});

/**
 * The export: the people the list's filters keep (no page: all of them), as a CSV (UTF-8 with BOM,
 * or Shift_JIS) or a TSV in the same columns the import reads.
 */
export const UserExportQuerySchema = v.object({
  ...v.omit(UserAdminListQuerySchema, ['page', 'size']).entries,
  format: v.optional(v.picklist(['csv', 'tsv']), 'csv'),
  charset: v.optional(v.picklist(EXPORT_CHARSETS), 'UTF-8'),
});

export const UserExportFileSchema = FileResponseSchema;

/**
 * A CSV or TSV of people (the export's columns), UTF-8 (with or without BOM) or Shift_JIS as
 * Excel saves them; the charset and the separator are found from the file.
 */
export const UserImportBodySchema = v.object({ file: v.instance(Blob) });

export const USER_IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'error'] as const;
export type UserImportOutcome = (typeof USER_IMPORT_OUTCOMES)[number];

/**
 * Why a whole file is refused (a 400 `USER_IMPORT_FILE_REJECTED` whose field error on `file` has
 * one of these keys); nothing of it is read further.
 */
export const USER_IMPORT_FILE_PROBLEMS = [
  'FILE_EMPTY',
  'FILE_TOO_LARGE',
  'FILE_CHARSET',
  'FILE_TOO_MANY_LINES',
  'HEADER_INVALID',
  /** The file would add more people than the tenant's licence allows: nothing is imported. */
  'LICENSE_LIMIT_EXCEEDED',
] as const;
export type UserImportFileProblem = (typeof USER_IMPORT_FILE_PROBLEMS)[number];

/** A problem of one line: the column (`accountId`, `mainDivision`, … or `line`) and a rule key. */
export const UserImportIssueSchema = v.object({
  column: v.string(),
  key: v.string(),
  values: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

export const UserImportLineSchema = v.object({
  /** The line of the file, counting the header as 1. */
  lineNumber: v.pipe(v.number(), v.integer(), v.minValue(0)),
  accountId: v.string(),
  fullname: v.string(),
  outcome: v.picklist(USER_IMPORT_OUTCOMES),
  issues: v.array(UserImportIssueSchema),
});

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * What an import did (or, for a preview, would do). All or nothing: a file with any error line
 * changes nothing (`applied` false), and a preview never changes anything.
 */
export const UserImportResultSchema = v.object({
  applied: v.boolean(),
  created: Count,
  updated: Count,
  unchanged: Count,
  failed: Count,
  lines: v.array(UserImportLineSchema),
});

/** An import of people as its job answers: `result` once the job has ended with lines read. */
export const UserImportJobSchema = importJobSchema(UserImportResultSchema);

export type UserAdminListQuery = v.InferInput<typeof UserAdminListQuerySchema>;
export type UserAdminListItem = v.InferOutput<typeof UserAdminListItemSchema>;
export type UserAdminList = v.InferOutput<typeof UserAdminListSchema>;
export type UserAdminSaveBody = v.InferInput<typeof UserAdminSaveBodySchema>;
export type UserAdminSaveFields = v.InferOutput<typeof UserAdminSaveBodySchema>;
export type UserAdminUser = v.InferOutput<typeof UserAdminUserSchema>;
export type UserAdminDeleteImpact = v.InferOutput<typeof UserAdminDeleteImpactSchema>;
export type UserAdminResetLink = v.InferOutput<typeof UserAdminResetLinkSchema>;
export type UserAdminDivisionOption = v.InferOutput<typeof UserAdminDivisionOptionsSchema>['items'][number];
export type UserExportQuery = v.InferInput<typeof UserExportQuerySchema>;
export type UserImportIssue = v.InferOutput<typeof UserImportIssueSchema>;
export type UserImportLine = v.InferOutput<typeof UserImportLineSchema>;
export type UserImportResult = v.InferOutput<typeof UserImportResultSchema>;
export type UserImportJob = v.InferOutput<typeof UserImportJobSchema>;

/** At most this many people and divisions in one grant of delegated editing. */
export const EDIT_DELEGATION_LIMITS = { targetsMax: 100 } as const;

/**
 * Delegated editing (proxy edit, 001 §6): `delegateUserId` may edit the directory fields of the
 * people `userIds` and of every member of the divisions `divisionIds`, as those people may edit
 * their own. At least one person or division.
 */
export const EditDelegationGrantBodySchema = v.pipe(
  v.object({
    delegateUserId: IdSchema,
    userIds: v.optional(
      v.pipe(v.array(IdSchema), v.maxLength(EDIT_DELEGATION_LIMITS.targetsMax, 'tooMany')),
      [],
    ),
    divisionIds: v.optional(
      v.pipe(v.array(IdSchema), v.maxLength(EDIT_DELEGATION_LIMITS.targetsMax, 'tooMany')),
      [],
    ),
  }),
  v.forward(
    v.check((body) => body.userIds.length + body.divisionIds.length > 0, 'required'),
    ['userIds'],
  ),
  v.forward(
    v.check((body) => !body.userIds.includes(body.delegateUserId), 'delegateIsTarget'),
    ['userIds'],
  ),
);

export const EditDelegationParamsSchema = v.object({ delegationId: IdParamSchema });

/** One grant: who may edit, and whom (a person, or the members of a division). */
export const EditDelegationSchema = v.object({
  delegationId: IdSchema,
  delegate: v.object({ userId: IdSchema, fullname: v.string(), accountId: v.string() }),
  target: v.variant('kind', [
    v.object({ kind: v.literal('USER'), userId: IdSchema, fullname: v.string(), accountId: v.string() }),
    v.object({ kind: v.literal('DIVISION'), divisionId: IdSchema, name: v.string() }),
  ]),
  createdAt: DateTimeSchema,
});

/** Every grant of delegated editing of the tenant, by delegate then target. */
export const EditDelegationListSchema = v.object({ items: v.array(EditDelegationSchema) });

export type EditDelegation = v.InferOutput<typeof EditDelegationSchema>;
export type EditDelegationGrantBody = v.InferInput<typeof EditDelegationGrantBodySchema>;
