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
