import type { contract, PublicDestinationBody } from '@kizuna/api-client/contract';
import { AuthError } from '../auth/index.js';
import type { AreaHandlers, HandlerContext } from '../../http/Handler.js';
import { readOnly } from '../../http/Handler.js';
import type { EndpointDefinition } from '@kizuna/api-client/contract';
import { readDestinations, setUserDestination, type DestinationChoice } from '../destinations/index.js';
import { findEnabledPerson, InternalContactsError } from '../internalContacts/index.js';
import { lookupPhoneNumber } from './lookupPhoneNumber.js';
import { callRecordsAfter, insertCallRecord, peoplePage } from './publicApiStore.js';

function destinationChoiceOf(body: PublicDestinationBody): DestinationChoice {
  switch (body.kind) {
    case 'OTHER':
      return { kind: 'OTHER', text: body.destName };
    case 'CUSTOM':
      return { kind: 'CUSTOM', destId: body.destId };
    default:
      return { kind: body.kind };
  }
}

/** The tenant of the key that calls; these endpoints have no browser route. */
function tenantOf(context: HandlerContext<EndpointDefinition>): number {
  const caller = context.apiCaller;
  if (!caller) throw new AuthError('UNAUTHORIZED', 'this call needs an API key');
  return caller.tenantId;
}

export const publicApiHandlers: AreaHandlers<typeof contract.publicApi> = {
  people: readOnly(async (context) => {
    const { page, size, updatedSince } = context.input.query;
    const offset = (page - 1) * size;
    const since = updatedSince === undefined ? null : new Date(updatedSince);
    const { rows, totalCount } = await peoplePage(context.deps.db, tenantOf(context), since, {
      limit: size,
      offset,
    });
    return {
      items: rows,
      totalCount,
      size,
      offset,
      page,
      hasNext: offset + rows.length < totalCount,
      hasPrevious: page > 1,
    };
  }),
  phoneLookup: readOnly(async (context) => ({
    match: await lookupPhoneNumber(context.deps.db, tenantOf(context), context.input.query.number),
  })),
  callRecords: readOnly(async (context) => {
    const { afterId, size } = context.input.query;
    const { rows, more } = await callRecordsAfter(context.deps.db, tenantOf(context), afterId ?? 0, size);
    return { items: rows, nextAfterId: more ? rows[rows.length - 1]!.callRecordId : null };
  }),
  addCallRecord: async (context) => {
    const tenantId = tenantOf(context);
    const record = context.input.body;
    const person = await findEnabledPerson(context.deps.db, tenantId, record.userId);
    if (!person) throw new InternalContactsError('CONTACT_NOT_FOUND', 'no such person in the tenant');
    return insertCallRecord(context.deps.db, tenantId, {
      ...record,
      calledAt: new Date(record.calledAt).toISOString(),
    });
  },
  setDestination: async (context) => {
    const tenantId = tenantOf(context);
    const { userId } = context.input.params;
    const { db } = context.deps;
    await setUserDestination(
      db,
      tenantId,
      userId,
      destinationChoiceOf(context.input.body),
      context.deps.clock(),
    );
    const current = (await readDestinations(db, tenantId, [userId])).get(userId);
    return { userId, destination: current?.destination ?? null, updatedAt: current?.updatedAt ?? null };
  },
};
