import type { AdField } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import { reindexPeople } from '../directorySearch/index.js';
import { licenceRoomFor } from '../tenants/index.js';
import type { AdSyncedValues } from './activeDirectoryTables.js';
import {
  AdFailure,
  openAdClient,
  searchAdPages,
  type AdConnection,
  type AdOperatorRules,
} from './adConnection.js';
import { attributesOf, personOf, type AdPerson, type AdRefusal, type AdValues } from './adEntries.js';
import type { AdSettingsRow } from './adSettings.js';

/** Who every change of a sync is written to the action log as. */
export const AD_ACTOR_LABEL = 'Active Directory';
/** How many rows of each kind a report keeps (the counts are always whole). */
const REPORT_ROWS = 100;
const REPORT_REFUSED = 1000;
/**
 * People written per transaction: the embedded database runs one transaction at a time, so
 * requests wait at most for one chunk of a run, never for the run.
 */
const CHUNK = 100;

/** Lets requests waiting on the event loop and the database in between two chunks. */
function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
/** A person made by a sync has no password of Kizuna's until an administrator issues one. */
const NO_PASSWORD = '!locked';

export interface AdReportRow {
  readonly accountId: string;
  readonly fullname: string;
  readonly fields: string[];
}

export interface AdSyncReport {
  readonly read: number;
  readonly created: number;
  readonly updated: number;
  readonly disabled: number;
  readonly unchanged: number;
  readonly refused: number;
  readonly divisionsCreated: number;
  readonly added: AdReportRow[];
  readonly changed: AdReportRow[];
  readonly disabledPeople: AdReportRow[];
  readonly refusedEntries: { dn: string; reason: AdRefusal }[];
}

export type AdSyncOutcome = { readonly report: AdSyncReport } | { readonly problem: string };

const VALUE_COLUMNS = {
  fullname: 'fullname',
  fullnameKana: 'fullname_kana',
  position: 'position',
  phoneNum: 'phone_num',
  mobileNum: 'mobile_num',
  email: 'email',
} as const satisfies Record<keyof AdValues, string>;

type ValueField = keyof typeof VALUE_COLUMNS;
const VALUE_FIELDS = Object.keys(VALUE_COLUMNS) as ValueField[];

interface KizunaPerson {
  readonly id: number;
  readonly enabled: boolean;
  readonly values: AdValues;
  readonly mainDivisionId: number | null;
  /** What the last sync wrote; null for a person no sync has touched yet. */
  readonly synced: AdSyncedValues | null;
}

/** A planned change of one existing person. */
interface PersonUpdate {
  readonly person: KizunaPerson;
  readonly ad: AdPerson | null;
  readonly set: Partial<AdValues>;
  readonly enabled: boolean | null;
  readonly divisionId: number | null;
  readonly synced: AdSyncedValues;
  readonly fields: string[];
}

function kana(value: string | null): string {
  return value ?? '';
}

async function loadKizunaPeople(db: Db, tenantId: number) {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('ad_people as a', (join) => join.onRef('a.user_id', '=', 'u.id'))
    .leftJoin('user_divisions as ud', (join) =>
      join.onRef('ud.user_id', '=', 'u.id').on('ud.is_primary', '=', true),
    )
    .select([
      'u.id',
      'u.account_id',
      'u.enabled',
      'u.fullname',
      'u.fullname_kana',
      'u.position',
      'u.phone_num',
      'u.mobile_num',
      'u.email',
      'a.object_key',
      'a.synced',
      'ud.division_id',
    ])
    .where('u.tenant_id', '=', tenantId)
    .execute();
  const byAccount = new Map<string, KizunaPerson>();
  const byKey = new Map<string, KizunaPerson>();
  for (const row of rows) {
    const synced =
      row.synced === null
        ? null
        : ((typeof row.synced === 'string' ? JSON.parse(row.synced) : row.synced) as AdSyncedValues);
    const person: KizunaPerson = {
      id: Number(row.id),
      enabled: row.enabled,
      values: {
        fullname: row.fullname,
        fullnameKana: row.fullname_kana === '' ? null : row.fullname_kana,
        position: row.position,
        phoneNum: row.phone_num,
        mobileNum: row.mobile_num,
        email: row.email,
      },
      mainDivisionId: row.division_id === null ? null : Number(row.division_id),
      synced,
    };
    // A person may be in several divisions; the main one is enough to compare.
    byAccount.set(row.account_id.toLowerCase(), person);
    if (row.object_key !== null) byKey.set(row.object_key, person);
  }
  return { byAccount, byKey };
}

