import {
  EXTERNAL_CONTACT_LIMITS,
  type contract,
  type ContactRegistrationInfo,
  type ExternalContactDetail,
  type ExternalContactListRow,
  type ExternalContactSearchBody,
  type FolderType,
} from '@kizuna/api-client/contract';
import { type Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { AppDeps, AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { prepareImages, readImageUpload } from '../faceImages/index.js';
import type { Principal } from '../principal/index.js';
import { ExternalContactsError } from './ExternalContactsError.js';
import type { ExternalContactsTable } from './externalContactTables.js';
import {
  canCopyContacts,
  canEditFolder,
  canReadFolder,
  editableFolder,
  folderTypeOf,
  readableFolder,
  type FolderRow,
} from './folderAccess.js';
import {
  contactFolderType,
  contactImages,
  countContacts,
  deleteContactsOf,
  deletePhoto,
  foldersOfUser,
  divisionNamesOf,
  findContact,
  findRegistrant,
  insertExternalContacts,
  savePhoto,
  searchContactPage,
  updateExternalContact,
  userName,
} from './externalContactsStore.js';

type ContactRow = Selectable<ExternalContactsTable>;

/** The business-card and OCR fields of a contact's detail. */
export type CardDetailFields = Pick<
  ExternalContactDetail,
  | 'bizcardUpdatedAt'
  | 'availableOcrType'
  | 'ocrCanSend'
  | 'ocrAvailable'
  | 'ocrMachineAvailable'
  | 'ocrRegolithAvailable'
  | 'ocrStatusEnum'
  | 'ocrResultEnum'
>;

/**
 * What the business card module answers for a contact's detail. It is handed in (see
 * contractHandlers) because business cards build on external contacts, not the other way round.
 */
export type ContactCardFields = (
  deps: AppDeps,
  principal: Principal,
  row: ContactRow,
  editable: boolean,
  bizcardUpdatedAt: Date | string | null,
) => Promise<CardDetailFields>;

function rowOf(
  row: ContactRow,
  folder: FolderRow,
  registeredUserFullname: string | null,
  photoUpdatedAt: Date | string | null,
): ExternalContactListRow {
  return {
    contactId: Number(row.id),
    folderType: folder.folder_type,
    folderId: Number(folder.id),
    folderName: folder.name,
    fullname: row.fullname,
    fullnameKana: row.fullname_kana,
    companyName: row.company_name,
    divisionName: row.division_name,
    position: row.position,
    companyMobileNum: row.company_mobile_num,
    personalMobileNum: row.personal_mobile_num,
    phoneNum: row.phone_num,
    mobileNum: row.mobile_num,
    email1: row.email1,
    email2: row.email2,
    companyAddress1: row.company_address1,
    companyAddress2: row.company_address2,
    registeredUserFullname,
    registeredAt: new Date(row.registered_at).toISOString(),
    bizcardRequestStatus: row.bizcard_request_status,
    photoUpdatedAt: photoUpdatedAt === null ? null : new Date(photoUpdatedAt).toISOString(),
  };
}

/** One page of the matching contacts of the given readable folders. */
async function contactPage(
  db: Db,
  principal: Principal,
  folders: readonly FolderRow[],
  body: ExternalContactSearchBody,
) {
  const size = EXTERNAL_CONTACT_LIMITS.pageSize;
  const byId = new Map(folders.map((folder) => [Number(folder.id), folder]));
  const { count, rows } = await searchContactPage(db, principal.tenant.id, [...byId.keys()], body, size);
  const offset = (body.page - 1) * size;
  return {
    items: rows.map((row) =>
      rowOf(row, byId.get(Number(row.folder_id))!, row.registered_user_fullname, row.photo_updated_at),
    ),
    totalCount: count,
    size,
    offset,
    page: body.page,
    hasNext: offset + rows.length < count,
    hasPrevious: body.page > 1,
  };
}

/** The contact, when it lies in a folder of the given type the user can read; else 404. */
async function readableContact(db: Db, principal: Principal, folderType: FolderType, contactId: number) {
  const row = await findContact(db, principal.tenant.id, contactId);
  const notFound = () =>
    new ExternalContactsError('EXTERNAL_CONTACT_NOT_FOUND', `no contact ${contactId} for the user`);
  if (!row) throw notFound();
  try {
    const folder = await readableFolder(db, principal, folderType, Number(row.folder_id));
    return { row, folder };
  } catch (error) {
    if (error instanceof ExternalContactsError) throw notFound();
    throw error;
  }
}

async function editableContact(db: Db, principal: Principal, folderType: FolderType, contactId: number) {
  const found = await readableContact(db, principal, folderType, contactId);
  if (!canEditFolder(principal, found.folder)) {
    throw new ExternalContactsError(
      'FOLDER_EDIT_NOT_ALLOWED',
      `contact ${contactId} is read-only for the user`,
    );
  }
  return found;
}

/**
 * The contact and its folder when the user can read it, whatever the folder's type (the photo
 * routes name only the contact); EXTERNAL_CONTACT_NOT_FOUND otherwise.
 */
export async function readableContactOfAnyType(db: Db, principal: Principal, contactId: number) {
  const found = await contactFolderType(db, principal.tenant.id, contactId);
  if (!found) throw new ExternalContactsError('EXTERNAL_CONTACT_NOT_FOUND', `no contact ${contactId}`);
  return readableContact(db, principal, found.folder_type, contactId);
}

async function editableContactOfAnyType(db: Db, principal: Principal, contactId: number) {
  const found = await readableContactOfAnyType(db, principal, contactId);
  if (!canEditFolder(principal, found.folder)) {
    throw new ExternalContactsError(
      'FOLDER_EDIT_NOT_ALLOWED',
      `contact ${contactId} is read-only for the user`,
    );
  }
  return found;
}

async function detailOf(
  deps: AppDeps,
  principal: Principal,
  row: ContactRow,
  folder: FolderRow,
  cardFields: ContactCardFields,
): Promise<ExternalContactDetail> {
  const { db } = deps;
  const [registeredBy, images] = await Promise.all([
    userName(db, principal.tenant.id, row.registered_user_id),
    contactImages(db, principal.tenant.id, Number(row.id)),
  ]);
  const photo = images.find((image) => image.kind === 'PHOTO');
  return {
    ...rowOf(row, folder, registeredBy, photo?.updated_at ?? null),
    fullnameAlphabet: row.fullname_alphabet,
    faxNum: row.fax_num,
    webUrl: row.web_url,
    divisionNameKana: row.division_name_kana,
    divisionZipcode: row.division_zipcode,
    divisionAddress1: row.division_address1,
    divisionAddress2: row.division_address2,
    divisionUrl: row.division_url,
    divisionPhoneNum: row.division_phone_num,
    companyNameKana: row.company_name_kana,
    companyZipcode: row.company_zipcode,
    companyUrl: row.company_url,
    companyPhoneNum: row.company_phone_num,
    comment: row.comment,
    remarks: row.remarks,
    sortScore: row.sort_score,
    editable: canEditFolder(principal, folder),
    copyable: canCopyContacts(principal),
    hasBizcard: images.some((image) => image.kind === 'BIZCARD'),
    hasPhoto: photo !== undefined,
    showCompany: row.show_company,
    showDivision: row.show_division,
    ocrType: row.ocr_type,
    ocrStatus: row.ocr_status,
    ocrResult: row.ocr_result,
    ocrStatusUpdatedAt: row.ocr_status_updated_at ? new Date(row.ocr_status_updated_at).toISOString() : null,
    ...(await cardFields(
      deps,
      principal,
      row,
      canEditFolder(principal, folder),
      images.find((image) => image.kind === 'BIZCARD')?.updated_at ?? null,
    )),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The handlers of the area, with the business card fields of a contact's detail from `cardFields`. */
export function externalContactsHandlers(
  cardFields: ContactCardFields,
): AreaHandlers<typeof contract.externalContacts> {
  return {
    async search({ principal, deps, input }) {
      const folder = await readableFolder(
        deps.db,
        principal,
        folderTypeOf(input.params.folderType),
        input.params.folderId,
      );
      return contactPage(deps.db, principal, [folder], input.body);
    },

    async searchAll({ principal, deps, input }) {
      const folders = await foldersOfUser(deps.db, principal.tenant.id, principal.user.id);
      return contactPage(
        deps.db,
        principal,
        folders.filter((folder) => canReadFolder(principal, folder)),
        input.body,
      );
    },

    async count({ principal, deps, input }) {
      const folder = await readableFolder(
        deps.db,
        principal,
        folderTypeOf(input.params.folderType),
        input.params.folderId,
      );
      const count = await countContacts(deps.db, principal.tenant.id, Number(folder.id), input.body);
      return { count };
    },

    async accessible({ principal, deps, input }) {
      const folder = await readableFolder(
        deps.db,
        principal,
        folderTypeOf(input.params.folderType),
        input.params.folderId,
      );
      return { accessible: canEditFolder(principal, folder) };
    },

    async add({ principal, deps, input }) {
      const folder = await editableFolder(
        deps.db,
        principal,
        folderTypeOf(input.params.folderType),
        input.params.folderId,
      );
      const [contactId] = await deps.db
        .transaction()
        .execute((trx) =>
          insertExternalContacts(
            trx,
            principal.tenant.id,
            { folderId: Number(folder.id) },
            [input.body],
            principal.user.id,
          ),
        );
      return { contactId: contactId! };
    },

    async detail({ principal, deps, input }) {
      const { row, folder } = await readableContact(
        deps.db,
        principal,
        folderTypeOf(input.params.folderType),
        input.params.contactId,
      );
      return detailOf(deps, principal, row, folder, cardFields);
    },

    async editForm({ principal, deps, input }) {
      const type = folderTypeOf(input.params.folderType);
      const { row, folder } = await readableContact(deps.db, principal, type, input.params.contactId);
      // The edit page of a contact the user may only read does not exist for them.
      if (!canEditFolder(principal, folder)) {
        throw new ExternalContactsError(
          'EXTERNAL_CONTACT_NOT_FOUND',
          'the contact is read-only for the user',
        );
      }
      return detailOf(deps, principal, row, folder, cardFields);
    },

    async edit({ principal, deps, input }) {
      const type = folderTypeOf(input.params.folderType);
      const { folder } = await editableContact(deps.db, principal, type, input.params.contactId);
      await deps.db
        .transaction()
        .execute((trx) =>
          updateExternalContact(
            trx,
            principal.tenant.id,
            input.params.contactId,
            input.body,
            principal.user.id,
          ),
        );
      const { row } = await readableContact(deps.db, principal, type, input.params.contactId);
      return detailOf(deps, principal, row, folder, cardFields);
    },

    async registeredInfo({ principal, deps, input }): Promise<ContactRegistrationInfo> {
      const { row, folder } = await readableContact(
        deps.db,
        principal,
        folderTypeOf(input.params.folderType),
        input.params.contactId,
      );
      const tenantId = principal.tenant.id;
      const [registeredBy, updatedBy, divisions] = await Promise.all([
        row.registered_user_id === null
          ? undefined
          : findRegistrant(deps.db, tenantId, row.registered_user_id),
        userName(deps.db, tenantId, row.updated_user_id),
        row.registered_user_id === null ? [] : divisionNamesOf(deps.db, tenantId, row.registered_user_id),
      ]);
      return {
        contactId: Number(row.id),
        fullname: row.fullname,
        registeredAt: new Date(row.registered_at).toISOString(),
        folderType: folder.folder_type,
        folderName: folder.name,
        registeredUserContactId: registeredBy ? Number(registeredBy.id) : null,
        registeredUserIsAdmin: registeredBy?.is_admin ?? false,
        // A registrant no longer in the directory (disabled) is named but not linked.
        registeredUserIsHidden: registeredBy ? !registeredBy.enabled : false,
        registeredUserFullname: registeredBy?.fullname ?? null,
        registeredUserDivisionNames: divisions,
        updatedAt: new Date(row.updated_at).toISOString(),
        updatedUserFullname: updatedBy,
      };
    },

    async deleteContact({ principal, deps, input }) {
      const { folder } = await editableContact(
        deps.db,
        principal,
        folderTypeOf(input.params.folderType),
        input.params.contactId,
      );
      const deletedCount = await deleteContactsOf(deps.db, principal.tenant.id, Number(folder.id), [
        input.params.contactId,
      ]);
      return { deletedCount };
    },

    async deleteContacts({ principal, deps, input }) {
      const folder = await editableFolder(
        deps.db,
        principal,
        folderTypeOf(input.params.folderType),
        input.params.folderId,
      );
      const ids = [...new Set(input.body.contactIds)];
      return deps.db.transaction().execute(async (trx) => {
        const deletedCount = await deleteContactsOf(trx, principal.tenant.id, Number(folder.id), ids);
        // All or nothing: an id outside the folder means the list is not what the user saw.
        if (deletedCount !== ids.length) {
          throw new ExternalContactsError(
            'EXTERNAL_CONTACT_NOT_FOUND',
            'some contacts are not in the folder',
          );
        }
        return { deletedCount };
      });
    },

    async uploadImage({ principal, deps, input }) {
      const { contactId } = input.params;
      await editableContactOfAnyType(deps.db, principal, contactId);
      const { bytes, fieldErrors } = await readImageUpload(input.body.file);
      const prepared = bytes ? await prepareImages(bytes) : null;
      if (!prepared) {
        throw new RequestError('VALIDATION_FAILED', 'the file is not a usable GIF, JPEG or PNG image', {
          fieldErrors: fieldErrors.length > 0 ? fieldErrors : [{ path: 'body.file', key: 'imageType' }],
        });
      }
      const at = deps.clock();
      const values = {
        original: prepared.original.bytes,
        original_type: prepared.original.contentType,
        thumbnail: prepared.thumbnail.bytes,
        thumbnail_type: prepared.thumbnail.contentType,
        updated_at: at,
      };
      await savePhoto(deps.db, principal.tenant.id, contactId, values);
      return { contactId, photoUpdatedAt: at.toISOString() };
    },

    async deleteImage({ principal, deps, input }) {
      const { contactId } = input.params;
      await editableContactOfAnyType(deps.db, principal, contactId);
      return { deletedCount: await deletePhoto(deps.db, principal.tenant.id, contactId) };
    },
  };
}
