import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';

/** One change an administrator made, as the action log keeps it. */
export interface AdminAction {
  readonly tenantId: number;
  /**
   * Who acted; null for a change no user made, which `actorLabel` names instead, and for a sign-in
   * to an account the tenant does not have.
   */
  readonly actorUserId: number | null;
  /**
   * Who made a change no user made: `SCIM token <name>`. Left out for a user, whose name and
   * account id as they are now are kept instead, so the entry says who even once they are deleted.
   */
  readonly actorLabel?: string;
  readonly ip: string;
  readonly at: Date;
  /** What was done, `<area>.<verb>`: `information.create`. */
  readonly action: string;
  /** What it was done to, `<kind>:<id>`: `information:12`. */
  readonly target: string;
  /** The row before the change; null when it was created. */
  readonly before: unknown;
  /** The row after the change; null when it was deleted. */
  readonly after: unknown;
}

/** Appends the change to `admin_action_log`, in the caller's transaction so it commits with it. */
export async function recordAdminAction(trx: Db, action: AdminAction): Promise<void> {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  await trx
    .insertInto('admin_action_log')
    .values({
      tenant_id: action.tenantId,
      actor_user_id: action.actorUserId,
      actor_label:
        action.actorLabel ??
        (action.actorUserId === null
          ? null
          : sql<string>`(select fullname || ' (' || account_id || ')' from users
              where id = ${action.actorUserId} and tenant_id = ${action.tenantId})`),
      at: action.at,
      ip: action.ip,
      action: action.action,
      target: action.target,
      before: json(action.before),
      after: json(action.after),
    })
    .execute();
}
