import {
  PHONE_SYSTEM_MODES,
  type contract,
  type FieldError,
  type PhoneSystemCallMode,
} from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { adminActionBy, adminActorOf, recordAdminAction } from '../actionLog/index.js';
import {
  loadVendorSettings,
  removeVendorSettings,
  saveVendorSettings,
  WEBEX_API_ROOT,
} from '../calls/index.js';
import { delimitedFile } from '../csvFile/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import {
  allLines,
  deviceProblem,
  extensionHolder,
  LINE_FILE_HEADER,
  linePage,
  lineSystemOf,
  oneLine,
  planLineImport,
  storedDeviceName,
  usesCucmDevices,
  writeLine,
} from './phoneLines.js';
import { PhoneSystemAdminError } from './PhoneSystemAdminError.js';
import { readPhoneSystem, setCallControlMode, settingsOut } from './phoneSystemSettingsStore.js';
import { testPhoneSystem } from './phoneSystemTest.js';

type Area = AreaHandlers<typeof contract.phoneSystemAdmin>;

function refused(fieldErrors: FieldError[]): RequestError {
  return new RequestError('VALIDATION_FAILED', 'the phone system settings are incomplete', { fieldErrors });
}

function stamp(now: Date): string {
  return now.toISOString().slice(0, 10).replaceAll('-', '');
}

