import type * as v from 'valibot';
import { defineEndpoint } from '../endpoint';
import {
  ContactInfoSchema,
  QrCodeQuerySchema,
  VcardQuerySchema,
  VcfCustomAddressBodySchema,
  VcfCustomAddressSchema,
  VcfCustomTextBodySchema,
  VcfCustomTextSchema,
  VcfCustomUrlBodySchema,
} from '../schemas/digitalCardSchemas';
import { FileResponseSchema } from '../schemas/fileResponseSchema';

const session = { kind: 'session' } as const;

function customText<TBody extends v.GenericSchema>(item: 'divisionName' | 'orgName' | 'orgUrl', body: TBody) {
  return {
    get: defineEndpoint({
      method: 'GET',
      path: `/vcfCustomSettings/${item}`,
      summary: `The card's ${item}: the directory's value, the user's own, and which one shows`,
      response: VcfCustomTextSchema,
      capability: session,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `/vcfCustomSettings/${item}`,
      summary: `Sets the card's own ${item} and whether it shows`,
      body,
      response: VcfCustomTextSchema,
      capability: session,
    }),
  };
}

const divisionName = customText('divisionName', VcfCustomTextBodySchema);
const orgName = customText('orgName', VcfCustomTextBodySchema);
const orgUrl = customText('orgUrl', VcfCustomUrlBodySchema);

/**
 * The digital business card of my profile (002 §3, §7): the card, its vCard and QR code, and
 * the user's own values for the division name, organisation name, address and URL.
 */
export const digitalCardEndpoints = {
  contactInfo: defineEndpoint({
    method: 'GET',
    path: '/principal/contactInfo',
    summary: "The user's card: names, phones, e-mails, divisions, position, and the customisable items",
    response: ContactInfoSchema,
    capability: session,
  }),
  vcard: defineEndpoint({
    method: 'GET',
    path: '/principal/contactInfo/vcard',
    summary:
      "The user's card as a vCard file (3.0, or 4.0 on asking), with the chosen fields and phone links",
    query: VcardQuerySchema,
    response: FileResponseSchema,
    produces: 'text/vcard',
    capability: session,
  }),
  qrcode: defineEndpoint({
    method: 'GET',
    path: '/principal/contactInfo/qrcode',
    summary: 'A QR code (PNG) of the same card as a vCard 3.0, for a phone camera to scan',
    query: QrCodeQuerySchema,
    response: FileResponseSchema,
    produces: 'image/png',
    capability: session,
  }),
  getDivisionName: divisionName.get,
  saveDivisionName: divisionName.save,
  getOrgName: orgName.get,
  saveOrgName: orgName.save,
  getOrgUrl: orgUrl.get,
  saveOrgUrl: orgUrl.save,
  getAddress: defineEndpoint({
    method: 'GET',
    path: '/vcfCustomSettings/address',
    summary: "The card's address: the organisation's, the user's own, and which one shows",
    response: VcfCustomAddressSchema,
    capability: session,
  }),
  saveAddress: defineEndpoint({
    method: 'POST',
    path: '/vcfCustomSettings/address',
    summary: "Sets the card's own address (at least one part when used) and whether it shows",
    body: VcfCustomAddressBodySchema,
    response: VcfCustomAddressSchema,
    capability: session,
  }),
};
