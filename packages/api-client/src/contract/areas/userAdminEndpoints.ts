import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  EditDelegationGrantBodySchema,
  EditDelegationListSchema,
  EditDelegationParamsSchema,
  UserAdminDeleteImpactSchema,
  UserAdminDivisionOptionsSchema,
  UserAdminListQuerySchema,
  UserAdminListSchema,
  UserAdminParamsSchema,
  UserAdminPasswordSchema,
  UserAdminResetLinkSchema,
  UserAdminSaveBodySchema,
  UserAdminUserSchema,
  UserExportFileSchema,
  UserExportQuerySchema,
  UserImportBodySchema,
  UserImportJobSchema,
  UserImportResultSchema,
} from '../schemas/userAdminSchemas';
import { ImportJobAcceptedSchema, ImportJobParamsSchema } from '../schemas/importJobSchemas';

/** The user admin entry needs its role only (000 §6.4). */
const userAdmin = { kind: 'role', role: 'ADMIN_USER' } as const;

/** Delegated editing is granted by an administrator of users or of divisions (002 §6). */
const delegationAdmin = {
  kind: 'any',
  of: [
    { kind: 'role', role: 'ADMIN_USER' },
    { kind: 'role', role: 'ADMIN_DIVISION' },
  ],
} as const;

/**
 * User administration: the people of the tenant, their accounts, divisions and roles. Every
 * change is written to the action log; disabling a person ends all their sessions at once.
 */
export const userAdminEndpoints = withErrors(errorCodesOf('userAdmin'), {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/users',
    summary:
      'People of the tenant, enabled or not, by free word (as the directory matches), filters, one page',
    query: UserAdminListQuerySchema,
    response: UserAdminListSchema,
    capability: userAdmin,
  }),
  divisionOptions: defineEndpoint({
    method: 'GET',
    path: '/admin/users/divisions',
    summary: 'Every division of the tenant in tree order, for the filter and the user form',
    response: UserAdminDivisionOptionsSchema,
    capability: userAdmin,
  }),
  previewImport: defineEndpoint({
    method: 'POST',
    path: '/admin/users/import/preview',
    summary: 'Check a CSV or TSV of people line by line and say what importing it would do; changes nothing',
    body: UserImportBodySchema,
    response: UserImportResultSchema,
    capability: userAdmin,
    multipart: true,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/admin/users/import',
    summary:
      'Queue the import of a CSV or TSV of people by account id, all or nothing (a file with any error line changes nothing); answers the job at once',
    body: UserImportBodySchema,
    response: ImportJobAcceptedSchema,
    capability: userAdmin,
    multipart: true,
  }),
  importJob: defineEndpoint({
    method: 'GET',
    path: '/admin/users/importJobs/:jobId',
    summary: 'An import of people: waiting, running, or what it did line by line',
    params: ImportJobParamsSchema,
    response: UserImportJobSchema,
    capability: userAdmin,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/admin/users/export',
    summary: 'The people the list filters keep, as a CSV or TSV the import reads back',
    query: UserExportQuerySchema,
    response: UserExportFileSchema,
    produces: 'text/csv',
    capability: userAdmin,
  }),
  editDelegations: defineEndpoint({
    method: 'GET',
    path: '/admin/editDelegations',
    summary: 'Every grant of delegated editing (proxy edit): who may edit which people or divisions',
    response: EditDelegationListSchema,
    capability: delegationAdmin,
  }),
  grantEditDelegation: defineEndpoint({
    method: 'POST',
    path: '/admin/editDelegations',
    summary:
      'Let one person edit the directory fields of chosen people and of the members of chosen divisions, as they may edit their own',
    body: EditDelegationGrantBodySchema,
    response: EditDelegationListSchema,
    capability: delegationAdmin,
  }),
  revokeEditDelegation: defineEndpoint({
    method: 'POST',
    path: '/admin/editDelegations/:delegationId/remove',
    summary: 'End one grant of delegated editing',
    params: EditDelegationParamsSchema,
    response: EditDelegationListSchema,
    capability: delegationAdmin,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/admin/users/:userId',
    summary: 'One person with their divisions, roles and account state',
    params: UserAdminParamsSchema,
    response: UserAdminUserSchema,
    capability: userAdmin,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/admin/users',
    summary: 'Create a person, or change the one `userId` names',
    body: UserAdminSaveBodySchema,
    response: UserAdminUserSchema,
    capability: userAdmin,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:userId/disable',
    summary: 'Disable a person: every session of theirs ends at once',
    params: UserAdminParamsSchema,
    response: UserAdminUserSchema,
    capability: userAdmin,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:userId/enable',
    summary: 'Enable a disabled person again',
    params: UserAdminParamsSchema,
    response: UserAdminUserSchema,
    capability: userAdmin,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:userId/resetPassword',
    summary: 'Issue a new initial password (answered once); the person changes it at the next sign-in',
    params: UserAdminParamsSchema,
    response: UserAdminPasswordSchema,
    capability: userAdmin,
  }),
  sendPasswordResetLink: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:userId/sendPasswordResetLink',
    summary:
      'Mail the person a single-use link (24 h) to set a new password; older links stop working, the current password keeps working until it is used',
    params: UserAdminParamsSchema,
    response: UserAdminResetLinkSchema,
    capability: userAdmin,
  }),
  deleteImpact: defineEndpoint({
    method: 'GET',
    path: '/admin/users/:userId/deleteImpact',
    summary: 'How many personal contacts, folders, groups, calls and cards go with a person deleted',
    params: UserAdminParamsSchema,
    response: UserAdminDeleteImpactSchema,
    capability: userAdmin,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/admin/users/:userId/delete',
    summary: 'Delete a person with everything that is theirs alone',
    params: UserAdminParamsSchema,
    response: CountSchema,
    capability: userAdmin,
  }),
});
