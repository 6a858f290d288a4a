import { canDeleteDivision } from '@kizuna/api-client/rules';
import type { AdminDivision, FieldError } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import { DivisionAdminError } from './DivisionAdminError.js';
import {
  divisionSnapshot,
  divisionWithCode,
  listAdminDivisions,
  lockDivisionTree,
  lockedDivision,
  membersOf,
  placeUnder,
  siblingIds,
  subtreeIds,
} from './divisionAdminStore.js';

/** The administrator making a change, and where from (for the action log). */
export type DivisionActor = AdminActor;

/** A division as saved: the body of `POST /admin/division` after validation. */
export interface DivisionDraft {
  readonly divisionId?: number | undefined;
  readonly parentDivisionId: number | null;
  readonly divisionName: string;
  readonly divisionNameKana: string;
  readonly divisionCode: string;
  readonly divisionPhoneNum: string;
  readonly divisionUrl: string;
  readonly comment: string;
}

const blankToNull = (text: string) => (text === '' ? null : text);

function notFound(divisionId: number): DivisionAdminError {
  return new DivisionAdminError('DIVISION_NOT_FOUND', `no division ${divisionId} in the tenant`);
}

/** One change, written to the action log in the change's transaction. */
function logChange(
  trx: Db,
  actor: DivisionActor,
  action: string,
  id: number,
  before: unknown,
  after: unknown,
) {
  return recordAdminAction(trx, {
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    ip: actor.ip,
    at: actor.now,
    action: `division.${action}`,
    target: `division:${id}`,
    before,
    after,
  });
}

async function adminDivision(db: Db, tenantId: number, divisionId: number): Promise<AdminDivision> {
  const found = (await listAdminDivisions(db, tenantId)).find((d) => d.divisionId === divisionId);
  if (!found) throw notFound(divisionId);
  return found;
}

/** Runs a change of the tenant's tree in a transaction that holds the tree's lock. */
export function changeTree<T>(db: Db, tenantId: number, change: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockDivisionTree(trx, tenantId);
    return change(trx);
  });
}

async function requireCodeFree(trx: Db, tenantId: number, code: string, exceptId?: number) {
  const other = await divisionWithCode(trx, tenantId, code, exceptId);
  if (!other) return;
  const fieldErrors: FieldError[] = [
    { path: 'body.divisionCode', key: 'taken', values: { name: other.name } },
  ];
  throw new DivisionAdminError('DIVISION_CODE_TAKEN', `the code ${code} names another division`, {
    fieldErrors,
  });
}

