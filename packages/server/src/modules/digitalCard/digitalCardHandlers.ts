import type { Contract } from '@kizuna/api-client/contract';
import QRCode from 'qrcode';
import type { AreaHandlers } from '../../http/Handler.js';
import { contactInfoVcard, loadContactInfo } from './loadContactInfo.js';
import { saveCustom } from './digitalCardStore.js';

/** The file is named after the person, as a card exchanged by hand would be. */
function fileName(fullname: string, extension: 'vcf' | 'png'): string {
  const name = fullname.replace(/[\\/:*?"<>|\p{Cc}]/gu, '').trim();
  return `${name || 'contact'}.${extension}`;
}

/** The digital business card (contract area `digitalCard`). */
export const digitalCardHandlers: AreaHandlers<Contract['digitalCard']> = {
  async contactInfo({ deps, principal }) {
    return loadContactInfo(deps.db, principal);
  },

  async vcard({ deps, principal, input }) {
    const info = await loadContactInfo(deps.db, principal);
    return new File([contactInfoVcard(info, input.query)], fileName(info.fullname, 'vcf'), {
      type: 'text/vcard; charset=utf-8',
    });
  },

  async qrcode({ deps, principal, input }) {
    const info = await loadContactInfo(deps.db, principal);
    const vcard = contactInfoVcard(info, { ...input.query, version: '3.0' });
    // Byte mode in UTF-8, which phone cameras read; level M survives a smudged print.
    const png = await QRCode.toBuffer(vcard, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 320,
    });
    return new File([new Uint8Array(png)], fileName(info.fullname, 'png'), { type: 'image/png' });
  },

  async getDivisionName({ deps, principal }) {
    return (await loadContactInfo(deps.db, principal)).divisionName;
  },
  async saveDivisionName({ deps, principal, input }) {
    await saveCustom(deps.db, principal, 'divisionName', input.body.useCustom, input.body.custom);
    return (await loadContactInfo(deps.db, principal)).divisionName;
  },
  async getOrgName({ deps, principal }) {
    return (await loadContactInfo(deps.db, principal)).orgName;
  },
  async saveOrgName({ deps, principal, input }) {
    await saveCustom(deps.db, principal, 'orgName', input.body.useCustom, input.body.custom);
    return (await loadContactInfo(deps.db, principal)).orgName;
  },
  async getOrgUrl({ deps, principal }) {
    return (await loadContactInfo(deps.db, principal)).orgUrl;
  },
  async saveOrgUrl({ deps, principal, input }) {
    await saveCustom(deps.db, principal, 'orgUrl', input.body.useCustom, input.body.custom);
    return (await loadContactInfo(deps.db, principal)).orgUrl;
  },
  async getAddress({ deps, principal }) {
    return (await loadContactInfo(deps.db, principal)).address;
  },
  async saveAddress({ deps, principal, input }) {
    await saveCustom(deps.db, principal, 'address', input.body.useCustom, input.body.custom);
    return (await loadContactInfo(deps.db, principal)).address;
  },
};
