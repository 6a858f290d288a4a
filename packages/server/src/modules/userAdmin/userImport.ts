import { licenceRoomFor } from '../tenants/index.js';
import {
  ADMIN_ROLES,
  USER_ADMIN_LIMITS,
  VIRTUAL_ROLES,
  type AdminRole,
  type FieldError,
  type UserImportFileProblem,
  type UserImportIssue,
  type UserImportLine,
  type UserImportOutcome,
  type UserImportResult,
  type UserType,
  type VirtualRole,
} from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { deleteTenantRows, selectTenantRows, updateTenantRows } from '../../db/tenantRows.js';
import { inBatches } from '../../http/streamedFile.js';
import { recordAdminAction, type AdminActor } from '../actionLog/index.js';
import type { ImportHooks } from '../importJobs/index.js';
import { reindexPeople } from '../directorySearch/index.js';
import { NOT_ACTIVATED_PASSWORD_HASH } from '../invitations/index.js';
import { replaceMemberships } from './userAdminService.js';
import { UserAdminError } from './UserAdminError.js';
import {
  parseUserCsv,
  type ExportedUser,
  type UserCsvColumn,
  type UserCsvLine,
  type UserTexts,
} from './userCsv.js';

/** The person's texts and the columns of `users` that hold them (blank in the file, null in the table). */
const TEXT_COLUMNS = {
  accountId: 'account_id',
  fullname: 'fullname',
  fullnameKana: 'fullname_kana',
  fullnameAlphabet: 'fullname_alphabet',
  position: 'position',
  extensionNum: 'extension_num',
  phoneNum: 'phone_num',
  mobileNum: 'mobile_num',
  email: 'email',
  email2: 'email2',
  employeeNum: 'employee_num',
} as const satisfies Record<keyof UserTexts, string>;
type TextField = keyof typeof TEXT_COLUMNS;
const TEXT_FIELDS = Object.keys(TEXT_COLUMNS) as TextField[];
/** Texts a blank clears to null; the names are never blank. */
const NULLABLE_FIELDS = new Set<TextField>([
  'position',
  'extensionNum',
  'phoneNum',
  'mobileNum',
  'email',
  'email2',
  'employeeNum',
]);

interface Membership {
  readonly divisionId: number;
  readonly main: boolean;
}

/** A person of the tenant as the import compares them. */
interface StoredUser {
  readonly userId: number;
  readonly texts: Record<TextField, string>;
  readonly userType: UserType;
  readonly enabled: boolean;
  /** Main first; `code` null for a division without a code (the file cannot name it). */
  readonly divisions: readonly (Membership & { code: string | null })[];
  readonly roles: readonly AdminRole[];
  readonly virtualRoles: readonly VirtualRole[];
}

/** What a line makes of its person: a column the file lacks keeps the stored value. */
interface PlannedUser {
  readonly texts: Record<TextField, string>;
  readonly userType: UserType;
  readonly enabled: boolean;
  readonly divisions: readonly Membership[];
  readonly roles: readonly AdminRole[];
}

interface PlannedLine {
  readonly line: UserCsvLine;
  readonly existing: StoredUser | undefined;
  readonly planned: PlannedUser | undefined;
  readonly issues: UserImportIssue[];
}