/** Creates a division (last under its parent), or changes the fields of the one `divisionId` names. */
export async function saveDivision(
  db: Db,
  actor: DivisionActor,
  draft: DivisionDraft,
): Promise<AdminDivision> {
  const { tenantId } = actor;
  const values = {
    name: draft.divisionName,
    name_kana: draft.divisionNameKana,
    code: draft.divisionCode,
    phone_num: blankToNull(draft.divisionPhoneNum),
    url: blankToNull(draft.divisionUrl),
    comment: blankToNull(draft.comment),
    updated_at: actor.now,
  };
  return changeTree(db, tenantId, async (trx) => {
    if (draft.divisionId !== undefined) {
      const before = await lockedDivision(trx, tenantId, draft.divisionId);
      if (!before) throw notFound(draft.divisionId);
      await requireCodeFree(trx, tenantId, draft.divisionCode, draft.divisionId);
      const after = await trx
        .updateTable('divisions')
        .set(values)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await logChange(
        trx,
        actor,
        'update',
        Number(before.id),
        divisionSnapshot(before),
        divisionSnapshot(after),
      );
      return adminDivision(trx, tenantId, Number(after.id));
    }
    const parentId = draft.parentDivisionId;
    if (parentId !== null && !(await lockedDivision(trx, tenantId, parentId))) throw notFound(parentId);
    await requireCodeFree(trx, tenantId, draft.divisionCode);
    const sort = (await siblingIds(trx, tenantId, parentId)).length;
    const created = await trx
      .insertInto('divisions')
      .values({ ...values, tenant_id: tenantId, parent_id: parentId, sort, created_at: actor.now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await logChange(trx, actor, 'create', Number(created.id), null, divisionSnapshot(created));
    return adminDivision(trx, tenantId, Number(created.id));
  });
}

/**
 * Moves a division under another parent (or the top level), at `position` among its new siblings
 * (absent: last). Under itself or one of its descendants is refused and changes nothing. The
 * people of the moved branch are reindexed, so a search by division finds them at the new place.
 */
export async function moveDivision(
  db: Db,
  actor: DivisionActor,
  divisionId: number,
  target: { parentDivisionId: number | null; position?: number | undefined },
): Promise<AdminDivision> {
  const { tenantId } = actor;
  return changeTree(db, tenantId, async (trx) => {
    const before = await lockedDivision(trx, tenantId, divisionId);
    if (!before) throw notFound(divisionId);
    const parentId = target.parentDivisionId;
    if (parentId !== null && !(await lockedDivision(trx, tenantId, parentId))) throw notFound(parentId);
    const branch = await subtreeIds(trx, tenantId, divisionId);
    if (parentId !== null && branch.includes(parentId)) {
      const key = parentId === divisionId ? 'self' : 'descendant';
      throw new DivisionAdminError(
        'DIVISION_MOVE_INVALID',
        `division ${divisionId} cannot go under ${parentId}`,
        {
          fieldErrors: [{ path: 'body.parentDivisionId', key }],
        },
      );
    }
    const oldParent = before.parent_id === null ? null : Number(before.parent_id);
    const siblings = (await siblingIds(trx, tenantId, parentId)).filter((id) => id !== divisionId);
    const at = Math.min(target.position ?? siblings.length, siblings.length);
    siblings.splice(at, 0, divisionId);
    await placeUnder(trx, tenantId, parentId, siblings, actor.now);
    if (oldParent !== parentId) {
      const left = (await siblingIds(trx, tenantId, oldParent)).filter((id) => id !== divisionId);
      await placeUnder(trx, tenantId, oldParent, left, actor.now);
      await reindexPeople(trx, tenantId, await membersOf(trx, tenantId, branch));
    }
    const after = await lockedDivision(trx, tenantId, divisionId);
    await logChange(
      trx,
      actor,
      'move',
      divisionId,
      divisionSnapshot(before),
      after && divisionSnapshot(after),
    );
    return adminDivision(trx, tenantId, divisionId);
  });
}

/** Deletes a division that holds no people and no sub-divisions; otherwise says what it holds. */
export async function deleteDivision(db: Db, actor: DivisionActor, divisionId: number): Promise<number> {
  const { tenantId } = actor;
  return changeTree(db, tenantId, async (trx) => {
    const before = await lockedDivision(trx, tenantId, divisionId);
    if (!before) throw notFound(divisionId);
    const { childCount, memberCount } = await adminDivision(trx, tenantId, divisionId);
    if (!canDeleteDivision({ childCount, memberCount })) {
      throw new DivisionAdminError('DIVISION_NOT_EMPTY', `division ${divisionId} is not empty`, {
        fieldErrors: [
          {
            path: 'query.divisionId',
            key: 'notEmpty',
            values: { people: memberCount, divisions: childCount },
          },
        ],
      });
    }
    await trx
      .deleteFrom('divisions')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', divisionId)
      .execute();
    const oldParent = before.parent_id === null ? null : Number(before.parent_id);
    await placeUnder(trx, tenantId, oldParent, await siblingIds(trx, tenantId, oldParent), actor.now);
    await logChange(trx, actor, 'delete', divisionId, divisionSnapshot(before), null);
    return 1;
  });
}

export { listAdminDivisions };
