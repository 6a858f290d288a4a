import { LIMITS, type contract } from '@kizuna/api-client/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { adminActionBy, adminActorOf, recordAdminAction } from '../actionLog/index.js';
import {
  deleteDialPickupNumber,
  dialPickupNumbers,
  insertDialPickupNumber,
  updateDialPickupNumber,
} from './callSettingsStore.js';
import { DialPickupAdminError } from './DialPickupAdminError.js';

/** An extension of the tenant's phone system: a short run of digits. */
const EXTENSION = /^[0-9]{2,8}$/;

/**
 * The number as stored: hyphens and spaces dropped. An extension, or a number libphonenumber-js
 * reads as valid (Japan when written without `+`); anything else is refused with a field error.
 */
function monitoredNumber(raw: string): string {
  const number = raw.replace(/[\s-]/g, '');
  if (EXTENSION.test(number)) return number;
  const phone = parsePhoneNumberFromString(number, 'JP');
  if (phone?.isValid()) return number;
  throw new RequestError('VALIDATION_FAILED', 'not a phone number', {
    fieldErrors: [{ path: 'body.number', key: 'phoneNumber' }],
  });
}

function entryOut(row: { id: number; number: string; label: string }) {
  return { dialPickupId: row.id, number: row.number, label: row.label };
}

function duplicate(): DialPickupAdminError {
  return new DialPickupAdminError('DIAL_PICKUP_DUPLICATE', 'the number is already monitored', {
    fieldErrors: [{ path: 'body.number', key: 'duplicate' }],
  });
}

export const dialPickupAdminHandlers: AreaHandlers<typeof contract.dialPickupAdmin> = {
  async list({ principal, deps }) {
    const rows = await dialPickupNumbers(deps.db, principal.tenant.id);
    return { items: rows.map(entryOut), limit: LIMITS.pickupRegistrableCount };
  },

  async add(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const number = monitoredNumber(input.body.number);
    return deps.db.transaction().execute(async (trx) => {
      const rows = await dialPickupNumbers(trx, actor.tenantId);
      if (rows.some((row) => row.number === number)) throw duplicate();
      if (rows.length >= LIMITS.pickupRegistrableCount)
        throw new DialPickupAdminError(
          'DIAL_PICKUP_LIMIT_EXCEEDED',
          'the tenant monitors as many as it may',
          {
            fieldErrors: [
              { path: 'body.number', key: 'limit', values: { max: LIMITS.pickupRegistrableCount } },
            ],
          },
        );
      const out = entryOut(
        await insertDialPickupNumber(trx, actor.tenantId, { number, label: input.body.label }),
      );
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'dialPickup.create', `dialPickup:${out.dialPickupId}`, null, out),
      );
      return out;
    });
  },

  async update(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const id = input.params.dialPickupId;
    const number = monitoredNumber(input.body.number);
    return deps.db.transaction().execute(async (trx) => {
      const rows = await dialPickupNumbers(trx, actor.tenantId);
      const before = rows.find((row) => row.id === id);
      if (!before) throw new DialPickupAdminError('DIAL_PICKUP_NOT_FOUND', 'no such monitored number');
      if (rows.some((row) => row.id !== id && row.number === number)) throw duplicate();
      const row = await updateDialPickupNumber(trx, actor.tenantId, id, { number, label: input.body.label });
      if (!row) throw new DialPickupAdminError('DIAL_PICKUP_NOT_FOUND', 'no such monitored number');
      const out = entryOut(row);
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'dialPickup.update', `dialPickup:${id}`, entryOut(before), out),
      );
      return out;
    });
  },

  async remove(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const id = input.params.dialPickupId;
    await deps.db.transaction().execute(async (trx) => {
      const before = (await dialPickupNumbers(trx, actor.tenantId)).find((row) => row.id === id);
      if (!before || !(await deleteDialPickupNumber(trx, actor.tenantId, id)))
        throw new DialPickupAdminError('DIAL_PICKUP_NOT_FOUND', 'no such monitored number');
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'dialPickup.delete', `dialPickup:${id}`, entryOut(before), null),
      );
    });
    return null;
  },
};
