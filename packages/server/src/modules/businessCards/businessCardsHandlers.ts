import type { BizcardImage, contract, FolderType, OcrSendBody, OcrState } from '@kizuna/api-client/contract';
import { OCR_RESULTS, OCR_STATUSES } from '@kizuna/api-client/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/createDatabase.js';
import type { AppDeps, AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { StreamedFile } from '../../http/streamedFile.js';
import type { CardDetailFields, ExternalContactsTable } from '../externalContacts/index.js';
import { readImageUpload } from '../faceImages/index.js';
import { principalOcrTypes, type Principal } from '../principal/index.js';
import {
  checkCropArea,
  cropBizcard,
  imageSize,
  prepareBizcard,
  type StoredBizcard,
} from './bizcardImageContent.js';
import { BusinessCardsError } from './BusinessCardsError.js';
import {
  findCardImage,
  lastFailureCode,
  openCardImage,
  replaceCardImage,
  startReading,
} from './businessCardsStore.js';
import { editableCardContact, readableCardContact } from './cardContact.js';
import { ocrWorkerFor } from './OcrWorker.js';
import { parseBusinessCardText } from './parseBusinessCardText.js';

/**
 * Business cards of external contacts (spec 001 §3 OCR fields, §4 OCR states, §7 cropBizcard,
 * bizcardImage and ocrBizcard calls). Decisions where the spec is silent:
 *
 * - The card image is one per contact (external_contact_images, kind BIZCARD): an upload is
 *   checked by content (GIF, JPEG or PNG), extension and size (30 MB), turned upright by its EXIF
 *   orientation and stored; a crop replaces it with the area kept (pixels of the stored image, all
 *   four numbers required, inside the image). A new image forgets the reading of the old one.
 * - OCR state machine: CAN_SEND → SENDING on send (with a job row in the same transaction), then
 *   back to CAN_SEND with ocrResult SUCCESS or FAILURE and ocrStatusUpdatedAt when the job ends.
 *   A second send, an upload or a crop while SENDING is refused with 409 OCR_ALREADY_SENDING;
 *   bizcardRequestStatus follows the reading (SENDING, USED, FAILURE; NONE for a new image).
 * - Reading runs in the background (OcrWorker), one job at a time per process. Jobs survive a
 *   restart: the next start takes QUEUED jobs, and RUNNING ones whose lease ran out (at once for
 *   the embedded database, which one process owns); a reading cut by a stop is queued again.
 * - The embedded engine is the tesseract command (jpn+eng); when it or the language is missing,
 *   the detail says ocrAvailable and ocrMachineAvailable false and send answers 503
 *   OCR_UNAVAILABLE. Regolith (a data-entry service) has no connection here and is never offered.
 * - What was read is kept as text on the contact and parsed into a proposal on each read of
 *   `reading`; nothing is written into the contact's fields until the user applies a value
 *   (the edit form, or Apply on the detail page, which saves through the ordinary edit call).
 */
type ContactRow = Selectable<ExternalContactsTable>;

export function bizcardPaths(contactId: number) {
  return {
    thumbnailPath: `/front/bizcardImage/thumbnail/${contactId}`,
    imagePath: `/front/bizcardImage/${contactId}`,
    originalPath: `/front/bizcardImage/original/${contactId}`,
  };
}

/** The user's own OCR kinds, as /principal/ocrSettings says. */
function userOcrTypes(principal: Principal): { machine: boolean; regolith: boolean } {
  const types = principalOcrTypes(principal);
  return { machine: types.includes('MACHINE'), regolith: types.includes('REGOLITH') };
}

/**
 * The OCR and card fields of an external contact's detail. Machine OCR is available when the
 * user has it and the engine runs on this server; Regolith, a data-entry service this server has
 * no connection to, never is.
 */
export async function businessCardDetailFields(
  deps: AppDeps,
  principal: Principal,
  row: ContactRow,
  editable: boolean,
  bizcardUpdatedAt: Date | string | null,
): Promise<CardDetailFields> {
  const types = userOcrTypes(principal);
  const engine = types.machine ? await ocrWorkerFor(deps).engine.availability() : null;
  const machine = engine?.available ?? false;
  return {
    bizcardUpdatedAt: bizcardUpdatedAt === null ? null : new Date(bizcardUpdatedAt).toISOString(),
    availableOcrType: machine ? [1] : [],
    ocrCanSend: machine && editable && bizcardUpdatedAt !== null && row.ocr_status === 'CAN_SEND',
    ocrAvailable: machine,
    ocrMachineAvailable: machine,
    ocrRegolithAvailable: false,
    ocrStatusEnum: [...OCR_STATUSES],
    ocrResultEnum: [...OCR_RESULTS],
  };
}

function stateOf(row: ContactRow): OcrState {
  return {
    contactId: Number(row.id),
    ocrType: row.ocr_type,
    ocrStatus: row.ocr_status,
    ocrResult: row.ocr_result,
    ocrStatusUpdatedAt: row.ocr_status_updated_at ? new Date(row.ocr_status_updated_at).toISOString() : null,
    bizcardRequestStatus: row.bizcard_request_status,
  };
}

function refuseWhileSending(row: ContactRow) {
  if (row.ocr_status === 'SENDING') {
    throw new BusinessCardsError('OCR_ALREADY_SENDING', `the card of contact ${row.id} is being read`);
  }
}

/** Stores the card and forgets the reading of the previous one, unless a reading started meanwhile. */
async function saveCard(
  db: Db,
  tenantId: number,
  contactId: number,
  card: StoredBizcard,
  at: Date,
): Promise<BizcardImage> {
  const values = {
    original: card.original,
    original_type: card.originalType,
    thumbnail: card.thumbnail,
    thumbnail_type: card.thumbnailType,
    updated_at: at,
  };
  if (!(await replaceCardImage(db, tenantId, contactId, values))) {
    throw new BusinessCardsError('OCR_ALREADY_SENDING', `the card of contact ${contactId} is being read`);
  }
  return {
    contactId,
    width: card.width,
    height: card.height,
    updatedAt: at.toISOString(),
    ...bizcardPaths(contactId),
  };
}

async function storedCard(db: Db, tenantId: number, contactId: number) {
  const image = await findCardImage(db, tenantId, contactId);
  if (!image) throw new BusinessCardsError('BIZCARD_IMAGE_MISSING', `contact ${contactId} has no card image`);
  return image;
}

/**
 * Moves one contact from CAN_SEND to SENDING and queues its job, in one transaction: a second
 * send finds SENDING and is refused, and an accepted send is never lost.
 */
async function queueReading(
  deps: AppDeps,
  principal: Principal,
  contactId: number,
  options: Omit<OcrSendBody, 'contactId' | 'contactFolderType'>,
): Promise<ContactRow> {
  const tenantId = principal.tenant.id;
  const at = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    await storedCard(trx, tenantId, contactId);
    const row = await startReading(trx, tenantId, contactId, {
      ...options,
      requestedBy: principal.user.id,
      at,
    });
    if (!row) {
      throw new BusinessCardsError('OCR_ALREADY_SENDING', `the card of contact ${contactId} is being read`);
    }
    return row;
  });
}

