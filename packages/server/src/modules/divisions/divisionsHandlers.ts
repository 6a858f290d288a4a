import type { contract, Division, DivisionInfo, DivisionTreeNode } from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { canEditDivision, parentNamesOf } from '../internalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { DivisionsError } from './DivisionsError.js';

/** Divisions of a tenant under the given parents (null: top level), with their child counts. */
export async function divisionsUnder(
  db: Db,
  tenantId: number,
  parentIds: readonly (number | null)[],
): Promise<Division[]> {
  const ids = parentIds.filter((id): id is number => id !== null);
  const roots = parentIds.includes(null);
  const rows = await db
    .selectFrom('divisions as d')
    .select(['d.id', 'd.parent_id', 'd.name', 'd.name_kana', 'd.code'])
    .select((eb) =>
      eb
        .selectFrom('divisions as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.parent_id', '=', 'd.id')
        .where('c.tenant_id', '=', tenantId)
        .as('child_count'),
    )
    .where('d.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        ...(roots ? [eb('d.parent_id', 'is', null)] : []),
        ...(ids.length > 0 ? [eb('d.parent_id', 'in', ids)] : []),
      ]),
    )
    .orderBy('d.sort')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    divisionId: Number(row.id),
    parentDivisionId: row.parent_id === null ? null : Number(row.parent_id),
    divisionName: row.name,
    divisionNameKana: row.name_kana,
    divisionCode: row.code,
    childCount: Number(row.child_count ?? 0),
  }));
}

/** The tenant's top-level divisions with the branch down to `divisionId` (and its children) loaded. */
export async function partialTreeOf(
  db: Db,
  tenantId: number,
  divisionId: number,
): Promise<DivisionTreeNode[]> {
  const path = await sql<{ id: number }>`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from divisions where tenant_id = ${tenantId} and id = ${divisionId}
      union all
      select d.id, d.parent_id, up.depth + 1 from divisions d join up on d.id = up.parent_id
        where d.tenant_id = ${tenantId} and up.depth < 64
    )
    select id from up`.execute(db);
  const open = new Set(path.rows.map((row) => Number(row.id)));
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
  const row = await db
    .selectFrom('divisions')
    .selectAll()
    .where('tenant_id', '=', principal.tenant.id)
    .where('id', '=', divisionId)
    .executeTakeFirst();
  if (!row) throw new DivisionsError('DIVISION_NOT_FOUND', `no division ${divisionId} in the tenant`);
  return row;
}

async function infoOf(db: Db, principal: Principal, divisionId: number): Promise<DivisionInfo> {
  const row = await requireDivision(db, principal, divisionId);
  const [parents, editor] = await Promise.all([
    parentNamesOf(db, principal.tenant.id, [divisionId]),
    row.comment_editor_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('users')
          .select(['id', 'fullname'])
          .where('tenant_id', '=', principal.tenant.id)
          .where('id', '=', row.comment_editor_id)
          .executeTakeFirst(),
  ]);
  return {
    divisionId,
    divisionName: row.name,
    parentDivisionNames: parents.get(divisionId) ?? [],
    divisionPhoneNum: row.phone_num,
    divisionUrl: row.url,
    comment: row.comment,
    editor:
      editor && row.comment_updated_at
        ? {
            contactId: Number(editor.id),
            name: editor.fullname,
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
    await deps.db
      .updateTable('divisions')
      .set({
        comment,
        comment_editor_id: principal.user.id,
        comment_updated_at: deps.clock(),
        updated_at: deps.clock(),
      })
      .where('tenant_id', '=', principal.tenant.id)
      .where('id', '=', divisionId)
      .execute();
    return infoOf(deps.db, principal, divisionId);
  },

  async ownDivisions({ principal, deps }) {
    const ids = [...principal.divisionIds];
    if (ids.length === 0) return { items: [] };
    const [rows, parents, settings] = await Promise.all([
      deps.db
        .selectFrom('divisions')
        .select(['id', 'name'])
        .where('tenant_id', '=', principal.tenant.id)
        .where('id', 'in', ids)
        .execute(),
      parentNamesOf(deps.db, principal.tenant.id, ids),
      deps.db
        .selectFrom('user_settings')
        .select('internal_division_ids')
        .where('tenant_id', '=', principal.tenant.id)
        .where('user_id', '=', principal.user.id)
        .executeTakeFirst(),
    ]);
    const chosen = settings?.internal_division_ids ?? [];
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
