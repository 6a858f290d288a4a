import {
  CALL_SETTINGS_LIMITS,
  LIMITS,
  type contract,
  type CtiControlSettings,
  type MobileConnectSettings,
  type TransferSettings,
} from '@kizuna/api-client/contract';
import { sql } from 'kysely';
import type { AppDeps, AreaHandlers } from '../../http/Handler.js';
import { normalizeDialNumber } from '../calls/index.js';
import type { Principal } from '../principal/index.js';
import { countRejections, rejectionKey, type ListOwner } from './callRejections.js';
import { CallSettingsError } from './CallSettingsError.js';
import { IMPORT_COLUMNS, importCallRejections, toImportResult } from './importCallRejections.js';
import { formatRejectionFile } from './parseRejectionFile.js';
import { requireExtension } from './requireExtension.js';

/** Forwarding rings the desk phone this long first when the user has never set it. */
const DEFAULT_NO_ANSWER_SECONDS = 20;
const TSV = 'text/tab-separated-values; charset=utf-8';

function ownerOf(principal: Principal): ListOwner {
  return { tenantId: principal.tenant.id, userId: principal.user.id };
}

function paging(page: number, size: number, totalCount: number, count: number) {
  const offset = (page - 1) * size;
  return { totalCount, size, offset, page, hasNext: offset + count < totalCount, hasPrevious: page > 1 };
}