/** The request's OCR kind and language must be ones this user and this server can read with. */
async function checkOcrRequest(
  deps: AppDeps,
  principal: Principal,
  body: Pick<OcrSendBody, 'ocrType' | 'ocrLanguage'>,
) {
  const types = userOcrTypes(principal);
  if (body.ocrType === 2 || !types.machine) {
    throw new RequestError('VALIDATION_FAILED', 'the OCR kind is not available to the user here', {
      fieldErrors: [{ path: 'body.ocrType', key: 'ocrTypeUnavailable' }],
    });
  }
  const availability = await ocrWorkerFor(deps).engine.availability();
  if (!availability.available) {
    throw new BusinessCardsError('OCR_UNAVAILABLE', 'no OCR engine runs on this server');
  }
  if (!availability.languages.includes(body.ocrLanguage)) {
    throw new RequestError('VALIDATION_FAILED', `no ${body.ocrLanguage} OCR on this server`, {
      fieldErrors: [
        {
          path: 'body.ocrLanguage',
          key: 'ocrLanguageUnavailable',
          values: { available: availability.languages.join(', ') },
        },
      ],
    });
  }
}

export const businessCardsHandlers: AreaHandlers<typeof contract.businessCards> = {
  async upload({ principal, deps, input }) {
    const { contactId } = input.params;
    const { contact } = await editableCardContact(deps.db, principal, contactId);
    refuseWhileSending(contact);
    const { bytes, fieldErrors } = await readImageUpload(input.body.file);
    const card = bytes ? await prepareBizcard(bytes) : null;
    if (!card) {
      throw new RequestError('VALIDATION_FAILED', 'the file is not a usable GIF, JPEG or PNG image', {
        fieldErrors: fieldErrors.length > 0 ? fieldErrors : [{ path: 'body.file', key: 'imageType' }],
      });
    }
    return saveCard(deps.db, principal.tenant.id, contactId, card, deps.clock());
  },

  async crop({ principal, deps, input }) {
    const { contactId } = input.params;
    const { contact } = await editableCardContact(deps.db, principal, contactId);
    refuseWhileSending(contact);
    const image = await storedCard(deps.db, principal.tenant.id, contactId);
    const { width, height } = await imageSize(image.original);
    const fieldErrors = checkCropArea(input.body, width, height);
    if (fieldErrors.length > 0) {
      throw new RequestError('VALIDATION_FAILED', `the area lies outside the ${width}×${height} card`, {
        fieldErrors,
      });
    }
    const card = await cropBizcard(image.original, input.body);
    return saveCard(deps.db, principal.tenant.id, contactId, card, deps.clock());
  },

  async original({ principal, deps, input }) {
    const { contactId } = input.params;
    await readableCardContact(deps.db, principal, contactId);
    // A contact without a card has no card file: the same answer as a file that does not exist.
    const image = await openCardImage(deps.db, principal.tenant.id, contactId);
    if (!image) throw new RequestError('NOT_FOUND', `contact ${contactId} has no card image`);
    const extension = image.type === 'image/jpeg' ? 'jpg' : 'png';
    return new StreamedFile(`bizcard-${contactId}.${extension}`, image.type, () => image.body.stream, {
      byteSize: image.body.byteSize,
    });
  },

  async send({ principal, deps, input }) {
    const { contactId, contactFolderType, ...options } = input.body;
    await editableCardContact(deps.db, principal, contactId, contactFolderType);
    await checkOcrRequest(deps, principal, options);
    const row = await queueReading(deps, principal, contactId, options);
    ocrWorkerFor(deps).kick();
    return stateOf(row);
  },

  async sendList({ principal, deps, input }) {
    const { contactIds, contactFolderType, ...options } = input.body;
    const ids = [...new Set(contactIds)];
    // All or nothing for reach: a list naming a contact the user cannot change is not what they saw.
    for (const id of ids) await editableCardContact(deps.db, principal, id, contactFolderType as FolderType);
    await checkOcrRequest(deps, principal, options);
    const results: {
      contactId: number;
      accepted: boolean;
      code: 'OCR_ALREADY_SENDING' | 'BIZCARD_IMAGE_MISSING' | null;
    }[] = [];
    for (const id of ids) {
      try {
        await queueReading(deps, principal, id, options);
        results.push({ contactId: id, accepted: true, code: null });
      } catch (error) {
        if (
          error instanceof BusinessCardsError &&
          (error.code === 'OCR_ALREADY_SENDING' || error.code === 'BIZCARD_IMAGE_MISSING')
        ) {
          results.push({ contactId: id, accepted: false, code: error.code });
        } else throw error;
      }
    }
    ocrWorkerFor(deps).kick();
    return { results };
  },

  async reading({ principal, deps, input }) {
    const { contactId } = input.params;
    const { contact } = await readableCardContact(deps.db, principal, contactId);
    const failureCode =
      contact.ocr_result === 'FAILURE'
        ? await lastFailureCode(deps.db, principal.tenant.id, contactId)
        : null;
    const text = contact.ocr_result === 'SUCCESS' ? contact.ocr_result_text : null;
    return {
      ...stateOf(contact),
      failureCode: contact.ocr_result === 'FAILURE' ? (failureCode ?? 'ENGINE_ERROR') : null,
      text,
      proposal: text ? parseBusinessCardText(text) : [],
    };
  },
};
