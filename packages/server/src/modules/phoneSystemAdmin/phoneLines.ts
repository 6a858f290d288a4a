import {
  DeviceNameSchema,
  ExtensionNumSchema,
  PHONE_SYSTEM_ADMIN_LIMITS as L,
  type PhoneLine,
  type PhoneLineImportResult,
} from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import * as v from 'valibot';
import type { Db } from '../../db/createDatabase.js';
import { headerKey, readImportFile } from '../csvFile/index.js';

/** The call_cti_settings row a line's device is kept in: the one the person's own CTI page reads. */
export type LineSystem = 'CUCM' | 'PBX_API';

export function lineSystemOf(callControlMode: string): LineSystem {
  return callControlMode === 'PBX_API' ? 'PBX_API' : 'CUCM';
}

/**
 * Device names Unified CM gives phones: SEP + the MAC's 12 hex digits for a desk phone, or a
 * soft client's prefix (CSF, BOT, TCT, TAB) and up to 12 more characters.
 */
const CUCM_DEVICE = /^(SEP[0-9A-F]{12}|(CSF|BOT|TCT|TAB)[A-Z0-9._-]{1,12})$/i;

/**
 * Whether lines take Unified CM's device names: with CUCM itself, and in CUCM mode on the
 * simulated PBX, which stands in for it.
 */
export function usesCucmDevices(stored: { system: string; callControlMode: string }): boolean {
  return stored.system === 'CUCM' || (stored.system === 'SIMULATED' && stored.callControlMode === 'CUCM');
}

/** The message key of a device name the tenant's phone system would not know, or null. */
export function deviceProblem(cucm: boolean, deviceName: string): string | null {
  if (deviceName === '' || !cucm) return null;
  return CUCM_DEVICE.test(deviceName) ? null : 'cucmDevice';
}

