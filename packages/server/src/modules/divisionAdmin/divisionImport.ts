import type {
  DivisionImportIssue,
  DivisionImportLine,
  DivisionImportOutcome,
  DivisionImportResult,
} from '@kizuna/api-client/contract';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';
import { recordAdminAction } from '../actionLog/index.js';
import type { ImportHooks } from '../importJobs/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import { changeTree, type DivisionActor } from './divisionAdminService.js';
import { divisionSnapshot } from './divisionAdminStore.js';
import { parseDivisionCsv, type DivisionCsvColumn, type DivisionCsvLine } from './divisionCsv.js';

type DivisionRow = Selectable<DatabaseSchema['divisions']>;

/** The values a line gives its division: a column the file lacks keeps the stored value. */
interface PlannedValues {
  name: string;
  name_kana: string;
  code: string;
  phone_num: string | null;
  url: string | null;
  comment: string | null;
  sort: number;
  parentCode: string | null;
}

interface PlannedLine {
  readonly line: DivisionCsvLine;
  readonly existing: DivisionRow | undefined;
  readonly values: PlannedValues | undefined;
  readonly issues: DivisionImportIssue[];
}

const blankToNull = (text: string) => (text === '' ? null : text);

function plannedValues(
  line: DivisionCsvLine,
  has: (column: DivisionCsvColumn) => boolean,
  existing: DivisionRow | undefined,
  codeOfId: ReadonlyMap<number, string>,
): PlannedValues | undefined {
  const fields = line.fields;
  if (!fields) return undefined;
  const keep = <T>(column: DivisionCsvColumn, value: T, stored: T | undefined, fallback: T): T =>
    has(column) ? value : existing ? (stored as T) : fallback;
  const storedParent =
    existing?.parent_id == null ? null : (codeOfId.get(Number(existing.parent_id)) ?? null);
  return {
    code: fields.divisionCode,
    name: fields.divisionName,
    name_kana: keep('kana', fields.divisionNameKana, existing?.name_kana, ''),
    phone_num: keep('phone', blankToNull(fields.divisionPhoneNum), existing?.phone_num, null),
    url: keep('url', blankToNull(fields.divisionUrl), existing?.url, null),
    comment: keep('comment', blankToNull(fields.comment), existing?.comment, null),
    sort: line.sort ?? existing?.sort ?? -1,
    parentCode: has('parentCode') ? blankToNull((line.cells.parentCode ?? '').trim()) : storedParent,
  };
}

