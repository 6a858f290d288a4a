import { publicRoute } from '../publicApi';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  DivisionCommentBodySchema,
  DivisionIdParamsSchema,
  DivisionInfoSchema,
  DivisionListSchema,
  DivisionPartialTreeSchema,
  OwnDivisionsSchema,
} from '../schemas/divisionSchemas';

const session = { kind: 'session' } as const;

/** The division tree (001 §7 "Division"). */
export const divisionsEndpoints = withErrors(errorCodesOf('internalContacts'), {
  roots: defineEndpoint({
    method: 'GET',
    path: '/division/children',
    summary: 'Top-level divisions of the tenant',
    response: DivisionListSchema,
    capability: session,
    publicApi: publicRoute('/divisions', ['DIVISION_READ', 'USER_READ']),
  }),
  children: defineEndpoint({
    method: 'GET',
    path: '/division/children/:divisionId',
    summary: 'Direct children of a division',
    params: DivisionIdParamsSchema,
    response: DivisionListSchema,
    capability: session,
    publicApi: publicRoute('/divisions/:divisionId/children', ['DIVISION_READ', 'USER_READ']),
  }),
  partialTree: defineEndpoint({
    method: 'POST',
    path: '/division/partialTree/:divisionId',
    summary: 'Top-level divisions with the branch down to a division opened',
    params: DivisionIdParamsSchema,
    response: DivisionPartialTreeSchema,
    capability: session,
  }),
  info: defineEndpoint({
    method: 'GET',
    path: '/division/:divisionId/info',
    summary: 'A division’s phone, link and comment with its last editor',
    params: DivisionIdParamsSchema,
    response: DivisionInfoSchema,
    capability: session,
    publicApi: publicRoute('/divisions/:divisionId', ['DIVISION_READ', 'USER_READ']),
  }),
  saveComment: defineEndpoint({
    method: 'POST',
    path: '/division/:divisionId/info',
    summary:
      'Save the division comment (≤ 500 characters); members of the division and division or internal-contact admins may',
    params: DivisionIdParamsSchema,
    body: DivisionCommentBodySchema,
    response: DivisionInfoSchema,
    capability: { kind: 'feature', feature: 'DIVISION_INTRODUCTION' },
    publicApi: publicRoute('/divisions/:divisionId/comment', 'DIVISION_WRITE'),
  }),
  ownDivisions: defineEndpoint({
    method: 'GET',
    path: '/settings/division',
    summary: 'The user’s own divisions, for the default department display setting',
    response: OwnDivisionsSchema,
    capability: session,
  }),
});
