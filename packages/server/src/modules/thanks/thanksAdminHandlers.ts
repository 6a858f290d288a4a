import {
  THANKS_LIMITS,
  THANKS_STAMP_ICONS,
  type Contract,
  type ThanksSettings,
} from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { ThanksError } from './ThanksError.js';
import { removeStampIcon, uploadStampIcon } from './thanksStampIcons.js';
import { thanksLogFile, thanksLogSummary } from './thanksLogs.js';
import {
  findStamps,
  insertStamp,
  listStamps,
  loadSettings,
  removeStamps,
  saveSettings,
  updateStamp,
  type ThanksSettingsRow,
} from './thanksStore.js';

type AdminHandlers = AreaHandlers<Contract['thanksAdmin']>;

function toSettings(row: ThanksSettingsRow): ThanksSettings {
  return {
    currentCloseDate: row.close_date as ThanksSettings['currentCloseDate'],
    notificationOn: row.notification_on,
    pointLimit: row.point_limit,
    resetDayOfWeek: row.reset_day_of_week as ThanksSettings['resetDayOfWeek'],
    selectableCloseDate: [...THANKS_LIMITS.closeDates],
  };
}

const logExport =
  (name: Parameters<typeof thanksLogFile>[2]): AdminHandlers[typeof name] =>
  ({ principal, deps, input }) =>
    thanksLogFile(deps.db, principal.tenant.id, name, input.query);

export const thanksAdminHandlers: AdminHandlers = {
  async settings({ principal, deps }) {
    return toSettings(await loadSettings(deps.db, principal.tenant.id));
  },
  async setCloseDate({ principal, deps, input }) {
    return toSettings(
      await saveSettings(deps.db, principal.tenant.id, { close_date: input.body.closeDate }, deps.clock()),
    );
  },
  async setPoint({ principal, deps, input }) {
    const { pointLimit, resetDayOfWeek } = input.body;
    const change = {
      point_limit: pointLimit,
      ...(resetDayOfWeek === undefined ? {} : { reset_day_of_week: resetDayOfWeek }),
    };
    return toSettings(await saveSettings(deps.db, principal.tenant.id, change, deps.clock()));
  },
  async setMail({ principal, deps, input }) {
    return toSettings(
      await saveSettings(
        deps.db,
        principal.tenant.id,
        { notification_on: input.body.notificationOn },
        deps.clock(),
      ),
    );
  },

  async stamps({ principal, deps }) {
    return { stamps: await listStamps(deps.db, principal.tenant.id, false) };
  },
  async createStamp({ principal, deps, input }) {
    return insertStamp(deps.db, principal.tenant.id, input.body);
  },
  async updateStamp({ principal, deps, input }) {
    const stamp = await updateStamp(deps.db, principal.tenant.id, input.params.stampId, input.body);
    if (!stamp) throw new ThanksError('THANKS_STAMP_NOT_FOUND', 'no such stamp in the tenant');
    return stamp;
  },
  async uploadStampIcon({ principal, deps, input }) {
    return uploadStampIcon(deps.db, principal.tenant.id, input.params.stampId, input.body.file);
  },
  async removeStampIcon({ principal, deps, input }) {
    return removeStampIcon(deps.db, principal.tenant.id, input.params.stampId);
  },
  async removeStamps({ principal, deps, input }) {
    const tenantId = principal.tenant.id;
    const stampIds = [...new Set(input.body.stampIds)];
    return deps.db.transaction().execute(async (trx) => {
      if ((await findStamps(trx, tenantId, stampIds, false)).length !== stampIds.length)
        throw new ThanksError('THANKS_STAMP_NOT_FOUND', 'no such stamp in the tenant');
      return { count: await removeStamps(trx, tenantId, stampIds) };
    });
  },
  async stampIcons() {
    return { icons: [...THANKS_STAMP_ICONS] };
  },

  async logSummary({ principal, deps, input }) {
    const settings = await loadSettings(deps.db, principal.tenant.id);
    return thanksLogSummary(deps.db, principal.tenant.id, input.query, settings.reset_day_of_week);
  },
  exportUsageStatistics: logExport('exportUsageStatistics'),
  exportCardInfo: logExport('exportCardInfo'),
  exportLikeInfo: logExport('exportLikeInfo'),
  exportAccess: logExport('exportAccess'),
  exportCardStamp: logExport('exportCardStamp'),
};
