import {
  CALL_SETTINGS_LIMITS,
  LIMITS,
  type contract,
  type CtiControlSettings,
  type MobileConnectSettings,
  type TransferSettings,
} from '@kizuna/api-client/contract';
import type { AppDeps, AreaHandlers } from '../../http/Handler.js';
import { normalizeDialNumber } from '../calls/index.js';
import type { Principal } from '../principal/index.js';
import { countRejections, rejectionKey, type ListOwner } from './callRejections.js';
import { CallSettingsError } from './CallSettingsError.js';
import { importCallRejections, toImportResult } from './importCallRejections.js';
import { formatRejectionFile } from './parseRejectionFile.js';
import {
  allRejections,
  deleteRejections,
  dialPickupNumbers,
  findCti,
  findForwarding,
  findImport,
  findRejection,
  hasRejectionOf,
  importDetailPage,
  importPage,
  insertRejection,
  mobileConnectRows,
  pickupMembers,
  rejectionPage,
  replaceMobileConnect,
  saveCtiRow,
  saveForwarding,
  updateRejection,
  type PhoneSystem,
} from './callSettingsStore.js';
import { requireExtension, requireRejectionLine } from './requireExtension.js';

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
  const row = await findRejection(deps.db, owner, id);
  if (!row) throw new CallSettingsError('CALL_REJECTION_NOT_FOUND', 'not on the own list');
  return row;
}

async function refuseDuplicate(deps: AppDeps, owner: ListOwner, fromNumber: string, exceptId?: number) {
  if (await hasRejectionOf(deps.db, owner, fromNumber, exceptId))
    throw new CallSettingsError('CALL_REJECTION_DUPLICATE', 'the number is already on the list', {
      fieldErrors: [{ path: 'body.fromNumber', key: 'duplicate' }],
    });
}

async function readTransfer(deps: AppDeps, owner: ListOwner): Promise<TransferSettings> {
  const row = await findForwarding(deps.db, owner);
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
  const rows = await mobileConnectRows(deps.db, owner);
  return { destinations: rows.map((r) => ({ destination: r.destination, enable: r.enabled })) };
}

