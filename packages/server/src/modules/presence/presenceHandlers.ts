import type { contract, ScheduleItem } from '@kizuna/api-client/contract';
import { SCHEDULE_SHOW_AS, type ScheduleShowAs } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { PresenceError } from './PresenceError.js';
import type { Principal } from '../principal/index.js';
import {
  deleteScheduleItem,
  findOwnPresence,
  insertScheduleItem,
  peopleAmong,
  presenceCssClass,
  presenceOfPeople,
  saveOwnPresence,
  scheduleItems,
  toPresenceStatus,
} from './presenceStore.js';

const DAY_MS = 86_400_000;
/** Schedules are shown by the Japanese calendar day until tenants get a time zone setting. */
const TOKYO_OFFSET_MS = 9 * 3_600_000;
const UPCOMING_DAYS = 7;
const UPCOMING_MAX = 50;

function startOfTokyoDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + TOKYO_OFFSET_MS) / DAY_MS) * DAY_MS - TOKYO_OFFSET_MS);
}

function asShowAs(value: string): ScheduleShowAs {
  return (SCHEDULE_SHOW_AS as readonly string[]).includes(value) ? (value as ScheduleShowAs) : 'unknown';
}

type ScheduleRow = {
  id: number;
  user_id: number;
  start_at: Date | string;
  end_at: Date | string;
  subject: string;
  status: string;
  location: string | null;
};

function toItem(row: ScheduleRow): ScheduleItem {
  return {
    scheduleId: Number(row.id),
    rangeTime: { start: new Date(row.start_at).toISOString(), end: new Date(row.end_at).toISOString() },
    subject: row.subject,
    status: asShowAs(row.status),
    location: row.location,
  };
}

/** Every id must be a person of the tenant; another tenant's id is a 404, like anywhere. */
async function requirePeople(db: Db, tenantId: number, userIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(userIds)];
  const rows = await peopleAmong(db, tenantId, unique);
  if (rows.length !== unique.length) {
    throw new PresenceError('CONTACT_NOT_FOUND', 'a user id is not a person of the tenant');
  }
  return unique;
}

async function myPresenceOf(db: Db, principal: Principal) {
  const row = await findOwnPresence(db, principal.tenant.id, principal.user.id);
  return {
    status: toPresenceStatus(row?.status),
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

export const presenceHandlers: AreaHandlers<typeof contract.presence> = {
  // No Microsoft 365 link can be configured yet: these say so instead of failing.
  async authentication() {
    return { configured: false, authenticated: false, errorCode: 'ACCESS_TOKEN_NOT_FOUND' };
  },

  async requireAuthentication() {
    return { configured: false, required: false };
  },

  async authorizeUri() {
    return { configured: false, uri: null };
  },

  async statuses({ principal, deps, input }) {
    // One statement answers both whether every id is a person of the tenant and their presence.
    const presence = await presenceOfPeople(deps.db, principal.tenant.id, input.body.userIds);
    if (presence.size !== new Set(input.body.userIds).size)
      throw new PresenceError('CONTACT_NOT_FOUND', 'a user id is not a person of the tenant');
    return {
      items: input.body.userIds.map((userId) => {
        const status = presence.get(userId) ?? 'UNKNOWN';
        return { userId, status, cssClass: presenceCssClass(status) };
      }),
    };
  },

  async schedules({ principal, deps, input }) {
    const tenantId = principal.tenant.id;
    const from = startOfTokyoDay(deps.clock());
    const to = new Date(from.getTime() + DAY_MS);
    const people = await requirePeople(deps.db, tenantId, input.body.userIds);
    const rows = await scheduleItems(deps.db, tenantId, people, { from, to });
    return {
      items: input.body.userIds.map((userId) => ({
        userId,
        items: rows.filter((row) => Number(row.user_id) === userId).map(toItem),
      })),
    };
  },

  async userSchedules({ principal, deps, input }) {
    const tenantId = principal.tenant.id;
    const { userId } = input.params;
    await requirePeople(deps.db, tenantId, [userId]);
    const from = startOfTokyoDay(deps.clock());
    const rows = await scheduleItems(deps.db, tenantId, [userId], {
      from,
      to: new Date(from.getTime() + UPCOMING_DAYS * DAY_MS),
      limit: UPCOMING_MAX,
    });
    return { userId, items: rows.map(toItem) };
  },

  async myPresence({ principal, deps }) {
    return myPresenceOf(deps.db, principal);
  },

  async setMyPresence({ principal, deps, input }) {
    const now = deps.clock();
    await saveOwnPresence(deps.db, principal.tenant.id, principal.user.id, input.body.status, now);
    return myPresenceOf(deps.db, principal);
  },

  async addMySchedule({ principal, deps, input }) {
    const row = await insertScheduleItem(deps.db, principal.tenant.id, principal.user.id, {
      start_at: new Date(input.body.start),
      end_at: new Date(input.body.end),
      subject: input.body.subject,
      status: input.body.status,
      location: input.body.location,
    });
    return toItem(row);
  },

  async deleteMySchedule({ principal, deps, input }) {
    const deleted = await deleteScheduleItem(
      deps.db,
      principal.tenant.id,
      principal.user.id,
      input.params.scheduleId,
    );
    if (deleted === 0) {
      throw new PresenceError('SCHEDULE_NOT_FOUND', 'no such item in the own schedule');
    }
    return null;
  },
};