/** The parent codes that would lead from `code` back to itself. */
function makesCycle(code: string, parentOf: ReadonlyMap<string, string | null>): boolean {
  const seen = new Set<string>();
  for (let at = parentOf.get(code); at != null; at = parentOf.get(at)) {
    if (at === code) return true;
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

function outcomeOf(planned: PlannedLine, codeOfId: ReadonlyMap<number, string>): DivisionImportOutcome {
  if (planned.issues.length > 0 || !planned.values) return 'error';
  const { existing, values } = planned;
  if (!existing) return 'create';
  const parentCode = existing.parent_id === null ? null : (codeOfId.get(Number(existing.parent_id)) ?? null);
  const same =
    existing.name === values.name &&
    existing.name_kana === values.name_kana &&
    existing.phone_num === values.phone_num &&
    existing.url === values.url &&
    existing.comment === values.comment &&
    existing.sort === values.sort &&
    parentCode === values.parentCode;
  return same ? 'unchanged' : 'update';
}

/** Checks every line against the file and the tenant's divisions as they are now. */
async function plan(
  trx: Db,
  tenantId: number,
  lines: readonly DivisionCsvLine[],
  columns: readonly DivisionCsvColumn[],
) {
  const stored = await trx.selectFrom('divisions').selectAll().where('tenant_id', '=', tenantId).execute();
  const byCode = new Map(stored.filter((row) => row.code !== null).map((row) => [row.code!, row]));
  const codeOfId = new Map(
    stored.filter((row) => row.code !== null).map((row) => [Number(row.id), row.code!]),
  );
  const has = (column: DivisionCsvColumn) => columns.includes(column);
  const firstLineOf = new Map<string, number>();
  const planned: PlannedLine[] = lines.map((line) => {
    const existing = line.fields ? byCode.get(line.fields.divisionCode) : undefined;
    const issues = [...line.issues];
    const code = line.fields?.divisionCode;
    if (code !== undefined) {
      const first = firstLineOf.get(code);
      if (first !== undefined) issues.push({ column: 'code', key: 'duplicate', values: { line: first } });
      else firstLineOf.set(code, line.lineNumber);
    }
    return { line, existing, values: plannedValues(line, has, existing, codeOfId), issues };
  });
  // The tree as it would be: stored parents, then what the file says.
  const parentOf = new Map<string, string | null>();
  for (const row of stored) {
    if (row.code !== null)
      parentOf.set(row.code, row.parent_id === null ? null : (codeOfId.get(Number(row.parent_id)) ?? null));
  }
  for (const { values } of planned) if (values) parentOf.set(values.code, values.parentCode);
  for (const item of planned) {
    const parentCode = item.values?.parentCode;
    if (parentCode == null || item.issues.length > 0) continue;
    if (parentCode === item.values!.code) item.issues.push({ column: 'parentCode', key: 'self' });
    else if (!parentOf.has(parentCode))
      item.issues.push({ column: 'parentCode', key: 'notFound', values: { code: parentCode } });
    else if (makesCycle(item.values!.code, parentOf))
      item.issues.push({ column: 'parentCode', key: 'descendant' });
  }
  return { planned, byCode, codeOfId };
}

function resultOf(
  planned: readonly PlannedLine[],
  codeOfId: ReadonlyMap<number, string>,
  applied: boolean,
): DivisionImportResult {
  const lines: DivisionImportLine[] = planned.map((item) => ({
    lineNumber: item.line.lineNumber,
    divisionCode: (item.line.cells.code ?? '').trim(),
    divisionName: (item.line.cells.name ?? '').trim(),
    outcome: outcomeOf(item, codeOfId),
    issues: item.issues,
  }));
  const count = (outcome: DivisionImportOutcome) => lines.filter((line) => line.outcome === outcome).length;
  return {
    applied,
    problem: null,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    failed: count('error'),
    lines,
  };
}

const EMPTY = { applied: false, created: 0, updated: 0, unchanged: 0, failed: 0, lines: [] } as const;

/**
 * Imports a division CSV by code: a known code changes that division, an unknown one creates it.
 * All or nothing: with any error line (or `preview`) nothing changes, and the answer says line by
 * line what the file would do. Divisions the file does not name stay as they are.
 */
export async function importDivisions(
  db: Db,
  actor: DivisionActor,
  bytes: Uint8Array,
  preview: boolean,
  hooks: ImportHooks<DivisionImportResult> = {},
): Promise<DivisionImportResult> {
  const parsed = parseDivisionCsv(bytes);
  if (!parsed.ok) return { ...EMPTY, lines: [], problem: parsed.problem };
  const { tenantId } = actor;
  await hooks.onRead?.(parsed.lines.length);
  return changeTree(db, tenantId, async (trx) => {
    const { planned, byCode, codeOfId } = await plan(trx, tenantId, parsed.lines, parsed.columns);
    const checked = resultOf(planned, codeOfId, false);
    if (preview || checked.failed > 0 || checked.created + checked.updated === 0) {
      await hooks.settle?.(trx, checked);
      return checked;
    }
    const idOfCode = new Map([...byCode].map(([code, row]) => [code, Number(row.id)]));
    const changed = planned.filter((item, index) =>
      ['create', 'update'].includes(checked.lines[index]!.outcome),
    );
    // New divisions first (at the top level), so that every parent code names a row.
    const created: DivisionRow[] = [];
    for (const { values } of changed.filter((item) => !item.existing)) {
      const { parentCode: _parent, ...columns } = values!;
      const row = await trx
        .insertInto('divisions')
        .values({ ...columns, tenant_id: tenantId, created_at: actor.now, updated_at: actor.now })
        .returningAll()
        .executeTakeFirstOrThrow();
      created.push(row);
      idOfCode.set(row.code!, Number(row.id));
    }
    let moved = false;
    for (const { existing, values } of changed) {
      const { parentCode, ...columns } = values!;
      const parentId = parentCode === null ? null : idOfCode.get(parentCode)!;
      const id = idOfCode.get(values!.code)!;
      moved ||=
        existing !== undefined &&
        (existing.parent_id === null ? null : Number(existing.parent_id)) !== parentId;
      const after = await trx
        .updateTable('divisions')
        .set({ ...columns, parent_id: parentId, updated_at: actor.now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAdminAction(trx, {
        tenantId,
        actorUserId: actor.userId,
        ip: actor.ip,
        at: actor.now,
        action: existing ? 'division.import.update' : 'division.import.create',
        target: `division:${id}`,
        before: existing ? divisionSnapshot(existing) : null,
        after: divisionSnapshot(after),
      });
    }
    // A new division the file gives no sort number goes last among its siblings.
    for (const row of created.filter((row) => row.sort < 0)) {
      await sql`
        update divisions d set sort = (
          select coalesce(max(s.sort), -1) + 1 from divisions s
          where s.tenant_id = d.tenant_id and s.parent_id is not distinct from d.parent_id and s.id <> d.id)
        where d.tenant_id = ${tenantId} and d.id = ${row.id}`.execute(trx);
    }
    if (moved) await reindexPeople(trx, tenantId);
    const applied = { ...checked, applied: true };
    await hooks.settle?.(trx, applied);
    return applied;
  });
}
