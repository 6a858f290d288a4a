import type { AdminDivision, FieldError, SaveDivisionBody } from '@kizuna/api-client/contract';
import { SaveDivisionBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';

/** The division form as typed. */
export interface DivisionFormValues {
  divisionName: string;
  divisionNameKana: string;
  divisionCode: string;
  divisionPhoneNum: string;
  divisionUrl: string;
  comment: string;
}

export type DivisionField = keyof DivisionFormValues;

/** A message key and its values. */
export interface DivisionProblem {
  key: string;
  values?: Record<string, string | number>;
}

export type DivisionProblems = Partial<Record<DivisionField, DivisionProblem>>;

export const DIVISION_FIELDS: readonly DivisionField[] = [
  'divisionName',
  'divisionNameKana',
  'divisionCode',
  'divisionPhoneNum',
  'divisionUrl',
  'comment',
];

/** A new division starts blank; an existing one as it is. */
export function divisionFormValues(division: AdminDivision | null): DivisionFormValues {
  return {
    divisionName: division?.divisionName ?? '',
    divisionNameKana: division?.divisionNameKana ?? '',
    divisionCode: division?.divisionCode ?? '',
    divisionPhoneNum: division?.divisionPhoneNum ?? '',
    divisionUrl: division?.divisionUrl ?? '',
    comment: division?.comment ?? '',
  };
}

/** What `POST /admin/division` takes: a change of `divisionId`, or a new division under `parentDivisionId`. */
export function divisionBody(
  values: DivisionFormValues,
  target: { divisionId: number } | { parentDivisionId: number | null },
): SaveDivisionBody {
  return { ...values, ...target };
}

/** The message key of a field error: the division's own keys, else the shared validation ones. */
function problemOf(error: FieldError): DivisionProblem {
  const own = ['taken'].includes(error.key);
  const key = error.key === 'length' && error.values?.min === 1 ? 'lengthMax' : error.key;
  return {
    key: own ? `admin.division.errors.${key}` : `validation.${key}`,
    ...(error.values ? { values: error.values } : {}),
  };
}

/** Field errors (the form's own check, or a 400 answer) on the fields they belong to. */
export function divisionProblemsOf(fieldErrors: readonly FieldError[]): DivisionProblems {
  const problems: DivisionProblems = {};
  for (const error of fieldErrors) {
    const field = error.path.replace(/^body\./, '') as DivisionField;
    if (DIVISION_FIELDS.includes(field) && !problems[field]) problems[field] = problemOf(error);
  }
  return problems;
}

/** What is wrong with the form, by the contract's own rules. */
export function divisionFormProblems(values: DivisionFormValues): DivisionProblems {
  return divisionProblemsOf(
    checkBody(SaveDivisionBodySchema, divisionBody(values, { parentDivisionId: null })),
  );
}
