import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  ExportQuerySchema,
  ImportAcceptedSchema,
  ImportFolderParamsSchema,
  ImportPageQuerySchema,
  ImportUploadBodySchema,
  ImportVcfResultDetailPageSchema,
  ImportVcfResultDetailsQuerySchema,
  ImportVcfResultPageSchema,
  UploadHistoryDetailPageSchema,
  UploadHistoryIdParamsSchema,
  UploadHistoryPageSchema,
  UploadHistorySchema,
} from '../schemas/contactImportSchemas';
import { FileResponseSchema } from '../schemas/fileResponseSchema';

const session = { kind: 'session' } as const;

/**
 * Import and export of external contacts (001 §7, 002 §7) and the local contacts upload history.
 * An upload is accepted at once and imported in the background, each file in one transaction;
 * the app polls the result list. A folder the user cannot read answers 404; one they may read
 * but not edit gives its files FOLDER_ACCESSIBLE_ERROR.
 */
export const contactImportEndpoints = withErrors([...errorCodesOf('contactImport'), 'FOLDER_NOT_FOUND'], {
  importTsv: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/:folderType/:folderId/import',
    summary: 'Import TSV files (UTF-8 or Shift_JIS) or ZIPs of them into a folder, in the background',
    params: ImportFolderParamsSchema,
    body: ImportUploadBodySchema,
    response: ImportAcceptedSchema,
    capability: session,
    multipart: true,
  }),
  importVcf: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/:folderType/:folderId/importVcf',
    summary: 'Import vCard files (2.1, 3.0, 4.0; ≤ 100 contacts each) or ZIPs of them, in the background',
    params: ImportFolderParamsSchema,
    body: ImportUploadBodySchema,
    response: ImportAcceptedSchema,
    capability: session,
    multipart: true,
  }),
  importVcfResult: defineEndpoint({
    method: 'GET',
    path: '/externalContacts/:folderType/:folderId/importVcfResult',
    summary: "The user's import files of a folder, newest first, 30 a page",
    params: ImportFolderParamsSchema,
    query: ImportPageQuerySchema,
    response: ImportVcfResultPageSchema,
    capability: session,
  }),
  importVcfResultDetails: defineEndpoint({
    method: 'GET',
    path: '/externalContacts/importVcfResultDetails',
    summary: "One import file's messages: its code, then each line that failed",
    query: ImportVcfResultDetailsQuerySchema,
    response: ImportVcfResultDetailPageSchema,
    capability: session,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/externalContacts/:folderType/:folderId/export',
    summary: 'The contacts of a folder as TSV (UTF-8 with BOM, or Shift_JIS) or vCard 3.0',
    params: ImportFolderParamsSchema,
    query: ExportQuerySchema,
    response: FileResponseSchema,
    produces: 'text/tab-separated-values',
    capability: session,
  }),
  exportSample: defineEndpoint({
    method: 'GET',
    path: '/externalContacts/exportSample',
    summary: 'A sample TSV with the header row an import reads',
    query: ExportQuerySchema,
    response: FileResponseSchema,
    produces: 'text/tab-separated-values',
    capability: session,
  }),
  uploadHistory: defineEndpoint({
    method: 'GET',
    path: '/localContactsUploadHistory/search',
    summary: "The user's contact uploads, newest first, 30 a page",
    query: ImportPageQuerySchema,
    response: UploadHistoryPageSchema,
    capability: session,
  }),
  uploadHistoryItem: defineEndpoint({
    method: 'GET',
    path: '/localContactsUploadHistory/search/:id',
    summary: 'One upload of the user',
    params: UploadHistoryIdParamsSchema,
    response: UploadHistorySchema,
    capability: session,
  }),
  uploadHistoryDetail: defineEndpoint({
    method: 'GET',
    path: '/localContactsUploadHistory/searchDetail/:id',
    summary: 'The lines of one upload: registered or failed with the reason, 30 a page',
    params: UploadHistoryIdParamsSchema,
    query: ImportPageQuerySchema,
    response: UploadHistoryDetailPageSchema,
    capability: session,
  }),
});
