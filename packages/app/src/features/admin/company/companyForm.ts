import type {
  CompanySettings,
  DynamicColumnType,
  FieldError,
  FreeWordSearchType,
  OcrUsers,
  SaveCompanySettingsBody,
  SearchDivisionRange,
  StartPage,
  UserEditField,
} from '@kizuna/api-client/contract';
import { SaveCompanySettingsBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';

/** The company form as typed: the allow-list is one text, a block per line; minutes are text. */
export interface CompanyFormValues {
  organizationName: string;
  organizationAddress: string;
  organizationUrl: string;
  organizationPhone: string;
  copyInhibit: boolean;
  hideUserType: boolean;
  ipAllowList: string;
  searchDivisionRange: SearchDivisionRange;
  freeWordSearchType: FreeWordSearchType;
  sessionIdleMinutes: string;
  viewColumns: DynamicColumnType[];
  defaultStartPage: StartPage;
  /** The fields people may change themselves; null follows the view columns. */
  selfEditableFields: UserEditField[] | null;
  /** Blank: no Feedback entry in the menu. */
  feedbackUrl: string;
  /** Blank: the sign-in page. */
  sessionTimeoutNextUrl: string;
  contactExportCommon: boolean;
  contactExportPersonal: boolean;
  meetingLinkEnabled: boolean;
  chatLinkEnabled: boolean;
  storeSignInEnabled: boolean;
  ocrMachineUsers: OcrUsers;
  ocrRegolithUsers: OcrUsers;
}

/** The switches: they cannot be wrong. */
export type CompanySwitchField =
  | 'copyInhibit'
  | 'hideUserType'
  | 'contactExportCommon'
  | 'contactExportPersonal'
  | 'meetingLinkEnabled'
  | 'chatLinkEnabled'
  | 'storeSignInEnabled';
export type CompanyField = Exclude<keyof CompanyFormValues, CompanySwitchField>;
/** The fields typed as text. */
export type CompanyTextField = Exclude<
  CompanyField,
  | 'searchDivisionRange'
  | 'freeWordSearchType'
  | 'viewColumns'
  | 'defaultStartPage'
  | 'selfEditableFields'
  | 'ocrMachineUsers'
  | 'ocrRegolithUsers'
>;
export type CompanyProblems = Partial<Record<CompanyField, FieldError>>;

export function companyFormValues(settings: CompanySettings): CompanyFormValues {
  return {
    organizationName: settings.organizationName,
    organizationAddress: settings.organizationAddress,
    organizationUrl: settings.organizationUrl,
    organizationPhone: settings.organizationPhone,
    copyInhibit: settings.copyInhibit,
    hideUserType: settings.hideUserType,
    ipAllowList: settings.ipAllowList.join('\n'),
    searchDivisionRange: settings.searchDivisionRange,
    freeWordSearchType: settings.freeWordSearchType,
    sessionIdleMinutes: String(settings.sessionIdleMinutes),
    viewColumns: [...settings.viewColumns],
    defaultStartPage: settings.defaultStartPage,
    selfEditableFields: settings.selfEditableFields && [...settings.selfEditableFields],
    feedbackUrl: settings.feedbackUrl,
    sessionTimeoutNextUrl: settings.sessionTimeoutNextUrl,
    contactExportCommon: settings.contactExportCommon,
    contactExportPersonal: settings.contactExportPersonal,
    meetingLinkEnabled: settings.meetingLinkEnabled,
    chatLinkEnabled: settings.chatLinkEnabled,
    storeSignInEnabled: settings.storeSignInEnabled,
    ocrMachineUsers: settings.ocrMachineUsers,
    ocrRegolithUsers: settings.ocrRegolithUsers,
  };
}

/** Whole minutes as typed (full-width digits too); anything else is no number. */
function minutesOf(text: string): number {
  const digits = text.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** What `POST /admin/company` takes: the allow-list's blank lines left out. */
export function companyBody(values: CompanyFormValues): SaveCompanySettingsBody {
  return {
    ...values,
    ipAllowList: values.ipAllowList
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    sessionIdleMinutes: minutesOf(values.sessionIdleMinutes),
  };
}

const FIELDS: readonly CompanyField[] = [
  'organizationName',
  'organizationAddress',
  'organizationUrl',
  'organizationPhone',
  'ipAllowList',
  'searchDivisionRange',
  'freeWordSearchType',
  'sessionIdleMinutes',
  'viewColumns',
  'defaultStartPage',
  'selfEditableFields',
  'feedbackUrl',
  'sessionTimeoutNextUrl',
  'ocrMachineUsers',
  'ocrRegolithUsers',
];

/** Field errors (the form's own check, or a 400 answer) on the fields they belong to. */
export function companyProblemsOf(fieldErrors: readonly FieldError[]): CompanyProblems {
  const problems: CompanyProblems = {};
  for (const error of fieldErrors) {
    // `body.ipAllowList.3` is the fourth line: the whole list's field shows it.
    const field = FIELDS.find(
      (name) => error.path === `body.${name}` || error.path.startsWith(`body.${name}.`),
    );
    if (field && !problems[field]) problems[field] = error;
  }
  return problems;
}

/** What is wrong with the form by the contract's rules; a blank name is a missing one. */
export function companyFormProblems(values: CompanyFormValues): CompanyProblems {
  const problems = companyProblemsOf(checkBody(SaveCompanySettingsBodySchema, companyBody(values)));
  if (values.organizationName.trim() === '') {
    problems.organizationName = { path: 'body.organizationName', key: 'required' };
  }
  if (values.sessionIdleMinutes.trim() === '') {
    problems.sessionIdleMinutes = { path: 'body.sessionIdleMinutes', key: 'required' };
  }
  return problems;
}