/** Every person of the tenant with their divisions (and codes) and roles, by lower-case account id. */
async function storedUsers(
  db: Db,
  tenantId: number,
  only?: readonly number[],
): Promise<Map<string, StoredUser>> {
  const [users, memberships, roles, virtualRoles] = await Promise.all([
    selectTenantRows(db, 'users', tenantId)
      .selectAll()
      .$if(only !== undefined, (query) => query.where('id', 'in', only!))
      .execute(),
    selectTenantRows(db, 'user_divisions', tenantId)
      .$if(only !== undefined, (query) => query.where('user_divisions.user_id', 'in', only!))
      .innerJoin('divisions', (join) =>
        join
          .onRef('divisions.id', '=', 'user_divisions.division_id')
          .onRef('divisions.tenant_id', '=', 'user_divisions.tenant_id'),
      )
      .select([
        'user_divisions.user_id',
        'user_divisions.division_id',
        'user_divisions.is_primary',
        'divisions.code',
      ])
      .orderBy('user_divisions.user_id')
      .orderBy('user_divisions.is_primary', 'desc')
      .orderBy('user_divisions.sort')
      .execute(),
    selectTenantRows(db, 'user_roles', tenantId)
      .select(['user_id', 'role'])
      .$if(only !== undefined, (query) => query.where('user_id', 'in', only!))
      .execute(),
    selectTenantRows(db, 'user_virtual_roles', tenantId)
      .select(['user_id', 'role'])
      .$if(only !== undefined, (query) => query.where('user_id', 'in', only!))
      .execute(),
  ]);
  const group = <T extends { user_id: number | string }>(rows: readonly T[]) => {
    const out = new Map<number, T[]>();
    for (const row of rows) out.set(Number(row.user_id), [...(out.get(Number(row.user_id)) ?? []), row]);
    return out;
  };
  const divisionsOf = group(memberships);
  const rolesOf = group(roles);
  const virtualOf = group(virtualRoles);
  return new Map(
    users.map((row) => {
      const userId = Number(row.id);
      const stored: StoredUser = {
        userId,
        texts: Object.fromEntries(
          TEXT_FIELDS.map((field) => [field, (row[TEXT_COLUMNS[field]] as string | null) ?? '']),
        ) as Record<TextField, string>,
        userType: row.user_type as UserType,
        enabled: row.enabled,
        divisions: (divisionsOf.get(userId) ?? []).map((d) => ({
          divisionId: Number(d.division_id),
          main: d.is_primary,
          code: d.code,
        })),
        roles: (rolesOf.get(userId) ?? [])
          .map((r) => r.role)
          .filter((role): role is AdminRole => (ADMIN_ROLES as readonly string[]).includes(role))
          .sort(),
        virtualRoles: (virtualOf.get(userId) ?? [])
          .map((r) => r.role)
          .filter((role): role is VirtualRole => (VIRTUAL_ROLES as readonly string[]).includes(role)),
      };
      return [row.account_id.toLowerCase(), stored] as const;
    }),
  );
}

/**
 * The person's divisions as the line names them: the main code, then the concurrent posts. A
 * division without a code cannot be named in a file; the person keeps such memberships.
 */
function plannedDivisions(
  line: UserCsvLine,
  has: (column: UserCsvColumn) => boolean,
  existing: StoredUser | undefined,
  idOfCode: ReadonlyMap<string, number>,
  issues: UserImportIssue[],
): Membership[] {
  const stored = existing?.divisions ?? [];
  if (!has('mainDivision') && !has('otherDivisions'))
    return stored.map(({ divisionId, main }) => ({ divisionId, main }));
  const storedMain = stored.find((d) => d.main && d.code !== null)?.code ?? null;
  const mainCode = has('mainDivision') ? (line.mainDivision ?? null) : storedMain;
  const otherCodes = has('otherDivisions')
    ? (line.otherDivisions ?? [])
    : stored.filter((d) => !d.main && d.code !== null).map((d) => d.code!);
  const resolve = (column: UserCsvColumn, code: string) => {
    const id = idOfCode.get(code);
    if (id === undefined) issues.push({ column, key: 'divisionNotFound', values: { code } });
    return id;
  };
  const mainId = mainCode === null ? undefined : resolve('mainDivision', mainCode);
  const out: Membership[] = mainId === undefined ? [] : [{ divisionId: mainId, main: true }];
  for (const code of otherCodes) {
    const id = resolve('otherDivisions', code);
    if (id !== undefined && !out.some((d) => d.divisionId === id)) out.push({ divisionId: id, main: false });
  }
  const codeless = stored.filter((d) => d.code === null);
  const codelessMain = mainCode === null && codeless.some((d) => d.main);
  for (const d of codeless) out.push({ divisionId: d.divisionId, main: codelessMain && d.main });
  if (mainCode === null && !codelessMain && otherCodes.length > 0) {
    issues.push({ column: 'mainDivision', key: 'mainDivisionRequired' });
  }
  if (out.length > USER_ADMIN_LIMITS.divisionsMax) {
    issues.push({
      column: 'otherDivisions',
      key: 'maxItems',
      values: { max: USER_ADMIN_LIMITS.divisionsMax },
    });
  }
  return out;
}

function planLine(
  line: UserCsvLine,
  has: (column: UserCsvColumn) => boolean,
  existing: StoredUser | undefined,
  idOfCode: ReadonlyMap<string, number>,
  issues: UserImportIssue[],
): PlannedUser | undefined {
  const divisions = plannedDivisions(line, has, existing, idOfCode, issues);
  const { texts } = line;
  if (!texts || issues.length > 0) return undefined;
  const keep = <T>(column: UserCsvColumn, value: T | undefined, stored: T | undefined, fallback: T): T =>
    has(column) && value !== undefined ? value : existing ? (stored as T) : fallback;
  return {
    texts: Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, keep(field, texts[field], existing?.texts[field], '')]),
    ) as Record<TextField, string>,
    userType: keep('userType', line.userType, existing?.userType, 'REGULAR_USER'),
    enabled: keep('enabled', line.enabled, existing?.enabled, true),
    divisions,
    roles: keep('roles', line.roles, existing?.roles, []),
  };
}

