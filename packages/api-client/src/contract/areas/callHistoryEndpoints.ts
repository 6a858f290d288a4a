import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema, PageQuerySchema } from '../schemas/commonSchemas';
import {
  AddCallRejectionsBodySchema,
  AddCallRejectionsResultSchema,
  CallHistoryDeleteBodySchema,
  CallHistoryPageSchema,
} from '../schemas/callHistorySchemas';

const session = { kind: 'session' } as const;

/** Blocking a caller from the history adds to the rejection list, which needs an extension and has a limit. */
const errors = [
  ...errorCodesOf('callHistory'),
  'EXTENSION_REQUIRED',
  'CALL_REJECTION_LIMIT_EXCEEDED',
] as const;

/**
 * The own call history (001 §7 "Call history"): one row per finished call the user took part in,
 * newest first, with the other party as the directory knows them. Rows are the user's own; ids of
 * anyone else's rows are unknown ids.
 */
export const callHistoryEndpoints = withErrors(errors, {
  incoming: defineEndpoint({
    method: 'GET',
    path: '/callHistory/incoming',
    summary: 'Calls that rang the own line, newest first (30 a page unless size says 50 or 100)',
    query: PageQuerySchema,
    response: CallHistoryPageSchema,
    capability: session,
  }),
  outgoing: defineEndpoint({
    method: 'GET',
    path: '/callHistory/outgoing',
    summary: 'Calls made from the own line, newest first',
    query: PageQuerySchema,
    response: CallHistoryPageSchema,
    capability: session,
  }),
  deleteIncoming: defineEndpoint({
    method: 'POST',
    path: '/callHistory/incoming/delete',
    summary: 'Delete own incoming history rows; answers how many were deleted',
    body: CallHistoryDeleteBodySchema,
    response: CountSchema,
    capability: session,
  }),
  deleteOutgoing: defineEndpoint({
    method: 'POST',
    path: '/callHistory/outgoing/delete',
    summary: 'Delete own outgoing history rows; answers how many were deleted',
    body: CallHistoryDeleteBodySchema,
    response: CountSchema,
    capability: session,
  }),
  addCallRejections: defineEndpoint({
    method: 'POST',
    path: '/callHistory/addCallRejections',
    summary: 'Block a number: it never rings the own line again',
    body: AddCallRejectionsBodySchema,
    response: AddCallRejectionsResultSchema,
    capability: { kind: 'rule', rule: 'callSettings' },
  }),
});