async function readCti(
  principal: Principal,
  deps: AppDeps,
  system: PhoneSystem,
): Promise<CtiControlSettings> {
  const row = await findCti(deps.db, ownerOf(principal), system);
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
  await saveCtiRow(deps.db, ownerOf(principal), system, values);
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
    await requireRejectionLine(principal, deps.db);
    const owner = ownerOf(principal);
    const size = CALL_SETTINGS_LIMITS.rejectionPageSize;
    const page = input.query.page;
    const rows = await rejectionPage(deps.db, owner, { limit: size, offset: (page - 1) * size });
    return {
      items: rows.map((r) => ({ callRejectionId: r.id, fromNumber: r.from_number, remarks: r.remarks })),
      ...paging(page, size, await countRejections(deps.db, owner), rows.length),
    };
  },
  async insertRejection({ principal, deps, input }) {
    await requireRejectionLine(principal, deps.db);
    const owner = ownerOf(principal);
    const fromNumber = rejectionKey(input.body.fromNumber);
    await refuseDuplicate(deps, owner, fromNumber);
    if ((await countRejections(deps.db, owner)) >= CALL_SETTINGS_LIMITS.rejectionsMax)
      throw new CallSettingsError('CALL_REJECTION_LIMIT_EXCEEDED', 'the rejection list is full', {
        fieldErrors: [
          { path: 'body.fromNumber', key: 'limit', values: { max: CALL_SETTINGS_LIMITS.rejectionsMax } },
        ],
      });
    const row = await insertRejection(deps.db, owner, fromNumber, input.body.remarks);
    return { callRejectionId: row.id, fromNumber: row.from_number, remarks: row.remarks };
  },
  async updateRejection({ principal, deps, input }) {
    await requireRejectionLine(principal, deps.db);
    const owner = ownerOf(principal);
    const { callRejectionId, remarks } = input.body;
    await ownRejection(deps, owner, callRejectionId);
    const fromNumber = rejectionKey(input.body.fromNumber);
    await refuseDuplicate(deps, owner, fromNumber, callRejectionId);
    const row = await updateRejection(deps.db, owner, callRejectionId, { fromNumber, remarks });
    return { callRejectionId: row.id, fromNumber: row.from_number, remarks: row.remarks };
  },
  async deleteRejections({ principal, deps, input }) {
    await requireRejectionLine(principal, deps.db);
    const owner = ownerOf(principal);
    const ids = [...new Set(input.body.callRejectionIds)];
    return deps.db.transaction().execute(async (tx) => {
      const count = await deleteRejections(tx, owner, ids);
      if (count !== ids.length)
        throw new CallSettingsError('CALL_REJECTION_NOT_FOUND', 'an entry is not on the own list');
      return { count };
    });
  },
  async importRejections({ principal, deps, input }) {
    await requireRejectionLine(principal, deps.db);
    return importCallRejections(deps.db, ownerOf(principal), input.body.file, deps.clock());
  },
  async exportRejections({ principal, deps }) {
    await requireRejectionLine(principal, deps.db);
    const owner = ownerOf(principal);
    const rows = await allRejections(deps.db, owner);
    const day = deps.clock().toISOString().slice(0, 10).replaceAll('-', '');
    const text = formatRejectionFile(rows.map((r) => ({ fromNumber: r.from_number, remarks: r.remarks })));
    return new File([text], `call_rejections_${day}.tsv`, { type: TSV });
  },
  async exportRejectionsSample() {
    const text = formatRejectionFile([
      { fromNumber: '0312345678', remarks: '営業電話' },
      { fromNumber: '05011112222', remarks: 'Unsolicited sales' },
    ]);
    return new File([text], 'call_rejections_sample.tsv', { type: TSV });
  },
  async importResults({ principal, deps, input }) {
    const owner = ownerOf(principal);
    const size = CALL_SETTINGS_LIMITS.importResultPageSize;
    const page = input.query.page;
    const { rows, totalCount } = await importPage(deps.db, owner, { limit: size, offset: (page - 1) * size });
    return { items: rows.map(toImportResult), ...paging(page, size, totalCount, rows.length) };
  },
  async importResultDetails({ principal, deps, input }) {
    const owner = ownerOf(principal);
    const { fileId, page } = input.query;
    const job = await findImport(deps.db, owner, fileId);
    if (!job) throw new CallSettingsError('IMPORT_RESULT_NOT_FOUND', 'not an own import');
    const size = CALL_SETTINGS_LIMITS.importResultPageSize;
    const { rows, totalCount } = await importDetailPage(deps.db, owner.tenantId, job.id, {
      limit: size,
      offset: (page - 1) * size,
    });
    return {
      items: rows.map((r) => ({
        lineNumber: r.line_number,
        messageCode: r.message_code,
        messageParams: r.message_params,
        fileId: job.id,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      ...paging(page, size, totalCount, rows.length),
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
    await saveForwarding(deps.db, owner, values);
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
    await replaceMobileConnect(
      deps.db,
      owner,
      input.body.destinations.map((d) => ({
        destination: normalizeDialNumber(d.destination),
        enabled: d.enable,
      })),
    );
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
    const rows = await pickupMembers(deps.db, ownerOf(principal));
    return {
      items: rows.map((r) => ({
        userId: r.id,
        fullname: r.fullname,
        fullnameKana: r.fullname_kana,
        extensionNum: r.extension_num,
      })),
      limit: LIMITS.pickupRegistrableCount,
      monitoredNumbers: (await dialPickupNumbers(deps.db, principal.tenant.id)).map((r) => ({
        number: r.number,
        label: r.label,
      })),
    };
  },
};