const membershipKey = (divisions: readonly Membership[]) =>
  divisions
    .map((d) => `${d.divisionId}${d.main ? '*' : ''}`)
    .sort()
    .join(',');

function outcomeOf(item: PlannedLine): UserImportOutcome {
  const { existing, planned } = item;
  if (item.issues.length > 0 || !planned) return 'error';
  if (!existing) return 'create';
  const same =
    TEXT_FIELDS.every((field) => existing.texts[field] === planned.texts[field]) &&
    existing.userType === planned.userType &&
    existing.enabled === planned.enabled &&
    existing.roles.join(',') === planned.roles.join(',') &&
    membershipKey(existing.divisions) === membershipKey(planned.divisions);
  return same ? 'unchanged' : 'update';
}

/** Checks every line against the file and the tenant's people and divisions as they are now. */
async function plan(
  trx: Db,
  actor: AdminActor,
  lines: readonly UserCsvLine[],
  columns: readonly UserCsvColumn[],
) {
  const people = await storedUsers(trx, actor.tenantId);
  const divisions = await selectTenantRows(trx, 'divisions', actor.tenantId).select(['id', 'code']).execute();
  const idOfCode = new Map(divisions.filter((d) => d.code !== null).map((d) => [d.code!, Number(d.id)]));
  const has = (column: UserCsvColumn) => columns.includes(column);
  const firstLineOf = new Map<string, number>();
  return lines.map((line): PlannedLine => {
    const issues = [...line.issues];
    const key = line.texts?.accountId.toLowerCase();
    const existing = key === undefined ? undefined : people.get(key);
    if (key !== undefined) {
      const first = firstLineOf.get(key);
      if (first !== undefined)
        issues.push({ column: 'accountId', key: 'duplicate', values: { line: first } });
      else firstLineOf.set(key, line.lineNumber);
    }
    if (existing?.userId === actor.userId && line.enabled === false) {
      issues.push({ column: 'enabled', key: 'selfDisable' });
    }
    return { line, existing, planned: planLine(line, has, existing, idOfCode, issues), issues };
  });
}

function resultOf(planned: readonly PlannedLine[], applied: boolean): UserImportResult {
  const lines: UserImportLine[] = planned.map((item) => ({
    lineNumber: item.line.lineNumber,
    accountId: (item.line.cells.accountId ?? '').trim(),
    fullname: (item.line.cells.fullname ?? '').trim(),
    outcome: outcomeOf(item),
    issues: item.issues,
  }));
  const count = (outcome: UserImportOutcome) => lines.filter((line) => line.outcome === outcome).length;
  return {
    applied,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    failed: count('error'),
    lines,
  };
}

const PROBLEM_VALUES: Partial<Record<UserImportFileProblem, FieldError['values']>> = {
  FILE_TOO_LARGE: { max: USER_ADMIN_LIMITS.importMaxBytes },
  FILE_TOO_MANY_LINES: { max: USER_ADMIN_LIMITS.importMaxLines },
};

function columnsOf(planned: PlannedUser) {
  return {
    ...Object.fromEntries(
      TEXT_FIELDS.map((field) => [
        TEXT_COLUMNS[field],
        NULLABLE_FIELDS.has(field) && planned.texts[field] === '' ? null : planned.texts[field],
      ]),
    ),
    user_type: planned.userType,
    enabled: planned.enabled,
  };
}

/**
 * Imports a file of people by account id (compared without case, as sign-in finds it): a known
 * account changes that person, an unknown one creates them with no password (to be invited or
 * given one later). All or nothing: with any error line (or `preview`) nothing changes, and the
 * answer says line by line what the file would do. People the file does not name stay as they are.
 * An applied import writes one entry to the action log.
 */
