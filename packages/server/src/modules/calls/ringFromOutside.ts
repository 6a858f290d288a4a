import type { Db } from '../../db/createDatabase.js';
import { publishingPbx } from './publishingPbx.js';
import { isAdapterMode } from './phoneSystemFor.js';
import { PhoneSystemError } from './PhoneSystemError.js';

export class RingRequestError extends Error {}

/** An outside number calls an extension of a tenant on the simulated PBX (operator task). */
export async function ringFromOutside(
  db: Db,
  request: { readonly tenant: string; readonly to: string; readonly from: string },
): Promise<{ callId: number }> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['id', 'call_control_mode'])
    .where('code', '=', request.tenant)
    .executeTakeFirst();
  if (!tenant) throw new RingRequestError(`no tenant "${request.tenant}"`);
  if (!isAdapterMode(tenant.call_control_mode as never))
    throw new RingRequestError(
      `tenant "${request.tenant}" places calls in the browser (${tenant.call_control_mode}); it has no PBX`,
    );
  const pbx = publishingPbx(db);
  try {
    return await pbx.injectOutsideCall(tenant.id, request.from, request.to);
  } catch (error) {
    if (error instanceof PhoneSystemError && error.code === 'ADDRESS_NOT_EXIST')
      throw new RingRequestError(
        `"${request.to}" is not an extension of ${request.tenant}, or "${request.from}" is not a number`,
      );
    throw error;
  }
}
