import type { Contract } from '@kizuna/api-client/contract';
import QRCode from 'qrcode';
import type { AreaHandlers } from '../../http/Handler.js';
import type { Principal } from '../principal/index.js';
import { contactInfoVcard, loadContactInfo } from './loadContactInfo.js';
import { saveCustom } from './digitalCardStore.js';

function fileName(principal: Principal): string {
  return `contact-${principal.user.id}.vcf`;
}

/** The digital business card (contract area `digitalCard`). */
export const digitalCardHandlers: AreaHandlers<Contract['digitalCard']> = {
  async contactInfo({ deps, principal }) {
    return loadContactInfo(deps.db, principal);
  },

  async vcard({ deps, principal, input }) {
    const vcard = contactInfoVcard(await loadContactInfo(deps.db, principal), input.query);
    return {
      fileName: fileName(principal),
      contentType: 'text/vcard; charset=utf-8',
      base64: Buffer.from(vcard, 'utf8').toString('base64'),
    };
  },

  async qrcode({ deps, principal, input }) {
    const vcard = contactInfoVcard(await loadContactInfo(deps.db, principal), input.query);
    // Byte mode in UTF-8, which phone cameras read; level M survives a smudged print.
    const dataUrl = await QRCode.toDataURL(vcard, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
    return { dataUrl, vcard };
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
