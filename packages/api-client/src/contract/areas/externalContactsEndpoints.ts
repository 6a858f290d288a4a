import { publicRoute } from '../publicApi';
import * as v from 'valibot';
import { defineEndpoint, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import { CountSchema } from '../schemas/commonSchemas';
import {
  AccessibleSchema,
  ContactIdPathParamsSchema,
  ContactIdResultSchema,
  ContactIdsBodySchema,
  ContactPathParamsSchema,
  ContactRegistrationInfoSchema,
  ExternalContactDetailSchema,
  ExternalContactFieldsSchema,
  ExternalContactListPageSchema,
  ExternalContactSearchBodySchema,
  FolderPathParamsSchema,
} from '../schemas/externalContactSchemas';
import { DeletedCountSchema } from '../schemas/externalContactRowSchemas';
import { FaceImageUploadBodySchema } from '../schemas/faceImageSchemas';

const session = { kind: 'session' } as const;

/**
 * External contacts in common and personal folders (001 §7 "External contacts"). `folderType` in
 * a path is `common` or `personal`; a folder or contact the user cannot reach, or of the other
 * type, answers 404 as if it did not exist.
 */
export const externalContactsEndpoints = withErrors(errorCodesOf('externalContacts'), {
  search: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/:folderType/search/:folderId',
    summary:
      'One page (10 rows) of a folder’s contacts: free word (kana- and width-insensitive), sort column and direction',
    params: FolderPathParamsSchema,
    body: ExternalContactSearchBodySchema,
    response: ExternalContactListPageSchema,
    capability: session,
    publicApi: publicRoute(
      '/externalContacts/:folderType/folders/:folderId/search',
      'EXTERNAL_CONTACTS_READ',
    ),
  }),
  searchAll: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/search',
    summary:
      'One page (10 rows) of the contacts of every folder the user reads (common and personal), by free word; the top bar search',
    body: ExternalContactSearchBodySchema,
    response: ExternalContactListPageSchema,
    capability: session,
    publicApi: publicRoute('/externalContacts/search', 'EXTERNAL_CONTACTS_READ'),
  }),
  count: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/:folderType/search/:folderId/count',
    summary: 'How many contacts of a folder the same search finds',
    params: FolderPathParamsSchema,
    body: ExternalContactSearchBodySchema,
    response: CountSchema,
    capability: session,
  }),
  accessible: defineEndpoint({
    method: 'GET',
    path: '/externalContacts/:folderType/:folderId/accessible',
    summary: 'Whether the user may change the contents of a folder they can read (add, edit, delete, import)',
    params: FolderPathParamsSchema,
    response: AccessibleSchema,
    capability: session,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/:folderType/add/:folderId',
    summary: 'Add a contact to a folder the user may edit; fullname is required',
    params: FolderPathParamsSchema,
    body: ExternalContactFieldsSchema,
    response: ContactIdResultSchema,
    capability: session,
    publicApi: publicRoute('/externalContacts/:folderType/folders/:folderId', 'EXTERNAL_CONTACTS_WRITE'),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/externalContacts/:folderType/detail/:contactId',
    summary: 'Every field of a contact, with its folder, edit and copy permissions and OCR state',
    params: ContactPathParamsSchema,
    response: ExternalContactDetailSchema,
    capability: session,
    publicApi: publicRoute('/externalContacts/:folderType/:contactId', 'EXTERNAL_CONTACTS_READ'),
  }),
  editForm: defineEndpoint({
    method: 'GET',
    path: '/externalContacts/:folderType/edit/:contactId',
    summary: 'The contact as the edit form shows it; 404 when the user may not edit it',
    params: ContactPathParamsSchema,
    response: ExternalContactDetailSchema,
    capability: session,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/:folderType/edit/:contactId',
    summary: 'Save every editable field of a contact; fullname is required',
    params: ContactPathParamsSchema,
    body: ExternalContactFieldsSchema,
    response: ExternalContactDetailSchema,
    capability: session,
    publicApi: publicRoute('/externalContacts/:folderType/:contactId', 'EXTERNAL_CONTACTS_WRITE'),
  }),
  registeredInfo: defineEndpoint({
    method: 'GET',
    path: '/externalContacts/:folderType/contact/:contactId/registeredInfo',
    summary: 'Who registered the contact and when, and who changed it last',
    params: ContactPathParamsSchema,
    response: ContactRegistrationInfoSchema,
    capability: session,
  }),
  deleteContact: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/:folderType/deleteContact/:contactId',
    summary: 'Delete one contact',
    params: ContactPathParamsSchema,
    response: DeletedCountSchema,
    capability: session,
  }),
  deleteContacts: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/:folderType/deleteContacts/:folderId',
    summary: 'Delete contacts of one folder; ids of other folders change nothing and answer 404',
    params: FolderPathParamsSchema,
    body: ContactIdsBodySchema,
    response: DeletedCountSchema,
    capability: session,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/externalContacts/image/:contactId',
    summary: 'Upload the contact’s photo (GIF, JPEG or PNG, ≤ 30 MB); a thumbnail is made from it',
    params: ContactIdPathParamsSchema,
    body: FaceImageUploadBodySchema,
    response: v.object({ contactId: v.number(), photoUpdatedAt: v.string() }),
    capability: session,
    multipart: true,
  }),
  deleteImage: defineEndpoint({
    method: 'DELETE',
    path: '/externalContacts/image/:contactId',
    summary: 'Remove the contact’s photo; deletedCount is 0 when it had none',
    params: ContactIdPathParamsSchema,
    response: DeletedCountSchema,
    capability: session,
  }),
});
