import type { Db } from '../../db/createDatabase.js';
import type { Principal } from '../principal/index.js';
import { hasCucmDevice } from './callSettingsStore.js';
import { CallSettingsError } from './CallSettingsError.js';

/** Call settings belong to a line: a user without an extension has none to set (001 §6). */
export function requireExtension(principal: Principal): string {
  const extension = principal.user.extension_num;
  if (!extension) throw new CallSettingsError('EXTENSION_REQUIRED', 'the user has no extension');
  return extension;
}

/**
 * Call rejection is applied by the phone system to the person's own device, so it needs the
 * extension and the person's adapter settings, the CTI device (001 §6).
 */
export async function requireRejectionLine(principal: Principal, db: Db): Promise<void> {
  requireExtension(principal);
  if (!(await hasCucmDevice(db, { tenantId: principal.tenant.id, userId: principal.user.id })))
    throw new CallSettingsError('ADAPTOR_SETTING_ERROR', 'the user has no CTI device set');
}
