import type { EndpointDefinition } from '@kizuna/api-client/contract';
import type { HandlerContext } from '../../http/Handler.js';

/** The administrator making a change, and where from: what the action log records of them. */
export interface AdminActor {
  readonly tenantId: number;
  readonly userId: number;
  readonly ip: string;
  readonly now: Date;
}

/** The administrator of a request, at the server's clock. */
export function adminActorOf({
  principal,
  deps,
  clientAddress,
}: HandlerContext<EndpointDefinition>): AdminActor {
  return { tenantId: principal.tenant.id, userId: principal.user.id, ip: clientAddress, now: deps.clock() };
}

/** The action-log entry of a change `actor` made to `target` (`<kind>:<id>`), before → after. */
export function adminActionBy(
  actor: AdminActor,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
) {
  return {
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    ip: actor.ip,
    at: actor.now,
    action,
    target,
    before,
    after,
  };
}
