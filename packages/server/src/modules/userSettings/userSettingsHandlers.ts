import type { contract } from '@kizuna/api-client/contract';
import { effectiveStartPage, isStartPageAllowed } from '@kizuna/api-client/rules';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import type { Principal } from '../principal/index.js';
import { UserSettingsError } from './UserSettingsError.js';
import { divisionsAmong, findSettings, saveSettings } from './userSettingsStore.js';

async function settingsOf(db: Db, principal: Principal) {
  const row = await findSettings(db, principal.tenant.id, principal.user.id);
  return {
    destMenuType: row?.login_dest_menu_type ?? 'HOME',
    // The person's own choice; without one, the tenant's default (company settings).
    startPage: effectiveStartPage(principal.capability, row?.start_page, principal.tenant.default_start_page),
    dispType: row?.internal_disp_type ?? 'ALL',
    divisionIds: row?.internal_division_ids ?? [],
    confirmBeforeCalling: row?.confirm_before_calling ?? true,
  };
}

export const userSettingsHandlers: AreaHandlers<typeof contract.userSettings> = {
  async loginDisp({ principal, deps }) {
    const { destMenuType, startPage } = await settingsOf(deps.db, principal);
    return { destMenuType, startPage };
  },

  async saveLoginDisp({ principal, deps, input }) {
    const { destMenuType, startPage } = input.body;
    if (startPage !== undefined && !isStartPageAllowed(principal.capability, startPage)) {
      throw new UserSettingsError('START_PAGE_UNAVAILABLE', 'the start page is not one the user can reach', {
        fieldErrors: [{ path: 'body.startPage', key: 'invalid' }],
      });
    }
    const values = {
      login_dest_menu_type: destMenuType,
      ...(startPage === undefined ? {} : { start_page: startPage }),
      updated_at: deps.clock(),
    };
    await saveSettings(deps.db, principal.tenant.id, principal.user.id, values);
    const saved = await settingsOf(deps.db, principal);
    return { destMenuType: saved.destMenuType, startPage: saved.startPage };
  },

  async internalDisp({ principal, deps }) {
    const { dispType, divisionIds } = await settingsOf(deps.db, principal);
    return { dispType, divisionIds };
  },

  async saveInternalDisp({ principal, deps, input }) {
    const divisionIds = [...new Set(input.body.divisionIds)];
    if (divisionIds.length > 0) {
      const known = await divisionsAmong(deps.db, principal.tenant.id, divisionIds);
      if (known.length !== divisionIds.length) {
        throw new UserSettingsError('DIVISION_NOT_FOUND', 'a division id is not a division of the tenant');
      }
    }
    const now = deps.clock();
    const values = {
      internal_disp_type: input.body.dispType,
      internal_division_ids: divisionIds,
      updated_at: now,
    };
    await saveSettings(deps.db, principal.tenant.id, principal.user.id, values);
    const saved = await settingsOf(deps.db, principal);
    return { dispType: saved.dispType, divisionIds: saved.divisionIds };
  },

  async callDisp({ principal, deps }) {
    const { confirmBeforeCalling } = await settingsOf(deps.db, principal);
    return { confirmBeforeCalling };
  },

  async saveCallDisp({ principal, deps, input }) {
    const values = { confirm_before_calling: input.body.confirmBeforeCalling, updated_at: deps.clock() };
    await saveSettings(deps.db, principal.tenant.id, principal.user.id, values);
    const { confirmBeforeCalling } = await settingsOf(deps.db, principal);
    return { confirmBeforeCalling };
  },
};
