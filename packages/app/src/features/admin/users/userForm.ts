import type {
  AdminRole,
  FieldError,
  UserAdminSaveBody,
  UserAdminUser,
  UserType,
  VirtualRole,
} from '@kizuna/api-client/contract';
import { UserAdminSaveBodySchema } from '@kizuna/api-client/contract';
import { checkBody, checkPasswordPolicy, type PasswordPolicy } from '@kizuna/api-client/validation';

/** The user form as typed. */
export interface UserFormValues {
  accountId: string;
  fullname: string;
  fullnameKana: string;
  fullnameAlphabet: string;
  userType: UserType;
  /** Main one first; exactly one is main when any is given. */
  divisions: { divisionId: number; main: boolean }[];
  position: string;
  extensionNum: string;
  phoneNum: string;
  mobileNum: string;
  email: string;
  email2: string;
  employeeNum: string;
  roles: AdminRole[];
  virtualRoles: VirtualRole[];
  enabled: boolean;
  /** New people only: `set` signs in with `initialPassword`, `invite` leaves it to an invitation. */
  passwordMode: 'set' | 'invite';
  initialPassword: string;
}

/** The text fields of the form, in its order. */
export const USER_TEXT_FIELDS = [
  'accountId',
  'fullname',
  'fullnameKana',
  'fullnameAlphabet',
  'employeeNum',
  'position',
  'extensionNum',
  'phoneNum',
  'mobileNum',
  'email',
  'email2',
] as const satisfies readonly (keyof UserFormValues)[];

export type UserField = (typeof USER_TEXT_FIELDS)[number] | 'divisions' | 'initialPassword' | 'userType';

/** A message key and its values. */
export interface UserProblem {
  key: string;
  values?: Record<string, string | number>;
}

export type UserProblems = Partial<Record<UserField, UserProblem>>;

/** A new person is a regular user with no division yet; an existing one as they are. */
export function userFormValues(user: UserAdminUser | null): UserFormValues {
  if (!user) {
    return {
      accountId: '',
      fullname: '',
      fullnameKana: '',
      fullnameAlphabet: '',
      userType: 'REGULAR_USER',
      divisions: [],
      position: '',
      extensionNum: '',
      phoneNum: '',
      mobileNum: '',
      email: '',
      email2: '',
      employeeNum: '',
      roles: [],
      virtualRoles: [],
      enabled: true,
      passwordMode: 'set',
      initialPassword: '',
    };
  }
  const { divisions, userId: _userId, invited: _invited, createdAt: _c, updatedAt: _u, ...rest } = user;
  return {
    ...rest,
    divisions: divisions.map(({ divisionId, main }) => ({ divisionId, main })),
    passwordMode: 'set',
    initialPassword: '',
  };
}

/** What `POST /admin/users` takes. */
export function userBody(values: UserFormValues, userId?: number): UserAdminSaveBody {
  const { passwordMode, initialPassword, ...fields } = values;
  return {
    ...fields,
    ...(userId === undefined
      ? { initialPassword: passwordMode === 'set' ? initialPassword : '' }
      : { userId }),
  };
}

const MESSAGE_KEYS: Record<string, string> = {
  accountIdTaken: 'admin.users.problems.accountIdTaken',
  mainDivision: 'admin.users.problems.mainDivision',
};

/** Field errors (the form's own check, or a 400 answer) on the fields they belong to. */
export function problemsOf(fieldErrors: readonly FieldError[]): UserProblems {
  const problems: UserProblems = {};
  for (const error of fieldErrors) {
    const field = error.path.split('.')[1] as UserField | undefined;
    if (!field || problems[field]) continue;
    const key =
      MESSAGE_KEYS[error.key] ??
      `validation.${error.key === 'length' && error.values?.min === 1 ? 'lengthMax' : error.key}`;
    problems[field] = { key, ...(error.values ? { values: error.values } : {}) };
  }
  return problems;
}

/**
 * What is wrong with the form by the contract's own rules, and for a new person with a password
 * the tenant's password policy (the server checks both again).
 */
export function userFormProblems(
  values: UserFormValues,
  policy: PasswordPolicy,
  isNew: boolean,
): UserProblems {
  const problems = problemsOf(checkBody(UserAdminSaveBodySchema, userBody(values)));
  if (isNew && values.passwordMode === 'set') {
    const problem = checkPasswordPolicy(values.initialPassword, values.accountId.trim(), policy)[0];
    if (problem) problems.initialPassword = { key: `validation.${problem}` };
  }
  return problems;
}
