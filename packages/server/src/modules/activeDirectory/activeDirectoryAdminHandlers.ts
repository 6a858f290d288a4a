import {
  AD_DEFAULT_MAPPING,
  type FieldError,
  type AdSettings,
  type AdTestResult,
  type contract,
} from '@kizuna/api-client/contract';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { adminActionBy, adminActorOf, recordAdminAction } from '../actionLog/index.js';
import { ActiveDirectoryAdminError } from './ActiveDirectoryAdminError.js';
import { adOperatorRules, AdFailure, isValidFilter } from './adConnection.js';
import { loadAdConnection, loadAdSettings, saveAdSettings, type AdSettingsRow } from './adSettings.js';
import { listAdRuns, queueAdRun, readAdRun } from './adRunStore.js';
import { kickAdSync } from './adSyncWorker.js';
import { countAdPeople } from './runAdSync.js';

/** A test that takes longer than this is as good as down, for an administrator waiting on it. */
const TEST_TIMEOUT_MS = 10_000;
const RUNS_SHOWN = 50;

async function settingsOf(db: Db, config: ServerConfig, tenantId: number): Promise<AdSettings> {
  const settings = await loadAdSettings(db, tenantId);
  const plainAllowed = config.ldapAllowPlain ?? false;
  if (!settings) {
    return {
      configured: false,
      servers: [],
      security: 'LDAPS',
      bindDn: '',
      passwordSet: false,
      baseDn: '',
      filter: '(&(objectCategory=person)(objectClass=user))',
      mapping: AD_DEFAULT_MAPPING,
      divisionSource: 'OU',
      keepEdited: [],
      schedule: 'OFF',
      dailyAt: null,
      nextRunAt: null,
      plainAllowed,
    };
  }
  return {
    configured: true,
    servers: settings.servers,
    security: settings.security,
    bindDn: settings.bindDn,
    passwordSet: true,
    baseDn: settings.baseDn,
    filter: settings.filter,
    mapping: settings.mapping,
    divisionSource: settings.divisionSource,
    keepEdited: settings.keepEdited,
    schedule: settings.schedule,
    dailyAt: settings.dailyAt,
    nextRunAt: settings.nextRunAt?.toISOString() ?? null,
    plainAllowed,
  };
}

/** What the action log keeps of the settings: everything but the password. */
function loggedSettings(settings: Omit<AdSettingsRow, 'nextRunAt'>) {
  return {
    servers: settings.servers,
    security: settings.security,
    bindDn: settings.bindDn,
    baseDn: settings.baseDn,
    filter: settings.filter,
    mapping: settings.mapping,
    divisionSource: settings.divisionSource,
    keepEdited: settings.keepEdited,
    schedule: settings.schedule,
    dailyAt: settings.dailyAt,
  };
}

export const activeDirectoryAdminHandlers: AreaHandlers<typeof contract.activeDirectoryAdmin> = {
  async settings({ principal, deps }) {
    return settingsOf(deps.db, deps.config, principal.tenant.id);
  },

  async saveSettings(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const body = input.body;
    const fieldErrors: FieldError[] = [];
    const scheme = body.security === 'LDAPS' ? 'ldaps:' : 'ldap:';
    body.servers.forEach((server, index) => {
      if (!server.toLowerCase().startsWith(scheme)) {
        fieldErrors.push({ path: `body.servers.${index}`, key: 'scheme' });
      }
    });
    if (body.security === 'PLAIN' && !deps.config.ldapAllowPlain) {
      fieldErrors.push({ path: 'body.security', key: 'plainNotAllowed' });
    }
    if (!isValidFilter(body.filter)) fieldErrors.push({ path: 'body.filter', key: 'pattern' });
    if (body.schedule === 'DAILY' && body.dailyAt === null)
      fieldErrors.push({ path: 'body.dailyAt', key: 'required' });
    await deps.db.transaction().execute(async (trx) => {
      const before = await loadAdSettings(trx, actor.tenantId);
      if (!before && body.password === null) fieldErrors.push({ path: 'body.password', key: 'required' });
      if (fieldErrors.length > 0) {
        throw new RequestError('VALIDATION_FAILED', 'the Active Directory settings are not valid', {
          fieldErrors,
        });
      }
      const settings = {
        servers: body.servers.map((server) => server.replace(/\/+$/, '')),
        security: body.security,
        bindDn: body.bindDn,
        password: body.password,
        baseDn: body.baseDn,
        filter: body.filter,
        mapping: body.mapping,
        divisionSource: body.divisionSource,
        keepEdited: [...new Set(body.keepEdited)],
        schedule: body.schedule,
        dailyAt: body.schedule === 'DAILY' ? body.dailyAt : null,
      };
      await saveAdSettings(trx, deps.config, actor.tenantId, settings, actor.now);
      // The password is never written down; that it changed is.
      await recordAdminAction(
        trx,
        adminActionBy(
          actor,
          'activeDirectorySettings.update',
          'activeDirectorySettings',
          before ? loggedSettings(before) : null,
          { ...loggedSettings(settings), passwordChanged: body.password !== null },
        ),
      );
    });
    return settingsOf(deps.db, deps.config, actor.tenantId);
  },

  async test({ principal, deps }): Promise<AdTestResult> {
    const connection = await loadAdConnection(deps.db, deps.config, principal.tenant.id);
    if (!connection) return { ok: false, reason: 'NOT_SET', server: null, matched: null };
    const rules = adOperatorRules(deps.config);
    try {
      const { server, matched } = await countAdPeople(connection, {
        ...rules,
        connectTimeoutMs: Math.min(rules.connectTimeoutMs, TEST_TIMEOUT_MS),
        timeoutMs: Math.min(rules.timeoutMs, TEST_TIMEOUT_MS),
      });
      return { ok: true, reason: null, server, matched };
    } catch (error) {
      if (!(error instanceof AdFailure)) throw error;
      return { ok: false, reason: error.reason, server: null, matched: null };
    }
  },

  async startRun(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const row = await deps.db.transaction().execute(async (trx) => {
      const settings = await loadAdSettings(trx, actor.tenantId);
      if (!settings)
        throw new ActiveDirectoryAdminError('AD_NOT_SET', 'no Active Directory connection is set');
      const queued = await queueAdRun(trx, actor, input.body.dryRun);
      if (!queued) throw new ActiveDirectoryAdminError('AD_RUN_IN_PROGRESS', 'a run is queued or running');
      if (!input.body.dryRun) {
        await recordAdminAction(
          trx,
          adminActionBy(actor, 'activeDirectory.runRequest', `activeDirectoryRun:${queued.runId}`, null, {
            runId: queued.runId,
          }),
        );
      }
      return queued;
    });
    kickAdSync(deps.db);
    return row;
  },

  async runs({ principal, deps }) {
    return { items: await listAdRuns(deps.db, principal.tenant.id, RUNS_SHOWN) };
  },

  async run({ principal, deps, input }) {
    const report = await readAdRun(deps.db, principal.tenant.id, Number(input.params.runId));
    if (!report) throw new ActiveDirectoryAdminError('AD_RUN_NOT_FOUND', 'no such run');
    return report;
  },
};
