import type { Db } from '../../db/createDatabase.js';
import { isSuspended, trialExpired } from '../tenants/index.js';
import { ScimError } from './ScimError.js';

/**
 * A suspended tenant, or one whose trial has ended, provisions nobody: its people cannot use
 * Kizuna, and an identity provider that kept creating and changing them would change the data the
 * operator is about to export or delete. 403 in the SCIM error schema, read before anything else.
 */
export async function refuseOutsidePlan(db: Db, tenantId: number, now: Date): Promise<void> {
  const tenant = await db
    .selectFrom('tenants')
    .select(['provide_type', 'trial_ends_at', 'suspended_at'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!tenant || isSuspended(tenant)) {
    throw new ScimError(
      403,
      'the tenant is suspended: provisioning is refused until the operator resumes it',
    );
  }
  if (trialExpired(tenant, now)) {
    throw new ScimError(
      403,
      `the trial of the tenant ended at ${new Date(tenant.trial_ends_at!).toISOString()}: provisioning is refused until the plan is upgraded`,
    );
  }
}