/** A device name as stored: Unified CM's names are upper case. */
export function storedDeviceName(cucm: boolean, deviceName: string): string {
  return cucm ? deviceName.toUpperCase() : deviceName;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function linesQuery(db: Db, tenantId: number, lineSystem: LineSystem) {
  return db
    .selectFrom('users as u')
    .leftJoin('call_cti_settings as c', (join) =>
      join
        .onRef('c.tenant_id', '=', 'u.tenant_id')
        .onRef('c.user_id', '=', 'u.id')
        .on('c.phone_system', '=', lineSystem),
    )
    .where('u.tenant_id', '=', tenantId);
}

const LINE_COLUMNS = [
  'u.id',
  'u.account_id',
  'u.fullname',
  'u.fullname_kana',
  'u.extension_num',
  'c.device_name',
] as const;

type LineRow = {
  id: number;
  account_id: string;
  fullname: string;
  fullname_kana: string;
  extension_num: string | null;
  device_name: string | null;
};

export function lineOut(row: LineRow): PhoneLine {
  return {
    userId: Number(row.id),
    accountId: row.account_id,
    fullname: row.fullname,
    fullnameKana: row.fullname_kana,
    extensionNum: row.extension_num,
    deviceName: row.device_name ?? '',
  };
}

export async function linePage(
  db: Db,
  tenantId: number,
  lineSystem: LineSystem,
  q: string,
  page: number,
): Promise<{ rows: PhoneLine[]; totalCount: number }> {
  let query = linesQuery(db, tenantId, lineSystem);
  if (q !== '') {
    const like = likePattern(q);
    query = query.where((eb) =>
      eb.or([
        eb('u.fullname', 'ilike', like),
        eb('u.fullname_kana', 'ilike', like),
        eb('u.fullname_alphabet', 'ilike', like),
        eb('u.account_id', 'ilike', like),
        eb('u.extension_num', 'ilike', like),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    query
      .select([...LINE_COLUMNS])
      .orderBy('u.fullname_kana')
      .orderBy('u.id')
      .limit(L.linePageSize)
      .offset((page - 1) * L.linePageSize)
      .execute(),
  ]);
  return { rows: rows.map(lineOut), totalCount: Number(count.n) };
}

export async function allLines(db: Db, tenantId: number, lineSystem: LineSystem): Promise<PhoneLine[]> {
  const rows = await linesQuery(db, tenantId, lineSystem)
    .select([...LINE_COLUMNS])
    .orderBy('u.fullname_kana')
    .orderBy('u.id')
    .execute();
  return rows.map(lineOut);
}

export async function oneLine(
  db: Db,
  tenantId: number,
  lineSystem: LineSystem,
  userId: number,
): Promise<PhoneLine | undefined> {
  const row = await linesQuery(db, tenantId, lineSystem)
    .where('u.id', '=', userId)
    .select([...LINE_COLUMNS])
    .executeTakeFirst();
  return row ? lineOut(row) : undefined;
}

/** Who else of the tenant has this extension (extensions ring one person each). */
export async function extensionHolder(
  db: Db,
  tenantId: number,
  extension: string,
  exceptUserId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('extension_num', '=', extension)
    .where('id', '!=', exceptUserId)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Writes a line: the extension on the person, the device in their CTI row of the line's system. */
export async function writeLine(
  db: Db,
  tenantId: number,
  lineSystem: LineSystem,
  userId: number,
  line: { extensionNum: string; deviceName: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ extension_num: line.extensionNum === '' ? null : line.extensionNum, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .execute();
  await db
    .insertInto('call_cti_settings')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      phone_system: lineSystem,
      device_name: line.deviceName,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'user_id', 'phone_system'])
        .doUpdateSet({ device_name: line.deviceName, updated_at: now }),
    )
    .execute();
}

type LineColumn = 'accountId' | 'fullname' | 'extensionNum' | 'deviceName';

const HEADER_NAMES = new Map<string, LineColumn>([
  [headerKey('accountId'), 'accountId'],
  [headerKey('アカウントID'), 'accountId'],
  [headerKey('fullname'), 'fullname'],
  [headerKey('氏名'), 'fullname'],
  [headerKey('extensionNum'), 'extensionNum'],
  [headerKey('内線番号'), 'extensionNum'],
  [headerKey('deviceName'), 'deviceName'],
  [headerKey('デバイス名'), 'deviceName'],
]);

/** The header of the export and the template; `fullname` is for reading and is ignored on import. */
export const LINE_FILE_HEADER = ['accountId', 'fullname', 'extensionNum', 'deviceName'] as const;

export interface PlannedLineChange {
  readonly userId: number;
  readonly accountId: string;
  readonly before: { extensionNum: string | null; deviceName: string };
  readonly after: { extensionNum: string; deviceName: string };
}

/**
 * Reads a line file and plans every change; any problem (of the file, or of one line) leaves the
 * plan empty, so an import is applied whole or not at all. A column the file lacks keeps the
 * stored value.
 */
export async function planLineImport(
  db: Db,
  tenantId: number,
  lineSystem: LineSystem,
  cucm: boolean,
  bytes: Uint8Array,
): Promise<{ result: PhoneLineImportResult; changes: PlannedLineChange[] }> {
  const refused = (fileProblem: string) => ({
    result: { applied: false, fileProblem, updated: 0, issues: [] },
    changes: [],
  });
  const file = readImportFile(bytes, {
    maxBytes: L.importMaxBytes,
    maxLines: L.importMaxLines,
    headerNames: HEADER_NAMES,
    required: ['accountId'],
  });
  if (!file.ok) return refused(file.problem);
  if (file.broken !== undefined)
    return {
      result: {
        applied: false,
        fileProblem: null,
        updated: 0,
        issues: [{ line: file.broken, column: 'accountId', key: 'quote' }],
      },
      changes: [],
    };
  if (file.lines.length === 0) return refused('FILE_EMPTY');
  const lines = await allLines(db, tenantId, lineSystem);
  const byAccount = new Map(lines.map((line) => [line.accountId, line]));
  const issues: PhoneLineImportResult['issues'] = [];
  const changes: PlannedLineChange[] = [];
  const seenAccounts = new Set<string>();
  for (const line of file.lines) {
    const accountId = (line.cells.accountId ?? '').trim();
    const existing = byAccount.get(accountId);
    const issue = (column: string, key: string) => issues.push({ line: line.line, column, key });
    if (accountId === '') issue('accountId', 'required');
    else if (!existing) issue('accountId', 'unknownAccount');
    else if (seenAccounts.has(accountId)) issue('accountId', 'duplicate');
    seenAccounts.add(accountId);
    const extension = v.safeParse(
      ExtensionNumSchema,
      line.cells.extensionNum ?? existing?.extensionNum ?? '',
    );
    if (!extension.success)
      issue('extensionNum', extension.issues[0]?.message === 'pattern' ? 'pattern' : 'length');
    const device = v.safeParse(DeviceNameSchema, line.cells.deviceName ?? existing?.deviceName ?? '');
    if (!device.success) issue('deviceName', device.issues[0]?.message === 'pattern' ? 'pattern' : 'length');
    else {
      const problem = deviceProblem(cucm, device.output);
      if (problem) issue('deviceName', problem);
    }
    if (existing && extension.success && device.success)
      changes.push({
        userId: existing.userId,
        accountId,
        before: { extensionNum: existing.extensionNum, deviceName: existing.deviceName },
        after: { extensionNum: extension.output, deviceName: storedDeviceName(cucm, device.output) },
      });
  }
  // Extensions ring one person each: within the file, and against the people the file leaves alone.
  const finalExtension = new Map(lines.map((line) => [line.userId, line.extensionNum ?? '']));
  for (const change of changes) finalExtension.set(change.userId, change.after.extensionNum);
  const holders = new Map<string, number[]>();
  for (const [userId, extension] of finalExtension) {
    if (extension === '') continue;
    holders.set(extension, [...(holders.get(extension) ?? []), userId]);
  }
  for (const change of changes) {
    const ext = change.after.extensionNum;
    if (ext !== '' && (holders.get(ext)?.length ?? 0) > 1) {
      const at = file.lines.find((line) => (line.cells.accountId ?? '').trim() === change.accountId);
      issues.push({ line: at?.line ?? 0, column: 'extensionNum', key: 'taken' });
    }
  }
  if (issues.length > 0) {
    issues.sort((a, b) => a.line - b.line);
    return { result: { applied: false, fileProblem: null, updated: 0, issues }, changes: [] };
  }
  const real = changes.filter(
    (change) =>
      (change.before.extensionNum ?? '') !== change.after.extensionNum ||
      change.before.deviceName !== change.after.deviceName,
  );
  return { result: { applied: true, fileProblem: null, updated: real.length, issues: [] }, changes: real };
}
