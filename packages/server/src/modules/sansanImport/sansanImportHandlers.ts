import type { contract, SansanImportRun, SansanTestResult } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { adminActionBy, adminActorOf, recordAdminAction } from '../actionLog/index.js';
import { SansanFailureError, searchSansanCards } from './sansanApi.js';
import { kickSansanImport } from './SansanImportWorker.js';
import { loadSansanConnection, loadSansanSettings, saveSansanSettings, settingsOut } from './sansanImportSettings.js';
import { SansanImportError } from './SansanImportError.js';

/** An administrator waits for the test; a Sansan slower than this is as good as down. */
const TEST_TIMEOUT_MS = 10_000;
/** Runs the page lists. */
const RUN_LIST_LIMIT = 30;

const RUN_COLUMNS = [
  'r.id',
  'r.state',
  'r.created_at',
  'r.finished_at',
  'r.added',
  'r.updated',
  'r.skipped',
  'r.refused',
  'r.failure',
  'u.fullname',
] as const;

function runsOf(db: Db, tenantId: number) {
  return db
    .selectFrom('sansan_import_runs as r')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.started_by').onRef('u.tenant_id', '=', 'r.tenant_id'))
    .select(RUN_COLUMNS)
    .where('r.tenant_id', '=', tenantId);
}

type RunRow = Awaited<ReturnType<ReturnType<typeof runsOf>['executeTakeFirstOrThrow']>>;

function runOut(row: RunRow): SansanImportRun {
  return {
    id: Number(row.id),
    state: row.state,
    startedBy: row.fullname ?? null,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    added: row.added,
    updated: row.updated,
    skipped: row.skipped,
    refused: row.refused,
    failure: (row.failure as SansanImportRun['failure']) ?? null,
  };
}

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
    await deps.db.transaction().execute(async (trx) => {
      const before = await loadSansanSettings(trx, actor.tenantId);
      if (!before && body.apiKey === null) throw fieldError('body.apiKey', 'required');
      const folder = await selectTenantRows(trx, 'contact_folders', actor.tenantId, body.folderId)
        .select('folder_type')
        .executeTakeFirst();
      if (folder?.folder_type !== 'COMMON')
        throw new SansanImportError('FOLDER_NOT_FOUND', `no common folder ${body.folderId}`);
      const owners = [...new Set(body.ownerUserIds)];
      if (owners.length > 0) {
        const found = await selectTenantRows(trx, 'users', actor.tenantId).select('id').where('id', 'in', owners).execute();
        if (found.length !== owners.length)
          throw new SansanImportError('USER_NOT_FOUND', 'a chosen owner is no user of the tenant');
      }
      if (body.scope === 'OWNERS' && owners.length === 0) throw fieldError('body.ownerUserIds', 'required');
      await saveSansanSettings(trx, deps.config, actor.tenantId, { ...body, ownerUserIds: owners }, actor.now);
      // The key is never written down; that it changed is.
      const { apiKey, ...after } = body;
      await recordAdminAction(
        trx,
        adminActionBy(
          actor,
          'sansanImportSettings.update',
          'sansanImportSettings',
          before ? { scope: before.scope, ownerUserIds: before.ownerUserIds, folderId: before.folderId, schedule: before.schedule } : null,
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
        // One card is enough to know the key works; a rate limit is reported, not waited out.
        { outbound: deps.outbound, limit: 1, timeoutMs: TEST_TIMEOUT_MS, failAtDeadline: true, sleep: () => Promise.reject(new SansanFailureError('RATE_LIMITED', 'rate limited')) },
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
    const rows = await runsOf(deps.db, principal.tenant.id).orderBy('r.id', 'desc').limit(RUN_LIST_LIMIT).execute();
    return { items: rows.map(runOut) };
  },

  async startRun(context) {
    const { deps } = context;
    const actor = adminActorOf(context);
    const id = await deps.db.transaction().execute(async (trx) => {
      // One run at a time per tenant: a run already waiting or going is the answer.
      const open = await selectTenantRows(trx, 'sansan_import_runs', actor.tenantId)
        .select('id')
        .where('state', 'in', ['QUEUED', 'RUNNING'])
        .executeTakeFirst();
      if (open) return Number(open.id);
      const inserted = await trx
        .insertInto('sansan_import_runs')
        .values({ tenant_id: actor.tenantId, started_by: actor.userId, started_ip: actor.ip, created_at: actor.now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAdminAction(
        trx,
        adminActionBy(actor, 'sansanImport.start', `sansanImportRun:${inserted.id}`, null, { id: Number(inserted.id) }),
      );
      return Number(inserted.id);
    });
    kickSansanImport(deps.db);
    return runOut(await runsOf(deps.db, actor.tenantId).where('r.id', '=', id).executeTakeFirstOrThrow());
  },

  async run({ principal, deps, input }) {
    const runId = Number(input.params.runId);
    const row = await runsOf(deps.db, principal.tenant.id).where('r.id', '=', runId).executeTakeFirst();
    if (!row) throw new SansanImportError('SANSAN_RUN_NOT_FOUND', `no run ${runId}`);
    const refusals = await selectTenantRows(deps.db, 'sansan_import_refusals', principal.tenant.id)
      .select(['card_id', 'name', 'reason'])
      .where('run_id', '=', runId)
      .orderBy('card_id')
      .limit(1000)
      .execute();
    return {
      run: runOut(row),
      refusals: refusals.map((refusal) => ({
        cardId: refusal.card_id,
        name: refusal.name,
        reason: refusal.reason as 'NO_NAME' | 'INVALID' | 'BAD_IMAGE',
      })),
    };
  },
};
