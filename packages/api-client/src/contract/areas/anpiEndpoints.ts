import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  AddAnpiPermissionBodySchema,
  AddAnpiPermissionResultSchema,
  AnpiAnswerBodySchema,
  AnpiAnswerForBodySchema,
  AnpiAnswerSchema,
  AnpiCheckIdParamsSchema,
  AnpiCheckListSchema,
  AnpiCheckSchema,
  AnpiCompanyLevelPermissionsSchema,
  AnpiLinkAnswerBodySchema,
  AnpiLinkTokenBodySchema,
  AnpiLinkViewSchema,
  AnpiNonRespondersPageSchema,
  AnpiNonRespondersQuerySchema,
  AnpiPeoplePageSchema,
  AnpiPeopleQuerySchema,
  AnpiRegistrationMaxSchema,
  AnpiResultsExportQuerySchema,
  AnpiResultsFileSchema,
  AnpiResultsSchema,
  MyAnpiCheckListSchema,
  RemoveAnpiPermissionsQuerySchema,
  StartAnpiCheckBodySchema,
} from '../schemas/anpiSchemas';
import { CountSchema } from '../schemas/commonSchemas';

/** ADMIN_ANPI with the tenant's anpi feature (000 §6.4, 002 §6). */
const anpiAdmin = {
  kind: 'all',
  of: [
    { kind: 'role', role: 'ADMIN_ANPI' },
    { kind: 'feature', feature: 'ANPI' },
  ],
} as const;

/** Anyone signed in to a tenant with the anpi feature: everyone may be asked. */
const anpiUser = { kind: 'feature', feature: 'ANPI' } as const;

const PERMISSIONS_PATH = '/admin/anpi/users/companyLevelPermissions';

/**
 * Safety confirmation administration: the company-level permission holders (002 §2, §7) and the
 * checks. Starting a check asks everyone targeted in the app (the notification badge) and by mail
 * with their own single-use answer link; every change is written to the action log.
 */
export const anpiAdminEndpoints = withErrors(errorCodesOf('anpi'), {
  registrationMax: defineEndpoint({
    method: 'GET',
    path: `${PERMISSIONS_PATH}/registrationMax`,
    summary: 'How many people may hold company-level permission',
    response: AnpiRegistrationMaxSchema,
    capability: anpiAdmin,
  }),
  companyLevelPermissions: defineEndpoint({
    method: 'GET',
    path: PERMISSIONS_PATH,
    summary: 'The people who may see the results of the whole company, with registrationMax',
    response: AnpiCompanyLevelPermissionsSchema,
    capability: anpiAdmin,
  }),
  addCompanyLevelPermission: defineEndpoint({
    method: 'PUT',
    path: PERMISSIONS_PATH,
    summary: 'Give the person of an account id company-level permission (SUCCESS, or a refusal)',
    body: AddAnpiPermissionBodySchema,
    response: AddAnpiPermissionResultSchema,
    capability: anpiAdmin,
  }),
  removeCompanyLevelPermissions: defineEndpoint({
    method: 'DELETE',
    path: PERMISSIONS_PATH,
    summary: 'Take company-level permission from the people of `userIds` (joined by commas)',
    query: RemoveAnpiPermissionsQuerySchema,
    response: CountSchema,
    capability: anpiAdmin,
  }),
  startCheck: defineEndpoint({
    method: 'POST',
    path: '/admin/anpi/checks',
    summary: 'Start a safety check (real or drill) for the whole company or chosen divisions',
    body: StartAnpiCheckBodySchema,
    response: AnpiCheckSchema,
    capability: anpiAdmin,
  }),
  checks: defineEndpoint({
    method: 'GET',
    path: '/admin/anpi/checks',
    summary: 'Every check of the tenant, open and closed, newest first',
    response: AnpiCheckListSchema,
    capability: anpiAdmin,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/admin/anpi/checks/:checkId',
    summary: 'One check with its counts',
    params: AnpiCheckIdParamsSchema,
    response: AnpiCheckSchema,
    capability: anpiAdmin,
  }),
  closeCheck: defineEndpoint({
    method: 'POST',
    path: '/admin/anpi/checks/:checkId/close',
    summary: 'Close a check: it takes no more answers and stays readable',
    params: AnpiCheckIdParamsSchema,
    response: AnpiCheckSchema,
    capability: anpiAdmin,
  }),
});

