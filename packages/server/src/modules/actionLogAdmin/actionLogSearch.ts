import type { ActionLogChange, ActionLogEntry, ActionLogPage } from '@kizuna/api-client/contract';
import { COMPANY_ADMIN_LIMITS } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { exportRows, tsvFile } from '../contactImport/index.js';
import { japanDateTime } from '../thanks/index.js';

/** What a search of the action log asks for: days are `YYYY-MM-DD` in Japan time. */
export interface ActionLogFilter {
  readonly person: string;
  readonly action: string;
  readonly dateFrom?: string | undefined;
  readonly dateTo?: string | undefined;
}

const DAY_MS = 86_400_000;

/** The first moment of a day in Japan time. */
function japanDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+09:00`));
}

/** `%`, `_` and `\` of a search text match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Db, tenantId: number, filter: ActionLogFilter) {
  let query = db
    .selectFrom('admin_action_log as l')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'l.actor_user_id').onRef('u.tenant_id', '=', 'l.tenant_id'),
    )
    .where('l.tenant_id', '=', tenantId);
  if (filter.action) query = query.where('l.action', '=', filter.action);
  if (filter.dateFrom) query = query.where('l.at', '>=', japanDayStart(filter.dateFrom));
  if (filter.dateTo) {
    query = query.where('l.at', '<', new Date(japanDayStart(filter.dateTo).getTime() + DAY_MS));
  }
  if (filter.person) {
    const pattern = likePattern(filter.person);
    query = query.where((eb) =>
      eb.or([
        eb('u.fullname', 'ilike', pattern),
        eb('u.fullname_kana', 'ilike', pattern),
        eb('u.fullname_alphabet', 'ilike', pattern),
        eb('u.account_id', 'ilike', pattern),
        eb('l.target', 'ilike', `account:${pattern}`),
        eb('l.actor_label', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields whose values differ between the row before and after a change, in the order of
 * `after` (then the fields only `before` had). A created or deleted row lists all its fields.
 */
export function changesOf(before: unknown, after: unknown): ActionLogChange[] {
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  return fields
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
}

interface Row {
  id: number | string;
  at: Date | string;
  actor_user_id: number | string | null;
  actor_label: string | null;
  account_id: string | null;
  fullname: string | null;
  ip: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

function parsed(value: unknown): unknown {
  // PGlite and node-postgres both parse jsonb; a string is kept as written.
  return value ?? null;
}

function toEntry(row: Row): ActionLogEntry {
  const before = parsed(row.before);
  const after = parsed(row.after);
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor:
      row.actor_user_id !== null && row.account_id !== null
        ? { userId: Number(row.actor_user_id), accountId: row.account_id, fullName: row.fullname ?? '' }
        : null,
    actorLabel: row.actor_user_id !== null && row.account_id !== null ? null : row.actor_label,
    ip: row.ip,
    action: row.action,
    target: row.target,
    before,
    after,
    changes: changesOf(before, after),
  };
}

function entries(
  db: Db,
  tenantId: number,
  filter: ActionLogFilter,
  limit: number,
  offset: number,
  upToId?: number,
) {
  return filtered(db, tenantId, filter)
    .$if(upToId !== undefined, (query) => query.where('l.id', '<=', upToId!))
    .select([
      'l.id',
      'l.at',
      'l.actor_user_id',
      'l.actor_label',
      'u.account_id',
      'u.fullname',
      'l.ip',
      'l.action',
      'l.target',
      'l.before',
      'l.after',
    ])
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
    .then((rows) => (rows as Row[]).map(toEntry));
}

/** One page of the tenant's action log, newest first, and every action it holds. */
export async function searchActionLog(
  db: Db,
  tenantId: number,
  query: ActionLogFilter & { page: number; size: number },
): Promise<ActionLogPage> {
  const offset = (query.page - 1) * query.size;
  const [items, total, actions] = await Promise.all([
    entries(db, tenantId, query, query.size, offset),
    filtered(db, tenantId, query)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('admin_action_log')
      .select('action')
      .distinct()
      .where('tenant_id', '=', tenantId)
      .orderBy('action')
      .execute(),
  ]);
  const totalCount = Number(total.n);
  return {
    items,
    totalCount,
    size: query.size,
    offset,
    page: query.page,
    hasNext: offset + items.length < totalCount,
    hasPrevious: query.page > 1,
    actions: actions.map((row) => row.action),
  };
}

/** A value of a change as one cell: text as it is, anything else as JSON. */
function cellValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Entries read per statement of the export. */
const EXPORT_BATCH = 1000;

/**
 * The entries a search finds (at most `actionLogExportMax`, newest first), as TSV written while it
 * is sent, a batch of entries at a time: entries written meanwhile (a higher id) are left out, so
 * no batch repeats an entry of the one before.
 */
export async function actionLogFile(
  db: Db,
  tenantId: number,
  filter: ActionLogFilter,
  charset: 'UTF-8' | 'Shift_JIS',
): Promise<File> {
  const newest = await db
    .selectFrom('admin_action_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  const upToId = Number(newest?.id ?? 0);
  const max = COMPANY_ADMIN_LIMITS.actionLogExportMax;
  async function* rows() {
    for (let offset = 0; offset < max; offset += EXPORT_BATCH) {
      const size = Math.min(EXPORT_BATCH, max - offset);
      const batch = await entries(db, tenantId, filter, size, offset, upToId);
      yield* batch;
      if (batch.length < size) return;
    }
  }
  return tsvFile(
    'action_log.tsv',
    exportRows(
      ['日時', 'アカウントID', '氏名', 'IPアドレス', '操作', '対象', '変更内容'],
      rows(),
      (entry) => [
        japanDateTime(new Date(entry.at)),
        entry.actor?.accountId ?? '',
        entry.actor?.fullName ?? entry.actorLabel ?? '',
        entry.ip,
        entry.action,
        entry.target,
        entry.changes
          .map((change) => `${change.field}: ${cellValue(change.before)} → ${cellValue(change.after)}`)
          .join(' / '),
      ],
    ),
    charset,
  );
}