export const phoneSystemAdminHandlers: Area = {
  async settings({ principal, deps }) {
    return settingsOut(await readPhoneSystem(deps.db, principal.tenant.id));
  },

  async saveSettings(context) {
    const { deps, input } = context;
    const body = input.body;
    const actor = adminActorOf(context);
    await deps.db.transaction().execute(async (trx) => {
      const before = await readPhoneSystem(trx, actor.tenantId);
      const modes: readonly PhoneSystemCallMode[] = PHONE_SYSTEM_MODES[body.system];
      const currentMode = modes.find((mode) => mode === before.callControlMode);
      const mode = body.callControlMode ?? currentMode ?? modes[0]!;
      const problems: FieldError[] = [];
      if (!modes.includes(mode)) problems.push({ path: 'body.callControlMode', key: 'pattern' });
      if (body.system === 'SIMULATED') {
        if (problems.length > 0) throw refused(problems);
        await removeVendorSettings(trx, actor.tenantId);
      } else {
        const sameVendor = before.row?.vendor === body.system;
        const baseUrl = body.baseUrl || (body.system === 'WEBEX' ? WEBEX_API_ROOT : '');
        if (baseUrl === '') problems.push({ path: 'body.baseUrl', key: 'required' });
        // A secret left out keeps the stored one, of the same vendor only.
        const stored = sameVendor ? await loadVendorSettings(trx, deps.config, actor.tenantId) : null;
        const password = body.password ?? stored?.password ?? null;
        const clientSecret = body.clientSecret ?? stored?.clientSecret ?? null;
        if (body.system === 'WEBEX') {
          if (!body.clientId) problems.push({ path: 'body.clientId', key: 'required' });
          if (!clientSecret) problems.push({ path: 'body.clientSecret', key: 'required' });
        } else {
          if (!body.username) problems.push({ path: 'body.username', key: 'required' });
          if (!password) problems.push({ path: 'body.password', key: 'required' });
        }
        if (problems.length > 0) throw refused(problems);
        const webex = body.system === 'WEBEX';
        await saveVendorSettings(trx, deps.config, actor.tenantId, {
          vendor: body.system,
          baseUrl,
          // What only the operator's CLI sets is kept while the vendor stays the same.
          authorizeUrl: sameVendor ? (before.row?.authorize_url ?? null) : null,
          tokenUrl: sameVendor ? (before.row?.token_url ?? null) : null,
          redirectUri: sameVendor ? (before.row?.redirect_uri ?? null) : null,
          webhookSecret: webex ? (stored?.webhookSecret ?? null) : null,
          clientId: webex ? (body.clientId ?? null) : null,
          clientSecret: webex ? clientSecret : null,
          username: webex ? null : (body.username ?? null),
          password: webex ? null : password,
          timeoutMs: body.timeoutMs,
        });
      }
      await setCallControlMode(trx, actor.tenantId, mode);
      const after = settingsOut(await readPhoneSystem(trx, actor.tenantId));
      const { passwordSet: _p, clientSecretSet: _c, ...beforeLogged } = settingsOut(before);
      const { passwordSet: _p2, clientSecretSet: _c2, ...afterLogged } = after;
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'phoneSystem.update', 'phoneSystem', beforeLogged, {
          ...afterLogged,
          passwordChanged: body.password !== null && body.system !== 'SIMULATED',
          clientSecretChanged: body.clientSecret !== null && body.system !== 'SIMULATED',
        }),
      );
    });
    return settingsOut(await readPhoneSystem(deps.db, actor.tenantId));
  },

  async test({ principal, deps }) {
    const stored = await readPhoneSystem(deps.db, principal.tenant.id);
    // The embedded simulated PBX runs inside Kizuna: there is nothing to connect to.
    if (stored.system === 'SIMULATED') return { outcome: 'NOT_NEEDED', status: null };
    const settings = await loadVendorSettings(deps.db, deps.config, principal.tenant.id);
    if (!settings) return { outcome: 'NOT_SET', status: null };
    return testPhoneSystem(deps.outbound, settings);
  },

  async lines({ principal, deps, input }) {
    const stored = await readPhoneSystem(deps.db, principal.tenant.id);
    const size = 50;
    const page = input.query.page;
    const { rows, totalCount } = await linePage(
      deps.db,
      principal.tenant.id,
      lineSystemOf(stored.callControlMode),
      input.query.q,
      page,
    );
    return {
      items: rows,
      totalCount,
      size,
      offset: (page - 1) * size,
      page,
      hasNext: page * size < totalCount,
      hasPrevious: page > 1,
    };
  },

  async saveLine(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const userId = input.params.userId;
    return deps.db.transaction().execute(async (trx) => {
      const stored = await readPhoneSystem(trx, actor.tenantId);
      const lineSystem = lineSystemOf(stored.callControlMode);
      const before = await oneLine(trx, actor.tenantId, lineSystem, userId);
      if (!before) throw new PhoneSystemAdminError('LINE_NOT_FOUND', 'no such person');
      const problems: FieldError[] = [];
      const { extensionNum } = input.body;
      const device = deviceProblem(usesCucmDevices(stored), input.body.deviceName);
      if (device) problems.push({ path: 'body.deviceName', key: device });
      if (
        extensionNum !== '' &&
        (await extensionHolder(trx, actor.tenantId, extensionNum, userId)) !== undefined
      )
        problems.push({ path: 'body.extensionNum', key: 'taken' });
      if (problems.length > 0)
        throw new RequestError('VALIDATION_FAILED', 'the line is refused', { fieldErrors: problems });
      const after = {
        extensionNum,
        deviceName: storedDeviceName(usesCucmDevices(stored), input.body.deviceName),
      };
      await writeLine(trx, actor.tenantId, lineSystem, userId, after, actor.now);
      await reindexPeople(trx, actor.tenantId, [userId]);
      await recordAdminAction(
        trx,
        adminActionBy(
          actor,
          'phoneLine.update',
          `user:${userId}`,
          { extensionNum: before.extensionNum, deviceName: before.deviceName },
          {
            extensionNum: after.extensionNum === '' ? null : after.extensionNum,
            deviceName: after.deviceName,
          },
        ),
      );
      return (await oneLine(trx, actor.tenantId, lineSystem, userId))!;
    });
  },

  async importLines(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const file = input.body.file;
    const fileName = (file instanceof File ? file.name : '').slice(0, 255) || 'import.csv';
    const bytes = new Uint8Array(await file.arrayBuffer());
    return deps.db.transaction().execute(async (trx) => {
      const stored = await readPhoneSystem(trx, actor.tenantId);
      const lineSystem = lineSystemOf(stored.callControlMode);
      const { result, changes } = await planLineImport(
        trx,
        actor.tenantId,
        lineSystem,
        usesCucmDevices(stored),
        bytes,
      );
      if (!result.applied || changes.length === 0) return result;
      for (const change of changes)
        await writeLine(trx, actor.tenantId, lineSystem, change.userId, change.after, actor.now);
      await reindexPeople(
        trx,
        actor.tenantId,
        changes.map((change) => change.userId),
      );
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'phoneLine.import', 'phoneLines', null, {
          fileName,
          updated: changes.length,
          lines: changes.map((change) => ({ accountId: change.accountId, ...change.after })),
        }),
      );
      return result;
    });
  },

  async exportLines({ principal, deps }) {
    const stored = await readPhoneSystem(deps.db, principal.tenant.id);
    const lines = await allLines(deps.db, principal.tenant.id, lineSystemOf(stored.callControlMode));
    return delimitedFile(
      `phone_lines_${stamp(deps.clock())}.csv`,
      [
        LINE_FILE_HEADER,
        ...lines.map((line) => [line.accountId, line.fullname, line.extensionNum ?? '', line.deviceName]),
      ],
      ',',
      'UTF-8',
    );
  },

  async exportLinesTemplate() {
    return delimitedFile(
      'phone_lines_template.csv',
      [LINE_FILE_HEADER, ['yamada.taro', '山田 太郎', '1001', 'SEP00AABBCCDDEE']],
      ',',
      'UTF-8',
    );
  },
};