/**
 * Safety checks as the people asked and those who follow the results see them. Results are scoped
 * on the server: company-level permission holders and ADMIN_ANPI see everyone, others only what
 * they may see (`ANPI_NO_PERMISSION` otherwise).
 */
export const anpiEndpoints = withErrors(errorCodesOf('anpi'), {
  myChecks: defineEndpoint({
    method: 'GET',
    path: '/anpi/myChecks',
    summary: 'Open checks that ask the signed-in person, with their answer so far',
    response: MyAnpiCheckListSchema,
    capability: anpiUser,
  }),
  answer: defineEndpoint({
    method: 'PUT',
    path: '/anpi/checks/:checkId/answer',
    summary: 'Answer a check (or change one’s answer) while it is open',
    params: AnpiCheckIdParamsSchema,
    body: AnpiAnswerBodySchema,
    response: AnpiAnswerSchema,
    capability: anpiUser,
  }),
  answerFor: defineEndpoint({
    method: 'PUT',
    path: '/anpi/checks/:checkId/answerFor',
    summary: 'Enter the answer of someone reached by phone; records who entered it',
    params: AnpiCheckIdParamsSchema,
    body: AnpiAnswerForBodySchema,
    response: AnpiAnswerSchema,
    capability: anpiUser,
  }),
  checks: defineEndpoint({
    method: 'GET',
    path: '/anpi/checks',
    summary: 'Checks whose results the signed-in person may follow, newest first',
    response: AnpiCheckListSchema,
    capability: anpiUser,
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/anpi/checks/:checkId/results',
    summary: 'Counts per answer and per division, of the people the caller may see',
    params: AnpiCheckIdParamsSchema,
    response: AnpiResultsSchema,
    capability: anpiUser,
  }),
  nonResponders: defineEndpoint({
    method: 'GET',
    path: '/anpi/checks/:checkId/nonResponders',
    summary: 'People who have not answered, with their phone numbers, one page',
    params: AnpiCheckIdParamsSchema,
    query: AnpiNonRespondersQuerySchema,
    response: AnpiNonRespondersPageSchema,
    capability: anpiUser,
  }),
  people: defineEndpoint({
    method: 'GET',
    path: '/anpi/checks/:checkId/people',
    summary: 'Everyone asked with their answer (or none yet), filtered and sorted, one page',
    params: AnpiCheckIdParamsSchema,
    query: AnpiPeopleQuerySchema,
    response: AnpiPeoplePageSchema,
    capability: anpiUser,
  }),
  notifyNonResponders: defineEndpoint({
    method: 'POST',
    path: '/anpi/checks/:checkId/nonResponders/notify',
    summary: 'Ask the people who have not answered again (app and mail, with a new link)',
    params: AnpiCheckIdParamsSchema,
    response: CountSchema,
    capability: anpiUser,
  }),
  exportResults: defineEndpoint({
    method: 'GET',
    path: '/anpi/checks/:checkId/results/export',
    summary: 'The people of `people` (same filters and sort, every page) with their answer, as TSV',
    params: AnpiCheckIdParamsSchema,
    query: AnpiResultsExportQuerySchema,
    response: AnpiResultsFileSchema,
    produces: 'text/tab-separated-values',
    capability: anpiUser,
  }),
});

const publicAccess = { kind: 'public' } as const;

/**
 * The answer page of a person's mailed link (`/front/anpi/answer/<token>`): no session, the token
 * is the key and is used up by the answer. Forged and revoked tokens answer alike.
 */
export const anpiLinkEndpoints = withErrors(errorCodesOf('anpi'), {
  target: defineEndpoint({
    method: 'POST',
    path: '/anpi/link/target',
    summary: 'The check and the person a link asks, with their answer so far',
    body: AnpiLinkTokenBodySchema,
    response: AnpiLinkViewSchema,
    capability: publicAccess,
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/anpi/link/answer',
    summary: 'Answer through the link; the link is then used',
    body: AnpiLinkAnswerBodySchema,
    response: AnpiAnswerSchema,
    capability: publicAccess,
  }),
});
