import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  CallRejectionDeleteBodySchema,
  CallRejectionFileSchema,
  CallRejectionImportBodySchema,
  CallRejectionImportDetailPageSchema,
  CallRejectionImportDetailQuerySchema,
  CallRejectionImportResultPageSchema,
  CallRejectionImportResultSchema,
  CallRejectionInsertBodySchema,
  CallRejectionListQuerySchema,
  CallRejectionPageSchema,
  CallRejectionSchema,
  CallRejectionUpdateBodySchema,
  CtiControlSettingsBodySchema,
  CtiControlSettingsSchema,
  MobileConnectSettingsBodySchema,
  MobileConnectSettingsSchema,
  PickupContactsSchema,
  TransferSettingsBodySchema,
  TransferSettingsSchema,
} from '../schemas/callSettingsSchemas';

/** Call settings of the call manager: the tenant has call settings on and runs in CUCM mode. */
const callSettings = { kind: 'rule', rule: 'callSettings' } as const;
/** Any tenant whose calls go through a phone-system adapter. */
const phoneSystem = { kind: 'rule', rule: 'phoneSystem' } as const;

const REJECTIONS = '/settings/cucmSettingsApi/cucmCallRejectionSettings';

/**
 * The user's own call settings (001 §7 "Phone systems", 002 settings pages): the call rejection
 * list with its import and export, forwarding, mobile connect, CTI control and pickup contacts.
 * Everything here is the signed-in user's; the simulated PBX applies it to the next call.
 */
export const callSettingsEndpoints = withErrors(errorCodesOf('callSettings'), {
  rejections: defineEndpoint({
    method: 'GET',
    path: REJECTIONS,
    summary: 'The own call rejection list, 100 a page, by number',
    query: CallRejectionListQuerySchema,
    response: CallRejectionPageSchema,
    capability: callSettings,
  }),
  insertRejection: defineEndpoint({
    method: 'POST',
    path: `${REJECTIONS}/insert`,
    summary: 'Add a number to the call rejection list',
    body: CallRejectionInsertBodySchema,
    response: CallRejectionSchema,
    capability: callSettings,
  }),
  updateRejection: defineEndpoint({
    method: 'POST',
    path: `${REJECTIONS}/update`,
    summary: 'Change the number or remarks of a call rejection entry',
    body: CallRejectionUpdateBodySchema,
    response: CallRejectionSchema,
    capability: callSettings,
  }),
  deleteRejections: defineEndpoint({
    method: 'POST',
    path: `${REJECTIONS}/delete`,
    summary: 'Remove entries from the call rejection list; answers how many were removed',
    body: CallRejectionDeleteBodySchema,
    response: CountSchema,
    capability: callSettings,
  }),
  importRejections: defineEndpoint({
    method: 'POST',
    path: `${REJECTIONS}/import`,
    summary: 'Import a TSV/CSV file (Shift_JIS or UTF-8): register, update or delete numbers line by line',
    body: CallRejectionImportBodySchema,
    response: CallRejectionImportResultSchema,
    capability: callSettings,
    multipart: true,
  }),
  exportRejections: defineEndpoint({
    method: 'GET',
    path: `${REJECTIONS}/export`,
    summary: 'The whole call rejection list as an import file',
    response: CallRejectionFileSchema,
    produces: 'text/tab-separated-values',
    capability: callSettings,
  }),
  exportRejectionsSample: defineEndpoint({
    method: 'GET',
    path: `${REJECTIONS}/exportSample`,
    summary: 'A sample import file with the header and example lines',
    response: CallRejectionFileSchema,
    produces: 'text/tab-separated-values',
    capability: callSettings,
  }),
  importResults: defineEndpoint({
    method: 'GET',
    path: `${REJECTIONS}/importResult`,
    summary: 'The own call rejection imports, newest first',
    query: CallRejectionListQuerySchema,
    response: CallRejectionImportResultPageSchema,
    capability: callSettings,
  }),
  importResultDetails: defineEndpoint({
    method: 'GET',
    path: `${REJECTIONS}/importResultDetail`,
    summary: 'The line messages of one import',
    query: CallRejectionImportDetailQuerySchema,
    response: CallRejectionImportDetailPageSchema,
    capability: callSettings,
  }),
  transferSettings: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmAxlApi/transferSettings',
    summary: 'Forwarding of the own line: all calls, and calls not answered in time',
    response: TransferSettingsSchema,
    capability: callSettings,
  }),
  saveTransferSettings: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmAxlApi/transferSettings',
    summary: 'Set forwarding of the own line (no-answer duration 5–300 s)',
    body: TransferSettingsBodySchema,
    response: TransferSettingsSchema,
    capability: callSettings,
  }),
  mobileConnectSettings: defineEndpoint({
    method: 'GET',
    path: '/pbx/cucmAxlApi/mobileConnectSettings',
    summary: 'Numbers that ring together with the own desk phone',
    response: MobileConnectSettingsSchema,
    capability: callSettings,
  }),
  saveMobileConnectSettings: defineEndpoint({
    method: 'POST',
    path: '/pbx/cucmAxlApi/mobileConnectSettings',
    summary: 'Replace the mobile connect numbers (at most 5)',
    body: MobileConnectSettingsBodySchema,
    response: MobileConnectSettingsSchema,
    capability: callSettings,
  }),
  cucmCtiControlSettings: defineEndpoint({
    method: 'GET',
    path: '/settings/cucmSettingsApi/ctiControlSettings',
    summary: 'Which device of the own line the browser controls, and auto-answer',
    response: CtiControlSettingsSchema,
    capability: phoneSystem,
  }),
  saveCucmCtiControlSettings: defineEndpoint({
    method: 'POST',
    path: '/settings/cucmSettingsApi/ctiControlSettings',
    summary: 'Set the controlled device and auto-answer of the own line',
    body: CtiControlSettingsBodySchema,
    response: CtiControlSettingsSchema,
    capability: phoneSystem,
  }),
  pbxApiCtiControlSettings: defineEndpoint({
    method: 'GET',
    path: '/settings/pbxApiSettings/ctiControlSettings',
    summary: 'Which cloud-phone device the browser controls, and auto-answer',
    response: CtiControlSettingsSchema,
    capability: phoneSystem,
  }),
  savePbxApiCtiControlSettings: defineEndpoint({
    method: 'POST',
    path: '/settings/pbxApiSettings/ctiControlSettings',
    summary: 'Set the controlled cloud-phone device and auto-answer',
    body: CtiControlSettingsBodySchema,
    response: CtiControlSettingsSchema,
    capability: phoneSystem,
  }),
  pickupContacts: defineEndpoint({
    method: 'GET',
    path: '/settings/hiengSettingsApi/pickupContacts',
    summary: 'Colleagues whose ringing calls the user may pick up (at most 5)',
    response: PickupContactsSchema,
    capability: phoneSystem,
  }),
});
