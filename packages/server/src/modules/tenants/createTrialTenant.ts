import type { Db } from '../../db/createDatabase.js';
import { createTenant, type CreatedTenant } from './createTenant.js';
import { DEFAULT_TENANT_FEATURES, startTrial } from './tenantOperator.js';

/**
 * What `kizuna tenant create` and the operator console make: a new tenant with its `admin`
 * account, on a trial with the default features and `licences` people.
 */
export async function createTrialTenant(
  db: Db,
  input: { code: string; name: string; licences: number; language: 'ja' | 'en' },
  operator: string,
  at: Date,
): Promise<CreatedTenant & { readonly trialEndsAt: Date }> {
  const created = await createTenant(db, {
    code: input.code,
    name: input.name,
    provideType: 'TRIAL',
    language: input.language,
  });
  const trialEndsAt = await startTrial(db, created.tenantId, {
    licences: input.licences,
    features: DEFAULT_TENANT_FEATURES,
    at,
    operator,
  });
  return { ...created, trialEndsAt };
}