export async function importUsers(
  db: Db,
  actor: AdminActor,
  bytes: Uint8Array,
  preview: boolean,
  hooks: ImportHooks<UserImportResult> = {},
): Promise<UserImportResult> {
  const parsed = parseUserCsv(bytes);
  if (!parsed.ok) {
    const values = PROBLEM_VALUES[parsed.problem];
    throw new UserAdminError('USER_IMPORT_FILE_REJECTED', `the import file is refused: ${parsed.problem}`, {
      fieldErrors: [{ path: 'body.file', key: parsed.problem, ...(values ? { values } : {}) }],
    });
  }
  const { tenantId } = actor;
  await hooks.onRead?.(parsed.lines.length);
  return db.transaction().execute(async (trx) => {
    const planned = await plan(trx, actor, parsed.lines, parsed.columns);
    const checked = resultOf(planned, false);
    // An import beyond the licence is refused whole, its preview too: nothing of it could be applied.
    const room = await licenceRoomFor(trx, tenantId, checked.failed > 0 ? 0 : checked.created);
    if (!room.fits) {
      throw new UserAdminError(
        'LICENSE_LIMIT_EXCEEDED',
        `the import adds ${checked.created} people; the licence allows ${room.licensed} and the tenant holds ${room.used}`,
        {
          fieldErrors: [
            {
              path: 'body.file',
              key: 'LICENSE_LIMIT_EXCEEDED',
              values: { licensed: room.licensed ?? 0, used: room.used, adding: checked.created },
            },
          ],
        },
      );
    }
    if (preview || checked.failed > 0 || checked.created + checked.updated === 0) {
      await hooks.settle?.(trx, checked);
      return checked;
    }
    const created: string[] = [];
    const updated: string[] = [];
    const touched: number[] = [];
    for (const [index, item] of planned.entries()) {
      const outcome = checked.lines[index]!.outcome;
      if (outcome !== 'create' && outcome !== 'update') continue;
      const values = item.planned!;
      let userId: number;
      if (item.existing) {
        userId = item.existing.userId;
        await updateTenantRows(trx, 'users', tenantId, userId)
          .set({ ...columnsOf(values), updated_at: actor.now })
          .execute();
        if (item.existing.enabled && !values.enabled) {
          await deleteTenantRows(trx, 'sessions', tenantId).where('user_id', '=', userId).execute();
        }
        updated.push(values.texts.accountId);
      } else {
        const row = await trx
          .insertInto('users')
          .values({
            ...columnsOf(values),
            account_id: values.texts.accountId,
            fullname: values.texts.fullname,
            tenant_id: tenantId,
            password_hash: NOT_ACTIVATED_PASSWORD_HASH,
            password_change_reason: 'INITIAL',
            password_changed_at: actor.now,
            created_at: actor.now,
            updated_at: actor.now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = Number(row.id);
        created.push(values.texts.accountId);
      }
      await replaceMemberships(trx, tenantId, userId, {
        divisions: [...values.divisions].sort((a, b) => Number(b.main) - Number(a.main)),
        roles: [...values.roles],
        virtualRoles: [...(item.existing?.virtualRoles ?? [])],
      });
      touched.push(userId);
    }
    await reindexPeople(trx, tenantId, touched);
    await recordAdminAction(trx, {
      tenantId,
      actorUserId: actor.userId,
      ip: actor.ip,
      at: actor.now,
      action: 'user.import',
      target: 'users',
      before: null,
      after: {
        created: created.length,
        updated: updated.length,
        createdAccounts: created,
        updatedAccounts: updated,
      },
    });
    const applied = { ...checked, applied: true };
    await hooks.settle?.(trx, applied);
    return applied;
  });
}

/** People read per statement of an export. */
const EXPORT_BATCH = 1000;

/**
 * The people of `userIds` (in that order; every person of the tenant, in id order, when absent)
 * as the export writes them, read a batch at a time while the file is sent.
 */
export async function* exportedUsers(
  db: Db,
  tenantId: number,
  userIds?: readonly number[],
): AsyncGenerator<ExportedUser> {
  const batches =
    userIds === undefined
      ? inBatches<{ id: number }>(
          (after, limit) =>
            selectTenantRows(db, 'users', tenantId)
              .select('id')
              .$if(after !== undefined, (query) => query.where('id', '>', after!.id))
              .orderBy('id')
              .limit(limit)
              .execute(),
          EXPORT_BATCH,
        )
      : (async function* () {
          for (const id of userIds) yield { id };
        })();
  let batch: number[] = [];
  const flush = async function* () {
    const byId = new Map(
      [...(await storedUsers(db, tenantId, batch)).values()].map((user) => [user.userId, user]),
    );
    for (const id of batch) {
      const user = byId.get(id);
      if (!user) continue;
      const coded = user.divisions.filter((d) => d.code !== null);
      yield {
        ...user.texts,
        userType: user.userType,
        mainDivisionCode: coded.find((d) => d.main)?.code ?? null,
        otherDivisionCodes: coded.filter((d) => !d.main).map((d) => d.code!),
        roles: user.roles,
        enabled: user.enabled,
      };
    }
    batch = [];
  };
  for await (const { id } of batches) {
    batch.push(Number(id));
    if (batch.length === EXPORT_BATCH) yield* flush();
  }
  if (batch.length > 0) yield* flush();
}