/** The tenant's divisions by their path of names from the top (`営業部/第一課`). */
async function loadDivisionPaths(db: Db, tenantId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('divisions')
    .select(['id', 'parent_id', 'name'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const paths = new Map<string, number>();
  const pathOf = (id: number, depth = 0): string | null => {
    const row = byId.get(id);
    if (!row || depth > 50) return null;
    if (row.parent_id === null) return row.name;
    const parent = pathOf(Number(row.parent_id), depth + 1);
    return parent === null ? null : `${parent}\u001f${row.name}`;
  };
  for (const row of rows) {
    const path = pathOf(Number(row.id));
    if (path !== null && !paths.has(path)) paths.set(path, Number(row.id));
  }
  return paths;
}

interface ActionRow {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

async function writeActions(trx: Db, tenantId: number, at: Date, actions: readonly ActionRow[]) {
  if (actions.length === 0) return;
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  await trx
    .insertInto('admin_action_log')
    .values(
      actions.map((action) => ({
        tenant_id: tenantId,
        actor_user_id: null,
        actor_label: AD_ACTOR_LABEL,
        at,
        ip: '',
        action: action.action,
        target: action.target,
        before: json(action.before),
        after: json(action.after),
      })),
    )
    .execute();
}

function syncedOf(ad: AdPerson, divisionPath: string | null, enabled: boolean): AdSyncedValues {
  return { ...ad.values, division: divisionPath, enabled: enabled ? 'true' : 'false' } as AdSyncedValues;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Reads every person the filter matches and makes Kizuna agree: creates, updates and disables
 * people and creates divisions; never deletes anyone. A dry run (preview) reads and plans the same
 * and writes nothing. Changes are written in transactions of 100 people, each with its action-log
 * entries; a person whose values are what the last sync wrote is not written at all.
 */
export async function runAdSync(
  db: Db,
  options: {
    readonly tenantId: number;
    readonly connection: AdConnection & { settings: AdSettingsRow };
    readonly rules: AdOperatorRules;
    readonly dryRun: boolean;
    readonly clock: () => Date;
  },
): Promise<AdSyncOutcome> {
  const { tenantId, connection, dryRun } = options;
  const { settings } = connection;
  const keepEdited = new Set<AdField>(settings.keepEdited);
  const refusedEntries: { dn: string; reason: AdRefusal }[] = [];
  let refused = 0;
  const refuse = (dn: string, reason: AdRefusal) => {
    refused += 1;
    if (refusedEntries.length < REPORT_REFUSED) refusedEntries.push({ dn, reason });
  };

  // Read the whole directory first: a sync acts on a complete picture, never on half of one.
  const people = new Map<string, AdPerson>();
  let read = 0;
  let opened;
  try {
    opened = await openAdClient(connection, options.rules);
  } catch (error) {
    if (error instanceof AdFailure) return { problem: error.reason };
    throw error;
  }
  try {
    const { text, buffers } = attributesOf(settings.mapping);
    for await (const page of searchAdPages(opened.client, connection, text, buffers)) {
      for (const entry of page) {
        read += 1;
        const person = personOf(entry, settings.mapping, settings.divisionSource, settings.baseDn);
        if ('refused' in person) refuse(entry.dn, person.refused);
        else if (people.has(person.key)) refuse(entry.dn, 'DUPLICATE_ACCOUNT_ID');
        else people.set(person.key, person);
      }
    }
  } catch (error) {
    if (error instanceof AdFailure) return { problem: error.reason };
    throw error;
  } finally {
    await opened.client.unbind().catch(() => undefined);
  }

  const kizuna = await loadKizunaPeople(db, tenantId);
  const divisionPaths = await loadDivisionPaths(db, tenantId);
  const newDivisions: string[][] = [];
  const pathKey = (path: readonly string[]) => path.join('\u001f');
  const planDivision = (path: readonly string[] | null): string | null => {
    if (!path) return null;
    for (let depth = 1; depth <= path.length; depth += 1) {
      const prefix = path.slice(0, depth);
      const key = pathKey(prefix);
      if (!divisionPaths.has(key)) {
        divisionPaths.set(key, -(newDivisions.length + 1));
        newDivisions.push(prefix);
      }
    }
    return pathKey(path);
  };

  const creates: { ad: AdPerson; divisionPath: string | null }[] = [];
  const updates: PersonUpdate[] = [];
  let unchanged = 0;
  const seen = new Set<number>();
  for (const ad of people.values()) {
    const divisionPath = planDivision(ad.divisionPath);
    const person = kizuna.byKey.get(ad.key) ?? kizuna.byAccount.get(ad.key);
    if (!person) {
      if (ad.enabled) creates.push({ ad, divisionPath });
      continue;
    }
    seen.add(person.id);
    const synced = person.synced;
    // A field an administrator changed since the last sync keeps their value where the mapping says so.
    const handEdited = (field: AdField, current: string | null) =>
      keepEdited.has(field) && synced !== null && field in synced && (synced[field] ?? null) !== current;
    const set: Partial<AdValues> = {};
    const fields: string[] = [];
    for (const field of VALUE_FIELDS) {
      const current = person.values[field];
      const wanted = ad.values[field];
      if (field === 'fullnameKana' ? kana(current) === kana(wanted) : current === wanted) continue;
      if (handEdited(field, current)) continue;
      set[field] = wanted;
      fields.push(field);
    }
    let divisionId: number | null = null;
    if (divisionPath !== null) {
      const wantedId = divisionPaths.get(divisionPath)!;
      const current = person.mainDivisionId;
      const editedByHand =
        keepEdited.has('division') &&
        synced?.division !== undefined &&
        synced.division !== null &&
        divisionPaths.get(synced.division) !== current;
      if (wantedId !== current && !editedByHand) {
        divisionId = wantedId;
        fields.push('division');
      }
    }
    // Disabled in AD: disabled here. Enabled again in AD: enabled again only if a sync disabled them.
    let enabled: boolean | null = null;
    if (!ad.enabled && person.enabled) enabled = false;
    else if (ad.enabled && !person.enabled && synced?.enabled === 'false') enabled = true;
    if (enabled !== null) fields.push('enabled');
    const nextSynced = syncedOf(ad, divisionPath, enabled ?? person.enabled);
    const syncedMoved = synced === null || JSON.stringify(synced) !== JSON.stringify(nextSynced);
    if (fields.length === 0 && !syncedMoved) {
      unchanged += 1;
      continue;
    }
    updates.push({ person, ad, set, enabled, divisionId, synced: nextSynced, fields });
    if (fields.length === 0) unchanged += 1;
  }
  // People a sync brought in who are no longer among those the filter matches: disabled, never deleted.
  for (const person of kizuna.byKey.values()) {
    if (seen.has(person.id) || !person.enabled) continue;
    updates.push({
      person,
      ad: null,
      set: {},
      enabled: false,
      divisionId: null,
      synced: { ...person.synced, enabled: 'false' },
      fields: ['enabled'],
    });
  }

  // The licence: people are added while it has room, and the rest are refused with its reason.
  const licence = await licenceRoomFor(db, tenantId, creates.length);
  const room = licence.licensed === null ? creates.length : Math.max(0, licence.licensed - licence.used);
  const admitted = creates.slice(0, room);
  for (const { ad } of creates.slice(room)) refuse(ad.dn, 'LICENSE_LIMIT_EXCEEDED');

  const rowOf = (accountId: string, fullname: string, fields: string[]): AdReportRow => ({
    accountId,
    fullname,
    fields,
  });
  const changedRows = updates.filter((update) =>
    update.fields.some((field) => field !== 'enabled' || update.enabled),
  );
  const disabledRows = updates.filter((update) => update.enabled === false);
  const report: AdSyncReport = {
    read,
    created: admitted.length,
    updated: updates.filter((update) => update.fields.length > 0 && update.enabled !== false).length,
    disabled: disabledRows.length,
    unchanged,
    refused,
    divisionsCreated: newDivisions.length,
    added: admitted
      .slice(0, REPORT_ROWS)
      .map(({ ad }) => rowOf(ad.accountId, ad.values.fullname ?? ad.accountId, [])),
    changed: changedRows
      .filter((update) => update.enabled !== false)
      .slice(0, REPORT_ROWS)
      .map((update) =>
        rowOf(
          update.ad?.accountId ?? '',
          update.ad?.values.fullname ?? update.person.values.fullname ?? '',
          update.fields,
        ),
      ),
    disabledPeople: disabledRows
      .slice(0, REPORT_ROWS)
      .map((update) => rowOf(update.ad?.accountId ?? '', update.person.values.fullname ?? '', update.fields)),
    refusedEntries,
  };
  if (dryRun) return { report };

  const now = options.clock();
  // Divisions first, parents before children, in one transaction.
  if (newDivisions.length > 0) {
    await db.transaction().execute(async (trx) => {
      const actions: ActionRow[] = [];
      for (const path of newDivisions) {
        const parentId = path.length > 1 ? divisionPaths.get(pathKey(path.slice(0, -1)))! : null;
        const name = path[path.length - 1]!;
        const { id } = await trx
          .insertInto('divisions')
          .values({ tenant_id: tenantId, parent_id: parentId, name, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        divisionPaths.set(pathKey(path), Number(id));
        actions.push({
          action: 'activeDirectory.division.create',
          target: `division:${id}`,
          before: null,
          after: { name, parentId },
        });
      }
      await writeActions(trx, tenantId, now, actions);
    });
  }

  for (const chunk of chunks(admitted, CHUNK)) {
    await yieldToRequests();
    await db.transaction().execute(async (trx) => {
      // Another node or an administrator may have added people since the licence was read.
      const still = await licenceRoomFor(trx, tenantId, chunk.length);
      if (!still.fits) throw new AdFailure('REFUSED', 'LICENSE_LIMIT_EXCEEDED');
      const inserted = await trx
        .insertInto('users')
        .values(
          chunk.map(({ ad }) => ({
            tenant_id: tenantId,
            account_id: ad.accountId,
            password_hash: NO_PASSWORD,
            enabled: true,
            fullname: ad.values.fullname!,
            fullname_kana: kana(ad.values.fullnameKana),
            position: ad.values.position,
            phone_num: ad.values.phoneNum,
            mobile_num: ad.values.mobileNum,
            email: ad.values.email,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'account_id'])
        .execute();
      const idOf = new Map(inserted.map((row) => [row.account_id.toLowerCase(), Number(row.id)]));
      const memberships = chunk.flatMap(({ ad, divisionPath }) =>
        divisionPath === null
          ? []
          : [
              {
                tenant_id: tenantId,
                user_id: idOf.get(ad.key)!,
                division_id: divisionPaths.get(divisionPath)!,
                is_primary: true,
              },
            ],
      );
      if (memberships.length > 0) await trx.insertInto('user_divisions').values(memberships).execute();
      await trx
        .insertInto('ad_people')
        .values(
          chunk.map(({ ad, divisionPath }) => ({
            tenant_id: tenantId,
            user_id: idOf.get(ad.key)!,
            object_key: ad.key,
            synced: JSON.stringify(syncedOf(ad, divisionPath, true)),
          })),
        )
        .execute();
      await writeActions(
        trx,
        tenantId,
        now,
        chunk.map(({ ad }) => ({
          action: 'activeDirectory.user.create',
          target: `user:${idOf.get(ad.key)}`,
          before: null,
          after: { accountId: ad.accountId, ...ad.values, division: ad.divisionPath?.join(' / ') ?? null },
        })),
      );
      await reindexPeople(trx, tenantId, [...idOf.values()]);
    });
  }

  for (const chunk of chunks(updates, CHUNK)) {
    await yieldToRequests();
    await db.transaction().execute(async (trx) => {
      const actions: ActionRow[] = [];
      const touched: number[] = [];
      for (const update of chunk) {
        const id = update.person.id;
        const columns: Record<string, unknown> = {};
        for (const [field, value] of Object.entries(update.set) as [ValueField, string | null][]) {
          columns[VALUE_COLUMNS[field]] = field === 'fullnameKana' ? kana(value) : value;
        }
        if (update.enabled !== null) columns.enabled = update.enabled;
        if (Object.keys(columns).length > 0) {
          await trx
            .updateTable('users')
            .set({ ...columns, updated_at: now })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
        }
        if (update.divisionId !== null) {
          const divisionId = update.divisionId;
          await trx
            .updateTable('user_divisions')
            .set({ is_primary: false })
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', id)
            .where('division_id', '<>', divisionId)
            .where('is_primary', '=', true)
            .execute();
          await trx
            .insertInto('user_divisions')
            .values({ tenant_id: tenantId, user_id: id, division_id: divisionId, is_primary: true })
            .onConflict((oc) => oc.columns(['user_id', 'division_id']).doUpdateSet({ is_primary: true }))
            .execute();
        }
        if (update.enabled === false) {
          // Signed out at once, on every node: the next request of any of their sessions is refused.
          await trx
            .deleteFrom('sessions')
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', id)
            .execute();
        }
        const key = update.ad?.key;
        if (key !== undefined) {
          await trx
            .insertInto('ad_people')
            .values({
              tenant_id: tenantId,
              user_id: id,
              object_key: key,
              synced: JSON.stringify(update.synced),
            })
            .onConflict((oc) =>
              oc.column('user_id').doUpdateSet({ object_key: key, synced: JSON.stringify(update.synced) }),
            )
            .execute();
        } else {
          await trx
            .updateTable('ad_people')
            .set({ synced: JSON.stringify(update.synced) })
            .where('tenant_id', '=', tenantId)
            .where('user_id', '=', id)
            .execute();
        }
        if (update.fields.length === 0) continue;
        touched.push(id);
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        for (const field of Object.keys(update.set) as ValueField[]) {
          before[field] = update.person.values[field];
          after[field] = update.set[field];
        }
        if (update.divisionId !== null) {
          before.divisionId = update.person.mainDivisionId;
          after.divisionId = update.divisionId;
        }
        if (update.enabled !== null) {
          before.enabled = update.person.enabled;
          after.enabled = update.enabled;
        }
        actions.push({
          action: update.enabled === false ? 'activeDirectory.user.disable' : 'activeDirectory.user.update',
          target: `user:${id}`,
          before,
          after,
        });
      }
      await writeActions(trx, tenantId, now, actions);
      await reindexPeople(trx, tenantId, touched);
    });
  }
  if (report.created + report.updated + report.disabled + report.divisionsCreated + report.refused > 0) {
    await writeActions(db, tenantId, now, [
      {
        action: 'activeDirectory.run',
        target: 'activeDirectory',
        before: null,
        after: {
          read,
          created: report.created,
          updated: report.updated,
          disabled: report.disabled,
          unchanged,
          refused,
          divisionsCreated: report.divisionsCreated,
          refusedEntries: refusedEntries.slice(0, 50),
        },
      },
    ]);
  }
  return { report };
}

/** Whether a filter matches anything reachable, for "test connection": the count of every page. */
export async function countAdPeople(
  connection: AdConnection,
  rules: AdOperatorRules,
): Promise<{ server: string; matched: number }> {
  const { client, server } = await openAdClient(connection, rules);
  try {
    let matched = 0;
    for await (const page of searchAdPages(client, connection, ['1.1'], [])) matched += page.length;
    return { server, matched };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
