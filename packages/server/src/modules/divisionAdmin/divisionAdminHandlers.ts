import type { contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { adminActorOf as actorOf } from '../actionLog/index.js';
import { deleteDivision, listAdminDivisions, moveDivision, saveDivision } from './divisionAdminService.js';
import { divisionsCsv } from './divisionCsv.js';
import { importDivisions } from './divisionImport.js';
import { divisionImportJob, queueDivisionImport } from './divisionImportJob.js';

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

export const divisionAdminHandlers: AreaHandlers<typeof contract.divisionAdmin> = {
  async list({ principal, deps }) {
    return { items: await listAdminDivisions(deps.db, principal.tenant.id) };
  },

  async save(context) {
    return saveDivision(context.deps.db, actorOf(context), context.input.body);
  },

  async move(context) {
    return moveDivision(
      context.deps.db,
      actorOf(context),
      context.input.params.divisionId,
      context.input.body,
    );
  },

  async remove(context) {
    return { count: await deleteDivision(context.deps.db, actorOf(context), context.input.query.divisionId) };
  },

  async previewImport(context) {
    return importDivisions(context.deps.db, actorOf(context), await bytesOf(context.input.body.file), true);
  },

  async import(context) {
    return { jobId: await queueDivisionImport(context.deps.db, actorOf(context), context.input.body.file) };
  },

  async importJob({ principal, deps, input }) {
    return divisionImportJob(deps.db, principal.tenant.id, input.params.jobId);
  },

  async export({ principal, deps, input }) {
    return divisionsCsv(
      await listAdminDivisions(deps.db, principal.tenant.id),
      input.query.charset,
      deps.clock(),
    );
  },
};
