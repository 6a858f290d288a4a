import type { PresenceStatus } from '@kizuna/api-client/contract';
import { PRESENCE_STATUSES } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';

export function presenceCssClass(status: PresenceStatus): string {
  return `presence-${status.toLowerCase().replace(/_/g, '-')}`;
}

function asStatus(value: string | null | undefined): PresenceStatus {
  return (PRESENCE_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as PresenceStatus)
    : 'UNKNOWN';
}

/**
 * The internal presence store, the embedded default behind presence. Ids of other tenants, people
 * who never set a status, and any failure to read answer UNKNOWN (spec 001 §8).
 */
export async function readPresence(
  db: Db,
  tenantId: number,
  userIds: readonly number[],
): Promise<Map<number, PresenceStatus>> {
  const result = new Map<number, PresenceStatus>(userIds.map((id) => [id, 'UNKNOWN']));
  if (userIds.length === 0) return result;
  try {
    const rows = await db
      .selectFrom('user_presence')
      .select(['user_id', 'status'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', 'in', [...new Set(userIds)])
      .execute();
    for (const row of rows) result.set(Number(row.user_id), asStatus(row.status));
  } catch (error) {
    console.warn('presence could not be read; answering UNKNOWN', error);
  }
  return result;
}

export { asStatus as toPresenceStatus };
