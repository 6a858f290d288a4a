import type { contract, SansanTestResult } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { adminActionBy, adminActorOf, recordAdminAction } from '../actionLog/index.js';
import { SansanFailureError, searchSansanCards } from './sansanApi.js';
import { kickSansanImport } from './SansanImportWorker.js';
import {
  loadSansanConnection,
  loadSansanSettings,
  saveSansanSettings,
  settingsOut,
} from './sansanImportSettings.js';
import {
  areTenantUsers,
  findRun,
  isCommonFolder,
  listRuns,
  openRunId,
  queueRun,
  refusalsOf,
} from './sansanImportStore.js';
import { SansanImportError } from './SansanImportError.js';

/** An administrator waits for the test; a Sansan slower than this is as good as down. */
const TEST_TIMEOUT_MS = 10_000;

function fieldError(path: string, key: string): RequestError {
  return new RequestError('VALIDATION_FAILED', `${path}: ${key}`, { fieldErrors: [{ path, key }] });
}

export const sansanImportAdminHandlers: AreaHandlers<typeof contract.sansanImportAdmin> = {
  async settings({ principal, deps }) {
    return settingsOut(deps.db, principal.tenant.id);
  },

  async saveSettings(context) {
    const { deps, input } = context;
    const actor = adminActorOf(context);
    const body = input.body;
    const owners = [...new Set(body.ownerUserIds)];
    await deps.db.transaction().execute(async (trx) => {
      const before = await loadSansanSettings(trx, actor.tenantId);
      if (!(await isCommonFolder(trx, actor.tenantId, body.folderId)))
        throw new SansanImportError('FOLDER_NOT_FOUND', `no common folder ${body.folderId}`);
      if (!(await areTenantUsers(trx, actor.tenantId, owners)))
        throw new SansanImportError('USER_NOT_FOUND', 'a chosen owner is no user of the tenant');
      if (!before && body.apiKey === null) throw fieldError('body.apiKey', 'required');
      if (body.scope === 'OWNERS' && owners.length === 0) throw fieldError('body.ownerUserIds', 'required');
      await saveSansanSettings(
        trx,
        deps.config,
        actor.tenantId,
        { ...body, ownerUserIds: owners },
        actor.now,
      );
      // The key is never written down; that it changed is.
      const { apiKey, ...after } = body;
      await recordAdminAction(
        trx,
        adminActionBy(
          actor,
          'sansanImportSettings.update',
          'sansanImportSettings',
          before
            ? {
                scope: before.scope,
                ownerUserIds: before.ownerUserIds,
                folderId: before.folderId,
                schedule: before.schedule,
              }
            : null,
          { ...after, ownerUserIds: owners, apiKeyChanged: apiKey !== null },
        ),
      );
    });
    return settingsOut(deps.db, actor.tenantId);
  },

  async test({ principal, deps }): Promise<SansanTestResult> {
    const connection = await loadSansanConnection(deps.db, deps.config, principal.tenant.id);
    if (!connection) return { ok: false, reason: 'NOT_SET' };
    try {
      const pages = searchSansanCards(
        connection,
        { updatedFrom: null, updatedTo: deps.clock(), range: 'all' },
        // One card tells whether the key works; a rate limit is reported, not waited out.
        {
          outbound: deps.outbound,
          limit: 1,
          timeoutMs: TEST_TIMEOUT_MS,
          failAtDeadline: true,
          sleep: () => Promise.reject(new SansanFailureError('RATE_LIMITED', 'Sansan asked to wait')),
        },
      );
      await pages.next();
      await pages.return(undefined);
      return { ok: true, reason: null };
    } catch (error) {
      if (!(error instanceof SansanFailureError)) throw error;
      return { ok: false, reason: error.reason };
    }
  },

  async runs({ principal, deps }) {
    return { items: await listRuns(deps.db, principal.tenant.id) };
  },

  async startRun(context) {
    const { deps } = context;
    const actor = adminActorOf(context);
    const id = await deps.db.transaction().execute(async (trx) => {
      // One run at a time per tenant: a run already waiting or going is the answer.
      const open = await openRunId(trx, actor.tenantId);
      if (open !== null) return open;
      const queued = await queueRun(trx, actor.tenantId, {
        userId: actor.userId,
        ip: actor.ip,
        at: actor.now,
      });
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'sansanImport.start', `sansanImportRun:${queued}`, null, { id: queued }),
      );
      return queued;
    });
    kickSansanImport(deps.db);
    return (await findRun(deps.db, actor.tenantId, id))!;
  },

  async run({ principal, deps, input }) {
    const runId = Number(input.params.runId);
    const run = await findRun(deps.db, principal.tenant.id, runId);
    if (!run) throw new SansanImportError('SANSAN_RUN_NOT_FOUND', `no run ${runId}`);
    return { run, refusals: await refusalsOf(deps.db, principal.tenant.id, runId) };
  },
};
