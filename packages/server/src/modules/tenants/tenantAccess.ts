import type { TenantRow } from '../../db/DatabaseSchema.js';

export type TenantAccessFields = Pick<TenantRow, 'provide_type' | 'trial_ends_at' | 'suspended_at'>;

/** A TRIAL whose end has come: its people sign in, but only the principal's reads answer. */
export function trialExpired(tenant: TenantAccessFields, now: Date): boolean {
  return (
    tenant.provide_type === 'TRIAL' &&
    tenant.trial_ends_at !== null &&
    new Date(tenant.trial_ends_at).getTime() <= now.getTime()
  );
}

export function isSuspended(tenant: TenantAccessFields): boolean {
  return tenant.suspended_at !== null;
}
