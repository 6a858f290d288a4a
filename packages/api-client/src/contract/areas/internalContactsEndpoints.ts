import { publicRoute } from '../publicApi';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema, PageQuerySchema } from '../schemas/commonSchemas';
import {
  ContactDivisionParamsSchema,
  ContactIdParamsSchema,
  DivisionUsersSchema,
  InternalContactDetailSchema,
  InternalContactFreeWordBodySchema,
  InternalContactPageSchema,
  InternalContactSearchBodySchema,
  RegisteredUserPageSchema,
  RegisteredUsersQuerySchema,
} from '../schemas/internalContactSchemas';

/** Reading the directory needs a session only; what a person may edit is decided per row. */
const session = { kind: 'session' } as const;

/** The internal directory (spec 001 §7 "Internal contacts"). */
export const internalContactsEndpoints = withErrors(errorCodesOf('internalContacts'), {
  search: defineEndpoint({
    method: 'POST',
    path: '/internalContacts/search',
    summary: 'Field search of the internal directory, paged, in a stable order',
    query: PageQuerySchema,
    body: InternalContactSearchBodySchema,
    response: InternalContactPageSchema,
    capability: session,
    publicApi: publicRoute('/people/search', 'USER_READ'),
  }),
  searchCount: defineEndpoint({
    method: 'POST',
    path: '/internalContacts/searchCount',
    summary: 'How many people a field search finds',
    body: InternalContactSearchBodySchema,
    response: CountSchema,
    capability: session,
  }),
  searchByFreeWord: defineEndpoint({
    method: 'POST',
    path: '/internalContacts/searchByFreeWord',
    summary: 'Free-word search of the internal directory (names only, or every field)',
    query: PageQuerySchema,
    body: InternalContactFreeWordBodySchema,
    response: InternalContactPageSchema,
    capability: session,
    publicApi: publicRoute('/people/searchByFreeWord', 'USER_READ'),
  }),
  searchByFreeWordCount: defineEndpoint({
    method: 'POST',
    path: '/internalContacts/searchByFreeWordCount',
    summary: 'How many people a free-word search finds',
    body: InternalContactFreeWordBodySchema,
    response: CountSchema,
    capability: session,
  }),
  registeredUsers: defineEndpoint({
    method: 'GET',
    path: '/internalContacts/registeredUsers',
    summary: 'People of the tenant by name, for choosing a registered user',
    query: RegisteredUsersQuerySchema,
    response: RegisteredUserPageSchema,
    capability: session,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/internalContact/detail/:contactId',
    summary: 'One person of the directory with divisions, phones and chat links',
    params: ContactIdParamsSchema,
    response: InternalContactDetailSchema,
    capability: session,
    publicApi: publicRoute('/people/:contactId', 'USER_READ'),
  }),
  divisionUsers: defineEndpoint({
    method: 'GET',
    path: '/internalContact/:contactId/divisionUsers/:divisionId',
    summary: 'The first six other members of one of the person’s divisions, and their number',
    params: ContactDivisionParamsSchema,
    response: DivisionUsersSchema,
    capability: session,
  }),
});
