import { AuthError } from '../modules/auth/index.js';
import { isSuspended, trialExpired, type TenantAccessFields } from '../modules/tenants/index.js';

/**
 * Refuses a call of a tenant whose trial has ended (403 TRIAL_EXPIRED) or that the operator has
 * suspended (401: its sessions ended with the suspension; one that slipped through is none).
 */
export function refuseOutsidePlan(tenant: TenantAccessFields, now: Date): void {
  if (isSuspended(tenant)) throw new AuthError('UNAUTHORIZED', 'the tenant is suspended');
  if (trialExpired(tenant, now)) {
    throw new AuthError('TRIAL_EXPIRED', 'the trial of the tenant has ended');
  }
}
