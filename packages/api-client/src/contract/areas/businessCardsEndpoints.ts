import { defineEndpoint, type Capability, withErrors } from '../endpoint';
import { errorCodesOf } from '../errors';
import {
  BizcardImageSchema,
  BizcardUploadBodySchema,
  CropBizcardBodySchema,
  OcrReadingSchema,
  OcrSendBodySchema,
  OcrSendListBodySchema,
  OcrSendListResultSchema,
  OcrStateSchema,
} from '../schemas/businessCardSchemas';
import { FileResponseSchema } from '../schemas/fileResponseSchema';
import { ContactIdPathParamsSchema } from '../schemas/externalContactSchemas';

const session = { kind: 'session' } as const;

/** An OCR kind of the tenant that the user may also use (000 §6.3, the USER_OCR_TYPES_* features). */
const ocr: Capability = {
  kind: 'any',
  of: [
    {
      kind: 'all',
      of: [
        { kind: 'feature', feature: 'OCR_MACHINE' },
        { kind: 'feature', feature: 'USER_OCR_TYPES_MACHINE' },
      ],
    },
    {
      kind: 'all',
      of: [
        { kind: 'feature', feature: 'OCR_REGOLITH' },
        { kind: 'feature', feature: 'USER_OCR_TYPES_REGOLITH' },
      ],
    },
  ],
};

/**
 * Business-card images of external contacts and their OCR (001 §3, §4, §7). A contact the user
 * cannot read answers 404; changing the card or reading it needs the right to edit the contact.
 * Reading runs in the background: send answers SENDING at once, and the detail (or `ocrReading`)
 * says when it is done. What was read is a proposal the user applies field by field.
 */
export const businessCardsEndpoints = withErrors(
  [
    ...errorCodesOf('businessCards'),
    'FOLDER_NOT_FOUND',
    'FOLDER_EDIT_NOT_ALLOWED',
    'EXTERNAL_CONTACT_NOT_FOUND',
  ],
  {
    upload: defineEndpoint({
      method: 'POST',
      path: '/externalContacts/:contactId/bizcard',
      summary:
        'Upload the contact’s business-card image (GIF, JPEG or PNG by content, ≤ 30 MB); it replaces the previous one',
      params: ContactIdPathParamsSchema,
      body: BizcardUploadBodySchema,
      response: BizcardImageSchema,
      capability: session,
      multipart: true,
    }),
    crop: defineEndpoint({
      method: 'POST',
      path: '/externalContacts/:contactId/cropBizcard',
      summary: 'Keep only an area of the card image (pixels of the stored image); the area is required',
      params: ContactIdPathParamsSchema,
      body: CropBizcardBodySchema,
      response: BizcardImageSchema,
      capability: session,
    }),
    original: defineEndpoint({
      method: 'GET',
      path: '/bizcardImage/original/:contactId',
      summary: 'The card image as stored, as a file',
      params: ContactIdPathParamsSchema,
      response: FileResponseSchema,
      produces: 'image/*',
      capability: session,
    }),
    send: defineEndpoint({
      method: 'POST',
      path: '/ocrBizcard/send',
      summary: 'Read the contact’s card with OCR in the background: CAN_SEND → SENDING → SUCCESS or FAILURE',
      body: OcrSendBodySchema,
      response: OcrStateSchema,
      capability: ocr,
    }),
    sendList: defineEndpoint({
      method: 'POST',
      path: '/ocrBizcard/sendList',
      summary:
        'Read the cards of several contacts of one folder type; each is accepted or named with its reason',
      body: OcrSendListBodySchema,
      response: OcrSendListResultSchema,
      capability: ocr,
    }),
    reading: defineEndpoint({
      method: 'GET',
      path: '/ocrBizcard/result/:contactId',
      summary: 'The last reading of the contact’s card: state, text, and the proposed field values',
      params: ContactIdPathParamsSchema,
      response: OcrReadingSchema,
      capability: session,
    }),
  },
);
