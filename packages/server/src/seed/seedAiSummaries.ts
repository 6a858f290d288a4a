import type { Db } from '../db/createDatabase.js';
import { selectTenantRows } from '../db/tenantRows.js';
import { extractiveSummariser, summarisePerson } from '../modules/aiSummary/index.js';

/**
 * The AI summaries of a tenant that has them, made as the server's worker makes them: the embedded
 * summariser over each profile and the thanks received, or "not enough" where they say too little.
 */
export async function seedAiSummaries(db: Db, tenantId: number, now: Date): Promise<void> {
  const tenant = await db
    .selectFrom('tenants')
    .select('ai_summary_enabled')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  if (!tenant.ai_summary_enabled) return;
  const profiles = await selectTenantRows(db, 'personal_info', tenantId).select('user_id').execute();
  const summariser = extractiveSummariser();
  for (const { user_id: userId } of profiles) await summarisePerson(db, summariser, tenantId, userId, now);
}