async function ownRejection(deps: AppDeps, owner: ListOwner, id: number) {
  const row = await deps.db
    .selectFrom('pbx_call_rejections')
    .select(['id', 'from_number', 'remarks'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new CallSettingsError('CALL_REJECTION_NOT_FOUND', 'not on the own list');
  return row;
}

async function refuseDuplicate(deps: AppDeps, owner: ListOwner, fromNumber: string, exceptId?: number) {
  let query = deps.db
    .selectFrom('pbx_call_rejections')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('from_number', '=', fromNumber);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst())
    throw new CallSettingsError('CALL_REJECTION_DUPLICATE', 'the number is already on the list', {
      fieldErrors: [{ path: 'body.fromNumber', key: 'duplicate' }],
    });
}

async function readTransfer(deps: AppDeps, owner: ListOwner): Promise<TransferSettings> {
  const row = await deps.db
    .selectFrom('pbx_call_forwarding')
    .select(['forward_all', 'forward_no_answer', 'no_answer_seconds'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  return {
    callForwardAll: { enabled: Boolean(row?.forward_all), destination: row?.forward_all ?? '' },
    callForwardNoAnswer: {
      enabled: Boolean(row?.forward_no_answer),
      destination: row?.forward_no_answer ?? '',
      duration: row?.no_answer_seconds ?? DEFAULT_NO_ANSWER_SECONDS,
    },
  };
}

async function readMobileConnect(deps: AppDeps, owner: ListOwner): Promise<MobileConnectSettings> {
  const rows = await deps.db
    .selectFrom('pbx_mobile_connect')
    .select(['destination', 'enabled'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .orderBy('id')
    .execute();
  return { destinations: rows.map((r) => ({ destination: r.destination, enable: r.enabled })) };
}

type PhoneSystem = 'CUCM' | 'PBX_API';

async function readCti(
  principal: Principal,
  deps: AppDeps,
  system: PhoneSystem,
): Promise<CtiControlSettings> {
  const row = await deps.db
    .selectFrom('call_cti_settings')
    .select(['device_name', 'auto_answer'])
    .where('tenant_id', '=', principal.tenant.id)
    .where('user_id', '=', principal.user.id)
    .where('phone_system', '=', system)
    .executeTakeFirst();
  return {
    extensionNum: principal.user.extension_num,
    deviceName: row?.device_name ?? '',
    autoAnswer: row?.auto_answer ?? false,
  };
}

async function saveCti(
  principal: Principal,
  deps: AppDeps,
  system: PhoneSystem,
  body: { deviceName: string; autoAnswer: boolean },
): Promise<CtiControlSettings> {
  const values = { device_name: body.deviceName, auto_answer: body.autoAnswer, updated_at: deps.clock() };
  await deps.db
    .insertInto('call_cti_settings')
    .values({ tenant_id: principal.tenant.id, user_id: principal.user.id, phone_system: system, ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'phone_system']).doUpdateSet(values))
    .execute();
  return readCti(principal, deps, system);
}

/** Forwarding to the own line would ring the same phone again. */
function refuseOwnNumber(extension: string, destination: string, path: string): void {
  if (destination !== '' && normalizeDialNumber(destination) === normalizeDialNumber(extension))
    throw new CallSettingsError('OWN_NUMBER', 'a line cannot forward to itself', {
      fieldErrors: [{ path, key: 'ownNumber' }],
    });
}

export const callSettingsHandlers: AreaHandlers<typeof contract.callSettings> = {
  async rejections({ principal, deps, input }) {
    requireExtension(principal);
    const owner = ownerOf(principal);
    const size = CALL_SETTINGS_LIMITS.rejectionPageSize;
    const page = input.query.page;
    const rows = await deps.db
      .selectFrom('pbx_call_rejections')
      .select(['id', 'from_number', 'remarks'])
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .orderBy('from_number')
      .orderBy('id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return {
      items: rows.map((r) => ({ callRejectionId: r.id, fromNumber: r.from_number, remarks: r.remarks })),
      ...paging(page, size, await countRejections(deps.db, owner), rows.length),
    };
  },
  async insertRejection({ principal, deps, input }) {
    requireExtension(principal);
    const owner = ownerOf(principal);
    const fromNumber = rejectionKey(input.body.fromNumber);
    await refuseDuplicate(deps, owner, fromNumber);
    if ((await countRejections(deps.db, owner)) >= CALL_SETTINGS_LIMITS.rejectionsMax)
      throw new CallSettingsError('CALL_REJECTION_LIMIT_EXCEEDED', 'the rejection list is full', {
        fieldErrors: [
          { path: 'body.fromNumber', key: 'limit', values: { max: CALL_SETTINGS_LIMITS.rejectionsMax } },
        ],
      });
    const row = await deps.db
      .insertInto('pbx_call_rejections')
      .values({
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        from_number: fromNumber,
        remarks: input.body.remarks,
      })
      .returning(['id', 'from_number', 'remarks'])
      .executeTakeFirstOrThrow();
    return { callRejectionId: row.id, fromNumber: row.from_number, remarks: row.remarks };
  },
  async updateRejection({ principal, deps, input }) {
    requireExtension(principal);
    const owner = ownerOf(principal);
    const { callRejectionId, remarks } = input.body;
    await ownRejection(deps, owner, callRejectionId);
    const fromNumber = rejectionKey(input.body.fromNumber);
    await refuseDuplicate(deps, owner, fromNumber, callRejectionId);
    const row = await deps.db
      .updateTable('pbx_call_rejections')
      .set({ from_number: fromNumber, remarks })
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('id', '=', callRejectionId)
      .returning(['id', 'from_number', 'remarks'])
      .executeTakeFirstOrThrow();
    return { callRejectionId: row.id, fromNumber: row.from_number, remarks: row.remarks };
  },
  async deleteRejections({ principal, deps, input }) {
    requireExtension(principal);
    const owner = ownerOf(principal);
    const ids = [...new Set(input.body.callRejectionIds)];
    return deps.db.transaction().execute(async (tx) => {
      const result = await tx
        .deleteFrom('pbx_call_rejections')
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .where('id', 'in', ids)
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      if (count !== ids.length)
        throw new CallSettingsError('CALL_REJECTION_NOT_FOUND', 'an entry is not on the own list');
      return { count };
    });
  },
  async importRejections({ principal, deps, input }) {
    requireExtension(principal);
    return importCallRejections(deps.db, ownerOf(principal), input.body.file, deps.clock());
  },
  async exportRejections({ principal, deps }) {
    requireExtension(principal);
    const owner = ownerOf(principal);
    const rows = await deps.db
      .selectFrom('pbx_call_rejections')
      .select(['from_number', 'remarks'])
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .orderBy('from_number')
      .execute();
    const day = deps.clock().toISOString().slice(0, 10).replaceAll('-', '');
    return {
      fileName: `call_rejections_${day}.tsv`,
      contentType: TSV,
      text: formatRejectionFile(rows.map((r) => ({ fromNumber: r.from_number, remarks: r.remarks }))),
    };
  },
  async exportRejectionsSample() {
    return {
      fileName: 'call_rejections_sample.tsv',
      contentType: TSV,
      text: formatRejectionFile([
        { fromNumber: '0312345678', remarks: '営業電話' },
        { fromNumber: '05011112222', remarks: 'Unsolicited sales' },
      ]),
    };
  },
  async importResults({ principal, deps, input }) {
    const owner = ownerOf(principal);
    const size = CALL_SETTINGS_LIMITS.importResultPageSize;
    const page = input.query.page;
    const base = deps.db
      .selectFrom('call_rejection_imports')
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId);
    const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(IMPORT_COLUMNS)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { items: rows.map(toImportResult), ...paging(page, size, Number(n), rows.length) };
  },
  async importResultDetails({ principal, deps, input }) {
    const owner = ownerOf(principal);
    const { fileId, page } = input.query;
    const job = await deps.db
      .selectFrom('call_rejection_imports')
      .select('id')
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .where('id', '=', fileId)
      .executeTakeFirst();
    if (!job) throw new CallSettingsError('IMPORT_RESULT_NOT_FOUND', 'not an own import');
    const size = CALL_SETTINGS_LIMITS.importResultPageSize;
    const base = deps.db
      .selectFrom('call_rejection_import_details')
      .where('tenant_id', '=', owner.tenantId)
      .where('import_id', '=', job.id);
    const { n } = await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['line_number', 'message_code', 'message_params', 'created_at'])
      .orderBy('line_number')
      .orderBy('id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return {
      items: rows.map((r) => ({
        lineNumber: r.line_number,
        messageCode: r.message_code,
        messageParams: r.message_params,
        fileId: job.id,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      ...paging(page, size, Number(n), rows.length),
    };
  },
  async transferSettings({ principal, deps }) {
    return readTransfer(deps, ownerOf(principal));
  },
  async saveTransferSettings({ principal, deps, input }) {
    const extension = requireExtension(principal);
    const owner = ownerOf(principal);
    const { callForwardAll: all, callForwardNoAnswer: noAnswer } = input.body;
    if (all.enabled) refuseOwnNumber(extension, all.destination, 'body.callForwardAll.destination');
    if (noAnswer.enabled)
      refuseOwnNumber(extension, noAnswer.destination, 'body.callForwardNoAnswer.destination');
    const values = {
      forward_all: all.enabled ? normalizeDialNumber(all.destination) : null,
      forward_no_answer: noAnswer.enabled ? normalizeDialNumber(noAnswer.destination) : null,
      no_answer_seconds: noAnswer.duration,
    };
    await deps.db
      .insertInto('pbx_call_forwarding')
      .values({ tenant_id: owner.tenantId, user_id: owner.userId, ...values })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doUpdateSet(values))
      .execute();
    return readTransfer(deps, owner);
  },
  async mobileConnectSettings({ principal, deps }) {
    return readMobileConnect(deps, ownerOf(principal));
  },
  async saveMobileConnectSettings({ principal, deps, input }) {
    const extension = requireExtension(principal);
    const owner = ownerOf(principal);
    input.body.destinations.forEach((d, index) =>
      refuseOwnNumber(extension, d.destination, `body.destinations.${index}.destination`),
    );
    await deps.db.transaction().execute(async (tx) => {
      await tx
        .deleteFrom('pbx_mobile_connect')
        .where('tenant_id', '=', owner.tenantId)
        .where('user_id', '=', owner.userId)
        .execute();
      if (input.body.destinations.length > 0)
        await tx
          .insertInto('pbx_mobile_connect')
          .values(
            input.body.destinations.map((d) => ({
              tenant_id: owner.tenantId,
              user_id: owner.userId,
              destination: normalizeDialNumber(d.destination),
              enabled: d.enable,
            })),
          )
          .execute();
    });
    return readMobileConnect(deps, owner);
  },
  async cucmCtiControlSettings({ principal, deps }) {
    return readCti(principal, deps, 'CUCM');
  },
  async saveCucmCtiControlSettings({ principal, deps, input }) {
    requireExtension(principal);
    return saveCti(principal, deps, 'CUCM', input.body);
  },
  async pbxApiCtiControlSettings({ principal, deps }) {
    return readCti(principal, deps, 'PBX_API');
  },
  async savePbxApiCtiControlSettings({ principal, deps, input }) {
    requireExtension(principal);
    return saveCti(principal, deps, 'PBX_API', input.body);
  },
  async pickupContacts({ principal, deps }) {
    const rows = await deps.db
      .selectFrom('pbx_pickup_members as m')
      .innerJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'm.member_user_id').onRef('u.tenant_id', '=', 'm.tenant_id'),
      )
      .select(['u.id', 'u.fullname', 'u.fullname_kana', 'u.extension_num'])
      .where('m.tenant_id', '=', principal.tenant.id)
      .where('m.user_id', '=', principal.user.id)
      .orderBy('u.fullname_kana')
      .orderBy('u.id')
      .execute();
    return {
      items: rows.map((r) => ({
        userId: r.id,
        fullname: r.fullname,
        fullnameKana: r.fullname_kana,
        extensionNum: r.extension_num,
      })),
      limit: LIMITS.pickupRegistrableCount,
    };
  },
};
