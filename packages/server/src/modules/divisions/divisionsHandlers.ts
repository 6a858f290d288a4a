import type { contract, Division, DivisionInfo, DivisionTreeNode } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { canEditDivision, parentNamesOf } from '../internalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { DivisionsError } from './DivisionsError.js';
import {
  chosenDivisionIds,
  divisionNames,
  divisionPageOf,
  divisionPathIds,
  divisionsUnder,
  findDivision,
  saveDivisionComment,
} from './divisionsStore.js';

/** The tenant's top-level divisions with the branch down to `divisionId` (and its children) loaded. */
export async function partialTreeOf(
  db: Db,
  tenantId: number,
  divisionId: number,
): Promise<DivisionTreeNode[]> {
  const open = new Set(await divisionPathIds(db, tenantId, divisionId));
  const all = await divisionsUnder(db, tenantId, [null, ...open]);
  const byParent = new Map<number | null, Division[]>();
  for (const division of all) {
    const list = byParent.get(division.parentDivisionId) ?? [];
    list.push(division);
    byParent.set(division.parentDivisionId, list);
  }
  const build = (division: Division): DivisionTreeNode => ({
    data: division,
    children: open.has(division.divisionId)
      ? (byParent.get(division.divisionId) ?? []).map(build)
      : division.childCount === 0
        ? []
        : null,
  });
  return (byParent.get(null) ?? []).map(build);
}

async function requireDivision(db: Db, principal: Principal, divisionId: number) {
  const row = await findDivision(db, principal.tenant.id, divisionId);
  if (!row) throw new DivisionsError('DIVISION_NOT_FOUND', `no division ${divisionId} in the tenant`);
  return row;
}

async function infoOf(db: Db, principal: Principal, divisionId: number): Promise<DivisionInfo> {
  const row = await divisionPageOf(db, principal.tenant.id, divisionId);
  if (!row) throw new DivisionsError('DIVISION_NOT_FOUND', `no division ${divisionId} in the tenant`);
  return {
    divisionId,
    divisionName: row.name,
    parentDivisionNames: row.parent_names,
    divisionPhoneNum: row.phone_num,
    divisionUrl: row.url,
    comment: row.comment,
    editor:
      row.editor_fullname !== null && row.comment_editor_id !== null && row.comment_updated_at
        ? {
            contactId: Number(row.comment_editor_id),
            name: row.editor_fullname,
            updatedAt: new Date(row.comment_updated_at).toISOString(),
          }
        : null,
    editable:
      principal.tenantFeatures.includes('DIVISION_INTRODUCTION') && canEditDivision(principal, divisionId),
  };
}

export const divisionsHandlers: AreaHandlers<typeof contract.divisions> = {
  async roots({ principal, deps }) {
    return { items: await divisionsUnder(deps.db, principal.tenant.id, [null]) };
  },

  async children({ principal, deps, input }) {
    await requireDivision(deps.db, principal, input.params.divisionId);
    return { items: await divisionsUnder(deps.db, principal.tenant.id, [input.params.divisionId]) };
  },

  async partialTree({ principal, deps, input }) {
    await requireDivision(deps.db, principal, input.params.divisionId);
    return { items: await partialTreeOf(deps.db, principal.tenant.id, input.params.divisionId) };
  },

  async info({ principal, deps, input }) {
    return infoOf(deps.db, principal, input.params.divisionId);
  },

  async saveComment({ principal, deps, input }) {
    const { divisionId } = input.params;
    await requireDivision(deps.db, principal, divisionId);
    if (!canEditDivision(principal, divisionId)) {
      throw new DivisionsError(
        'EDIT_NOT_ALLOWED',
        'only members of the division and division or internal-contact admins may edit its comment',
      );
    }
    const comment = input.body.comment.trim() === '' ? null : input.body.comment;
    await saveDivisionComment(deps.db, principal.tenant.id, divisionId, {
      comment,
      editorId: principal.user.id,
      at: deps.clock(),
    });
    return infoOf(deps.db, principal, divisionId);
  },

  async ownDivisions({ principal, deps }) {
    const ids = [...principal.divisionIds];
    if (ids.length === 0) return { items: [] };
    const [rows, parents, chosen] = await Promise.all([
      divisionNames(deps.db, principal.tenant.id, ids),
      parentNamesOf(deps.db, principal.tenant.id, ids),
      chosenDivisionIds(deps.db, principal.tenant.id, principal.user.id),
    ]);
    const names = new Map(rows.map((row) => [Number(row.id), row.name]));
    return {
      items: ids.flatMap((id, index) => {
        const name = names.get(id);
        if (name === undefined) return [];
        return [
          {
            divisionId: id,
            divisionName: name,
            parentDivisionNames: parents.get(id) ?? [],
            isPrimary: index === 0,
            enabled: chosen.length === 0 || chosen.includes(id),
          },
        ];
      }),
    };
  },
};
