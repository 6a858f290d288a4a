import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { publicRoute } from '../publicApi';
import {
  CallRecordBodySchema,
  CallRecordListSchema,
  CallRecordQuerySchema,
  CallRecordSchema,
  PersonIdParamsSchema,
  PhoneLookupQuerySchema,
  PhoneLookupResultSchema,
  PublicDestinationBodySchema,
  PublicDestinationSchema,
  PublicPersonPageSchema,
  SyncPageQuerySchema,
} from '../schemas/publicApiSchemas';

const session = { kind: 'session' } as const;

/**
 * Calls only API-key callers make (`/api/v1`): what a phone system, an HR system or a sync job
 * needs beyond the browser's endpoints. Service connections may call them; a personal key calls
 * them as its owner.
 */
export const publicApiEndpoints = withErrors(errorCodesOf('internalContacts', 'userDest'), {
  people: defineEndpoint({
    method: 'GET',
    path: '/publicApi/people',
    summary: 'The people of the directory, oldest change first, for incremental sync (`updatedSince`)',
    query: SyncPageQuerySchema,
    response: PublicPersonPageSchema,
    capability: session,
    keyOnly: true,
    publicApi: publicRoute('/people', 'USER_READ', { services: true }),
  }),
  phoneLookup: defineEndpoint({
    method: 'GET',
    path: '/publicApi/phoneNumbers/lookup',
    summary: 'Caller-ID: the person or external contact a phone number belongs to',
    query: PhoneLookupQuerySchema,
    response: PhoneLookupResultSchema,
    capability: session,
    keyOnly: true,
    publicApi: publicRoute('/phoneNumbers/lookup', 'PHONE_NUM_CONTACT_READ', { services: true }),
  }),
  callRecords: defineEndpoint({
    method: 'GET',
    path: '/publicApi/callHistory',
    summary: 'Call records of the tenant in the order they were written; page on with `afterId`',
    query: CallRecordQuerySchema,
    response: CallRecordListSchema,
    capability: session,
    keyOnly: true,
    publicApi: publicRoute('/callHistory', 'CALL_HISTORY_READ', { services: true }),
  }),
  addCallRecord: defineEndpoint({
    method: 'POST',
    path: '/publicApi/callHistory',
    summary: 'Write a finished call a phone system reports into the person’s call history',
    body: CallRecordBodySchema,
    response: CallRecordSchema,
    capability: session,
    keyOnly: true,
    publicApi: publicRoute('/callHistory', 'CALL_HISTORY_WRITE', { services: true }),
  }),
  setDestination: defineEndpoint({
    method: 'PUT',
    path: '/publicApi/people/:userId/destination',
    summary: 'Set a person’s destination (a door panel: left for the day), a tenant’s own one or a free text',
    params: PersonIdParamsSchema,
    body: PublicDestinationBodySchema,
    response: PublicDestinationSchema,
    capability: session,
    keyOnly: true,
    publicApi: publicRoute('/people/:userId/destination', 'DESTINATION_WRITE', { services: true }),
  }),
});
